import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'E-mail', name: 'email', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('E-mail');
    await userEvent.type(input, 'maria@empresa.com.br');
    await expect(input).toHaveValue('maria@empresa.com.br');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('E-mail')).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'Usaremos este e-mail para enviar o código de acesso.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Usaremos este e-mail para enviar o código de acesso.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: {
    required: true,
    defaultValue: 'maria@',
    error: 'Por favor inclua um email válido',
    hint: 'Seu e-mail de acesso.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Por favor inclua um email válido Seu e-mail de acesso.');
    await expect(canvas.getByText('Por favor inclua um email válido')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'maria@empresa.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toBeDisabled();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <TextField {...args} hint="Seu e-mail de acesso." />
      <TextField {...args} label="Nome" name="name" type="text" autoComplete="name" error="Nome é obrigatório" />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: 'Nome' })).toHaveLength(4);
  },
};
