import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@painel/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DangerConfirm } from '../page/DangerConfirm';
import { SubmitDialog } from './SubmitDialog';

type Answer = 'saved' | 'nameTaken' | 'fails';

function NameDialog({ answer, onSend }: { answer: Answer; onSend: () => void }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  if (saved) return <p role="status">Função salva.</p>;
  return (
    <SubmitDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Nova função"
      submitLabel="Criar função"
      cancelLabel="Cancelar"
      failed="Não foi possível salvar. Nada foi perdido: tente de novo."
      onFieldErrors={(found) => setError(found.name)}
      submit={async () => {
        onSend();
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (answer === 'nameTaken')
          throw Object.assign(new Error('422'), { fieldErrors: { name: ['Já existe uma função com este nome.'] } });
        if (answer === 'fails') throw Object.assign(new Error('500'), {});
        setSaved(true);
      }}
    >
      <TextField label="Nome da função" value={name} error={error} onChange={(event) => setName(event.target.value)} />
    </SubmitDialog>
  );
}

/** `core/forms`' `SubmitDialog`: a short form in a dialog that sends once, puts the API's problems on their fields, and keeps what was typed. */
const meta = {
  title: 'Core/Forms/SubmitDialog',
  component: NameDialog,
  args: { answer: 'saved', onSend: fn() },
} satisfies Meta<typeof NameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendsOnce: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nova função' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome da função' }), 'Leitura');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Criar função' }));
    await waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent('Função salva.'));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const ProblemOnItsField: Story = {
  args: { answer: 'nameTaken' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nova função' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome da função' });
    await userEvent.type(name, 'Lojista');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar função' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Já existe uma função com este nome.'));
    await expect(name).toHaveValue('Lojista');
  },
};

export const FailureSaidInTheDialog: Story = {
  args: { answer: 'fails' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nova função' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar função' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Nada foi perdido'));
  },
};

/** `core/page`'s `DangerConfirm`: a danger action that asks first. */
export const DangerAsksFirst: Story = {
  render: () => {
    const onConfirm = fn();
    return (
      <DangerConfirm
        label="Desativar"
        title="Desativar Fernanda?"
        description="A pessoa sai do portal na hora."
        cancelLabel="Manter ativo"
        onConfirm={onConfirm}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Desativar Fernanda?' });
    await expect(within(dialog).getByRole('button', { name: 'Manter ativo' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter ativo' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
