import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import type { BadgeTone } from '../Badge';
import { StatusBadge } from './StatusBadge';

/** The transaction statuses as the money screens show them. */
const statuses: Array<[string, BadgeTone]> = [
  ['Processando', 'info'],
  ['Autorizada', 'primary'],
  ['Paga', 'success'],
  ['Recusada', 'danger'],
  ['Cancelada', 'neutral'],
  ['Estornada', 'neutral'],
  ['Estorno pendente', 'warning'],
  ['Chargeback', 'danger'],
  ['Em análise', 'info'],
  ['Expirada', 'neutral'],
];

const meta = {
  title: 'Money/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', children: 'Paga' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Paga').closest('[data-component="Badge"]');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    // A shape besides the colour, hidden from screen readers (the name says it all).
    await expect(badge?.querySelector('[aria-hidden="true"]')).toHaveTextContent('●');
  },
};

export const TransactionStatuses: Story = {
  render: () => (
    <SkinGallery>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {statuses.map(([label, tone]) => (
          <StatusBadge key={label} tone={tone}>
            {label}
          </StatusBadge>
        ))}
      </div>
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    // Every status by its full name in all four skins; axe checks the contrast of each.
    for (const [label] of statuses) await expect(canvas.getAllByText(label)).toHaveLength(4);
  },
};

export const PartnerBrand: Story = {
  ...TransactionStatuses,
  globals: { brand: 'sol' },
};
