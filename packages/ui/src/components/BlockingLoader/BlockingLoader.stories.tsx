import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { BlockingLoader } from './BlockingLoader';

const meta = {
  title: 'Components/BlockingLoader',
  component: BlockingLoader,
  args: { open: true },
} satisfies Meta<typeof BlockingLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const loader = await canvas.findByRole('dialog', { name: 'Aguarde...' });
    await expect(loader).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog', { name: 'Aguarde...' })).toBeVisible();
  },
};

export const CustomMessage: Story = {
  args: { message: 'Enviando arquivos...' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Enviando arquivos...' })).toBeVisible();
  },
};

function UploadScreen({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setBusy(true);
          onSubmit();
          setTimeout(() => setBusy(false), 400);
        }}
      >
        Finalizar
      </Button>
      <Button variant="secondary">Voltar</Button>
      <BlockingLoader open={busy} />
    </>
  );
}

export const BlocksThePage: Story = {
  render: () => <UploadScreen onSubmit={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await canvas.findByRole('dialog', { name: 'Aguarde...' });
    // Nothing behind the loader can be reached with the keyboard.
    await userEvent.tab();
    await expect(canvas.getByText('Voltar').closest('button')).not.toHaveFocus();
    await expect(canvas.getByRole('dialog', { name: 'Aguarde...' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Finalizar' })).toHaveFocus();
  },
};
