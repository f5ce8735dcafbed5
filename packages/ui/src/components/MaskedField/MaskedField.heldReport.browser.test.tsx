import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { MaskedField } from './MaskedField';

// A file of its own: the mask's code must not have been fetched by an earlier test of the page.
let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

const reported: Record<string, string[]> = { document: [], amount: [] };

/** A field whose form renders what it reports at once, before the mask's code can arrive. */
function Field({ name, label, mask }: { name: string; label: string; mask: 'cpfCnpj' | 'money' }) {
  const [value, setValue] = useState('');
  return (
    <MaskedField
      label={label}
      mask={mask}
      value={value}
      onValueChange={(masked) => {
        reported[name]?.push(masked);
        flushSync(() => setValue(masked));
      }}
    />
  );
}

const typeHeld = (element: HTMLInputElement, keys: string) => {
  element.focus();
  for (const data of keys) {
    const insert = new InputEvent('beforeinput', { inputType: 'insertText', data, bubbles: true, cancelable: true });
    if (element.dispatchEvent(insert)) {
      element.value += data;
      element.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data, bubbles: true }));
    }
  }
};

test('what is typed before the mask arrives is in the form at once, and typed into the field once', async () => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  root.render(
    <ThemeProvider>
      <Field name="document" label="CPF ou CNPJ" mask="cpfCnpj" />
      <Field name="amount" label="Valor" mask="money" />
    </ThemeProvider>,
  );
  const document_ = page.getByRole('textbox', { name: 'CPF ou CNPJ' });
  const amount = page.getByRole('textbox', { name: 'Valor' });
  await expect.element(amount).toBeVisible();
  // Key by key in one task, as a quick person or a test tool types, so every key comes before the mask's code.
  typeHeld(document_.element() as HTMLInputElement, '529');
  typeHeld(amount.element() as HTMLInputElement, '87,65');
  // A 'Revisar' pressed now reads what was typed, not empty fields (the mask's code is still on its way).
  expect(reported.document?.at(-1)).toBe('529');
  expect(reported.amount?.at(-1)).toBe('R$ 87,65');
  // Nothing unmasked shows meanwhile (the form's value, written back by React, is already masked).
  expect(['', 'R$ 87,65']).toContain((amount.element() as HTMLInputElement).value);
  // When the mask arrives the held keys are typed once, into the field as it was before them, not after the
  // form's value React wrote there ('529' became '529.529' and the CPF typed on a CNPJ).
  await expect.element(document_).toHaveValue('529');
  await expect.element(amount).toHaveValue('R$ 87,65');
  expect(reported.amount?.at(-1)).toBe('R$ 87,65');
});
