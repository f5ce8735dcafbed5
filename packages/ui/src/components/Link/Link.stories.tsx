import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#/forgot-password', children: 'Esqueceu a senha?' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Esqueceu a senha?' });
    await expect(link).toHaveAttribute('href', '#/forgot-password');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const External: Story = {
  args: { href: 'https://example.com/termos.pdf', external: true, children: 'Termos de Serviço' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Termos de Serviço (abre em nova aba)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AsChild: Story = {
  render: () => {
    const navigate = fn();
    return (
      <Link asChild>
        <button type="button" onClick={navigate}>
          Contrato Termos de Serviço
        </button>
      </Link>
    );
  },
  play: async ({ canvas }) => {
    const child = canvas.getByRole('button', { name: 'Contrato Termos de Serviço' });
    await expect(child).toHaveAttribute('data-component', 'Link');
    await userEvent.tab();
    await expect(child).toHaveFocus();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <p>
        Já tem conta? <Link {...args}>Entrar</Link>
      </p>
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Entrar' })).toHaveLength(4);
  },
};
