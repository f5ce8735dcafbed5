import { Button, Dialog, ThemeProvider } from '@painel/ui';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { dialogOnDemand, type OnDemandDialogProps } from './dialogOnDemand';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

let loads = 0;
function NoteDialog({ open, onOpenChange, subject }: OnDemandDialogProps & { subject: string }) {
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Nota sobre ${subject}`}>
      <label>
        Nota
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
    </Dialog>
  );
}
const NoteOnDemand = dialogOnDemand(() => {
  loads += 1;
  return Promise.resolve(NoteDialog);
});

test('loads the dialog on the first click only, opens it afresh each time and gives focus back', async () => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  root.render(
    <ThemeProvider>
      <NoteOnDemand subject="a venda" trigger={<Button>Anotar</Button>} />
    </ThemeProvider>,
  );
  const trigger = page.getByRole('button', { name: 'Anotar' });
  await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(loads).toBe(0);

  await userEvent.click(trigger);
  const dialog = page.getByRole('dialog', { name: 'Nota sobre a venda' });
  await expect.element(dialog).toBeVisible();
  // While the dialog is open the page behind it is hidden from the accessibility tree: read the element itself.
  expect(document.querySelector('button[aria-haspopup="dialog"]')).toHaveAttribute('aria-expanded', 'true');
  await userEvent.type(page.getByRole('textbox', { name: 'Nota' }), 'rascunho');
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(trigger).toHaveFocus();

  await userEvent.click(trigger);
  await expect.element(page.getByRole('textbox', { name: 'Nota' })).toHaveValue('');
  expect(loads).toBe(1);
});
