import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Tem certeza que deseja cancelar?',
    description: 'Você será desconectado.',
    trigger: <Button variant="secondary">Cancelar</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Tem certeza que deseja cancelar?' });
    await expect(dialog).toHaveAccessibleDescription('Você será desconectado.');
    await expect(canvas.getByRole('button', { name: 'Sim' })).toBeVisible();
    // The safe answer has focus first.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Não' })).toHaveFocus());
  },
};

export const Confirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Sim' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

export const Refused: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancelar' });
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole('button', { name: 'Não' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const CustomLabels: Story = {
  args: {
    title: 'Assinar os termos?',
    description: 'Esta ação é irreversível.',
    confirmLabel: 'Assinar',
    cancelLabel: 'Voltar',
    trigger: <Button>Continuar</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByRole('button', { name: 'Assinar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const yes = await canvas.findByRole('button', { name: 'Sim' });
    await userEvent.click(yes);
    await userEvent.click(yes);
    await expect(yes).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Não' })).toBeDisabled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const FailedStaysOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('falhou'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Sim' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sim' })).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('alertdialog')).toBeVisible();
  },
};
