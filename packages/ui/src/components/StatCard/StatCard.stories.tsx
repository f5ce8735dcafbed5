import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatMoney } from '../../format/format';
import { SkinGallery, skinGalleryA11y } from '../../storybook/SkinGallery';
import { Link } from '../Link';
import { StatCard } from './StatCard';

const meta = {
  title: 'Money/StatCard',
  component: StatCard,
  args: { label: 'Volume transacionado', value: formatMoney(2_345_678_90), change: 1_250 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Increase: Story = {
  args: { link: <Link href="/dashboard/transactions?preset=last7">Ver transações</Link> },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Volume transacionado' });
    await expect(card).toHaveTextContent('R$ 2.345.678,90');
    await expect(card).toHaveTextContent('Aumento de 12,50% em relação ao período anterior');
    await expect(canvas.getByRole('link', { name: 'Ver transações' })).toHaveAttribute(
      'href',
      '/dashboard/transactions?preset=last7',
    );
  },
};

export const BadIncrease: Story = {
  args: {
    label: 'Estornos e disputas abertas',
    value: '7',
    change: 4_000,
    goodWhen: 'down',
    detail: 'Prazo mais próximo: 28/11/2026',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prazo mais próximo: 28/11/2026')).toBeVisible();
    const change = canvas.getByText(/Aumento de 40,00%/).closest('p') as HTMLElement;
    // A rise of what should fall is shown in the danger tone, not the success one.
    const probe = document.createElement('span');
    probe.style.color = 'var(--painel-color-danger-text)';
    change.append(probe);
    await expect(getComputedStyle(change).color).toBe(getComputedStyle(probe).color);
    probe.remove();
  },
};

/** A rate's change is its difference in percentage points, not a share of the previous rate. */
export const RateInPoints: Story = {
  args: { label: 'Taxa de aprovação', value: '93,62%', change: -14, changeKind: 'points' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Taxa de aprovação' })).toHaveTextContent(
      'Queda de 0,14 p.p. em relação ao período anterior',
    );
  },
};

export const NoComparison: Story = {
  args: { change: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sem dados do período anterior')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Volume transacionado' });
    // A dash, never the stale figure, while the new period loads.
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('–');
    await expect(card).not.toHaveTextContent('R$');
  },
};

export const Skins: Story = {
  parameters: { a11y: skinGalleryA11y },
  render: (args) => (
    <SkinGallery>
      <StatCard {...args} />
      <StatCard label="Taxa de aprovação" value="91,80%" change={-120} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/Queda de 1,20%/)).toHaveLength(4);
  },
};

export const PartnerBrand: Story = { ...Skins, globals: { brand: 'noite' } };
