import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGallery, skinGalleryA11y } from '../../storybook/SkinGallery';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Dados da empresa', children: <p>Razão social: Exemplo Pagamentos Ltda.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Dados da empresa' });
    await expect(card).toHaveTextContent('Razão social');
  },
};

export const WithActions: Story = {
  args: { actions: <Button size="sm">Editar</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(/Razão social/)).toBeVisible();
  },
};

export const Skins: Story = {
  parameters: { a11y: skinGalleryA11y },
  render: (args) => (
    <SkinGallery>
      <Card {...args} />
    </SkinGallery>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-component="Card"]')];
    const styles = cards.map((card) => getComputedStyle(card));
    // light, bordered, dark, semi-dark: bordered trades the shadow for a border.
    await expect(styles[1]?.boxShadow).toBe('none');
    await expect(styles[1]?.borderTopWidth).toBe('1px');
    await expect(styles[0]?.boxShadow).not.toBe('none');
  },
};
