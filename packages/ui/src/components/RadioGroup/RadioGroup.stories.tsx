import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UI_CONTRAST } from '../../theme/brand';
import { contrastRatio } from '../../theme/contrast';
import { skinNames } from '../../theme/skins';
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

/** The colour an element is drawn on: the nearest ancestor's background that is not transparent. */
const backgroundBehind = (element: Element) => {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
  }
  return 'rgb(255, 255, 255)';
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <RadioGroup {...args} defaultValue="RG" />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(4);
    // A7: the checked ring and dot reach 3:1 against the surface in every skin (WCAG 1.4.11), the dark ones too.
    for (const skin of skinNames) {
      const cell = canvas.getByRole('region', { name: `Skin ${skin}` });
      const checked = within(cell).getByRole('radio', { checked: true });
      const ring = getComputedStyle(checked).borderTopColor;
      const surface = backgroundBehind(checked);
      await expect({ skin, ratio: contrastRatio(ring, surface) >= UI_CONTRAST }).toEqual({ skin, ratio: true });
    }
  },
};
