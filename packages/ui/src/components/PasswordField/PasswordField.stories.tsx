import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', name: 'password', autoComplete: 'current-password', required: true },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Senha/);
    await userEvent.type(input, 'Segredo@1');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const Shown: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Senha/);
    await userEvent.type(input, 'Segredo@1');
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Segredo@1');
  },
};

export const Invalid: Story = {
  args: { error: 'Por favor, insira sua senha' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Senha/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Por favor, insira sua senha');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Senha/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <PasswordField {...args} error="Por favor, insira sua senha" />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(4);
  },
};
