import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { Select } from './Select';

const maritalStatus = [
  { value: 'SINGLE', label: 'Solteiro(a)' },
  { value: 'MARRIED', label: 'Casado(a)' },
  { value: 'DIVORCED', label: 'Divorciado(a)' },
  { value: 'WIDOWER', label: 'Viúvo(a)' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Estado civil', name: 'marital', options: maritalStatus, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Estado civil' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Selecione' })).toBeInTheDocument();
  },
};

export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Estado civil' });
    await userEvent.selectOptions(select, 'MARRIED');
    await expect(select).toHaveValue('MARRIED');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Estado civil é obrigatório' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Estado civil' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Estado civil é obrigatório');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'SINGLE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado civil' })).toBeDisabled();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <Select {...args} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox', { name: 'Estado civil' })).toHaveLength(4);
  },
};
