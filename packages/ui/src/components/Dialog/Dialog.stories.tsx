import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Valores alterados',
    description: 'Compare os valores antigos e novos do registro.',
    trigger: <Button>Ver detalhes</Button>,
    onOpenChange: fn(),
    children: <pre>{JSON.stringify({ name: 'Maria', email: 'maria@empresa.com.br' }, null, 2)}</pre>,
    footer: (
      <DialogClose>
        <Button variant="secondary">Fechar janela</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ver detalhes' })).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver detalhes' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Valores alterados' });
    await expect(dialog).toHaveAccessibleDescription('Compare os valores antigos e novos do registro.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** A confirmation whose body says what is confirmed: the body is read as the dialog opens (A13). */
export const DescribedByItsBody: Story = {
  args: {
    title: 'Confirmar estorno',
    description: undefined,
    describedByBody: true,
    trigger: <Button>Estornar</Button>,
    children: (
      <>
        <p>Valor do estorno: R$ 423,84.</p>
        <p>Volta para o cartão 545301******1480 do cliente.</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Estornar' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Confirmar estorno' });
    await expect(dialog).toHaveAccessibleDescription(
      'Valor do estorno: R$ 423,84. Volta para o cartão 545301******1480 do cliente.',
    );
  },
};

export const FocusTrappedAndRestored: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver detalhes' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog');
    // Tab cycles inside the dialog only.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosedByButtons: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fechar janela' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const WithForm: Story = {
  args: {
    title: 'Editar apelido',
    description: undefined,
    size: 'sm',
    children: <TextField label="Apelido" name="nickname" autoComplete="nickname" />,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Editar apelido' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await waitFor(() => expect(canvas.getByLabelText('Apelido')).toHaveFocus());
  },
};
