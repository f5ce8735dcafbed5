import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { Link } from '../Link';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Lembrar de mim', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar de mim' })).not.toBeChecked();
  },
};

export const Toggled: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Lembrar de mim' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Lembrar de mim'));
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const WithLinks: Story = {
  args: {
    label: (
      <>
        Li e concordo com os{' '}
        <Link href="https://example.com/termos.pdf" external>
          Termos de Serviço
        </Link>{' '}
        e a{' '}
        <Link href="https://example.com/privacidade.pdf" external>
          Política de Privacidade
        </Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Termos de Serviço/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('checkbox', { name: /Li e concordo/ })).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: { label: 'Aceito os termos de uso', error: 'Aceite os termos de Uso.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Aceito os termos de uso' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Aceite os termos de Uso.');
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'Selecionar todos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Selecionar todos' })).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Lembrar de mim' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <Checkbox {...args} defaultChecked />
      <Checkbox {...args} label="Aceito os termos" error="Aceite os termos de Uso." />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
  },
};
