import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { Badge, type BadgeTone } from './Badge';

const tones: Array<[BadgeTone, string]> = [
  ['neutral', 'Rascunho'],
  ['primary', 'Novo'],
  ['success', 'Ativo'],
  ['danger', 'Bloqueado'],
  ['warning', 'Pendente'],
  ['info', 'Em análise'],
];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Ativo', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ativo')).toHaveAttribute('data-tone', 'success');
  },
};

export const Tones: Story = {
  render: () => (
    <SkinGallery>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {tones.map(([tone, label]) => (
          <Badge key={tone} tone={tone}>
            {label}
          </Badge>
        ))}
      </div>
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    for (const [tone, label] of tones) {
      const badges = canvas.getAllByText(label);
      await expect(badges).toHaveLength(4);
      await expect(badges[0]).toHaveAttribute('data-tone', tone);
    }
  },
};
