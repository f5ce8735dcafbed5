import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Tipo de documento',
    name: 'documentType',
    options: [
      { value: 'CNH', label: 'CNH' },
      { value: 'RG', label: 'RG' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de documento' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'RG' }));
    await expect(canvas.getByRole('radio', { name: 'RG' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('RG');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'CNH' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'CNH' })).toHaveFocus();
    // Held down as a person does: Radix moves focus on the next tick and selects while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'RG' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('RG');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Escolha o tipo de documento' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Tipo de documento' });
    await expect(group).toHaveAccessibleDescription('Escolha o tipo de documento');
    await expect(group).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <RadioGroup {...args} defaultValue="RG" />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(4);
  },
};
