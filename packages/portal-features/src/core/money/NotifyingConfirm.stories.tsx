import { Button } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotifyingConfirm } from './NotifyingConfirm';

/** A link's Desativar, a subscription's Pausar: asked once, then a toast says how it went. */
const meta = {
  title: 'Core/Money/NotifyingConfirm',
  component: NotifyingConfirm<string>,
  args: {
    title: 'Desativar o link?',
    description: 'Quem abrir o link verá que ele não aceita mais pagamentos.',
    confirmLabel: 'Desativar',
    tone: 'danger',
    trigger: <Button variant="secondary">Desativar</Button>,
    run: fn(() => Promise.resolve('ok')),
    doneTitle: 'Link desativado.',
    failed: 'Não foi possível concluir. Tente novamente.',
    onDone: fn(),
  },
} satisfies Meta<typeof NotifyingConfirm<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async () => {
  await userEvent.click(within(document.body).getByRole('button', { name: 'Desativar' }));
  const dialog = await within(document.body).findByRole('alertdialog', { name: 'Desativar o link?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
  return dialog;
};

export const Done: Story = {
  play: async ({ args }) => {
    await confirm();
    await expect(await within(document.body).findByText('Link desativado.')).toBeVisible();
    await expect(args.run).toHaveBeenCalledTimes(1);
    await expect(args.onDone).toHaveBeenCalledWith('ok');
  },
};

/** The API's own words in the toast; the dialog stays open to try again, and nothing is called done. */
export const Refused: Story = {
  args: { run: fn(() => Promise.reject(Object.assign(new Error('422'), { serverMessage: 'O link já foi pago.' }))) },
  play: async ({ args }) => {
    const dialog = await confirm();
    await expect(await within(document.body).findByText('O link já foi pago.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
