import { useState } from 'react';
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

function Amount() {
  const [value, setValue] = useState('');
  return (
    <>
      <MaskedField label="Valor" mask="money" value={value} onValueChange={(masked) => setValue(masked)} />
      <output aria-label="Guardado">{value}</output>
    </>
  );
}

test('an amount typed while the mask is still on its way keeps its decimals (not closed at the whole part)', async () => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  root.render(
    <ThemeProvider>
      <Amount />
    </ThemeProvider>,
  );
  const input = page.getByRole('textbox', { name: 'Valor' });
  await expect.element(input).toBeVisible();
  // Focus from a script (no pointer first) and the text in the same moment, as the browser inserts it: it comes
  // before the mask's code, whatever the machine's speed.
  const element = input.element() as HTMLInputElement;
  element.focus();
  // Both keystrokes in the same task, so both come before the mask's code whatever the machine's speed (typing "65"
  // a moment later raced the mask's arrival on a busy CI).
  for (const data of ['87,', '65']) {
    const insert = new InputEvent('beforeinput', { inputType: 'insertText', data, bubbles: true, cancelable: true });
    if (element.dispatchEvent(insert)) {
      element.value += data;
      element.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data, bubbles: true }));
    }
  }
  await expect.element(input).toHaveValue('R$ 87,65');
  await expect.element(page.getByLabelText('Guardado')).toHaveTextContent('R$ 87,65');
  // Nothing unmasked was ever in the field.
  expect((input.element() as HTMLInputElement).value).toMatch(/^R\$ /);
});
