import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { DateTime, Money, Percent } from './Money';

const meta = {
  title: 'Money/Formatting',
  component: Money,
  args: { cents: 123_456 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('R$ 1.234,56')).toBeVisible();
  },
};

export const Negative: Story = {
  args: { cents: -15_090, highlightNegative: true },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('R$ -150,90');
    await expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const AllFormats: Story = {
  render: () => (
    <SkinGallery>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8, margin: 0 }}>
        <dt>Zero</dt>
        <dd style={{ margin: 0 }}>
          <Money cents={-0} />
        </dd>
        <dt>Estorno</dt>
        <dd style={{ margin: 0 }}>
          <Money cents={-4_990} highlightNegative />
        </dd>
        <dt>Volume</dt>
        <dd style={{ margin: 0 }}>
          <Money cents={987_654_321} />
        </dd>
        <dt>MDR</dt>
        <dd style={{ margin: 0 }}>
          <Percent basisPoints={249} />
        </dd>
        <dt>Criada em</dt>
        <dd style={{ margin: 0 }}>
          <DateTime value="2026-11-26T23:30:00-03:00" />
        </dd>
        <dt>Previsão</dt>
        <dd style={{ margin: 0 }}>
          <DateTime value="2026-12-28" show="date" />
        </dd>
      </dl>
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('R$ 0,00')).toHaveLength(4);
    await expect(canvas.getAllByText('R$ 9.876.543,21')).toHaveLength(4);
    await expect(canvas.getAllByText('2,49%')).toHaveLength(4);
    // 23:30 in São Paulo stays the 26th, whatever zone the browser is in.
    await expect(canvas.getAllByText('26/11/2026 23:30')[0]).toHaveAttribute('datetime', '2026-11-26T23:30:00-03:00');
    await expect(canvas.getAllByText('28/12/2026')).toHaveLength(4);
  },
};

export const PartnerBrand: Story = { ...AllFormats, globals: { brand: 'noite' } };
