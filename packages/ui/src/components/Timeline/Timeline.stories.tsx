import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { Timeline } from './Timeline';

const meta = {
  title: 'Money/Timeline',
  component: Timeline,
  args: {
    label: 'Histórico da transação',
    events: [
      { id: '1', at: '2026-10-01T14:02:10-03:00', title: 'Transação criada', description: 'Cliente' },
      {
        id: '2',
        at: '2026-10-01T14:02:12-03:00',
        title: 'Autorizada pelo emissor',
        description: 'Código A1B2C3',
        tone: 'primary',
      },
      { id: '3', at: '2026-10-01T14:02:13-03:00', title: 'Capturada', tone: 'success' },
      { id: '4', at: '2026-11-03T06:00:00-03:00', title: 'Parcela 1/3 liquidada', tone: 'success' },
      {
        id: '5',
        at: '2026-11-20T10:15:00-03:00',
        title: 'Chargeback aberto pelo portador',
        description: 'Prazo de defesa: 30/11/2026',
        tone: 'danger',
      },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Histórico da transação' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Transação criada');
    await expect(items[0]).toHaveTextContent('01/10/2026 14:02');
    await expect(items[4]).toHaveTextContent('Prazo de defesa: 30/11/2026');
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <Timeline {...args} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list', { name: 'Histórico da transação' })).toHaveLength(4);
  },
};

export const PartnerBrand: Story = { ...Skins, globals: { brand: 'sol' } };
