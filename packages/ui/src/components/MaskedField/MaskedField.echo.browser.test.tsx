import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { MaskedField, preloadMaskedField } from './MaskedField';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

/** A form whose state follows the field a moment late, as a busy page's renders do. */
function LateAmount() {
  const [value, setValue] = useState('');
  return (
    <>
      <MaskedField
        label="Valor"
        mask="money"
        value={value}
        onValueChange={(masked) => void setTimeout(() => setValue(masked), 20)}
      />
      <output aria-label="Guardado">{value}</output>
    </>
  );
}

const typeNow = (element: HTMLInputElement, data: string) => {
  element.value += data;
  element.setSelectionRange(element.value.length, element.value.length);
  element.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data, bubbles: true }));
};

test('a late echo of what was typed never overwrites what was typed since (R$ 87,65 stayed R$ 87,60)', async () => {
  await preloadMaskedField();
  root = createRoot(document.body.appendChild(document.createElement('div')));
  root.render(
    <ThemeProvider>
      <LateAmount />
    </ThemeProvider>,
  );
  const input = page.getByRole('textbox', { name: 'Valor' });
  await expect.element(input).toBeVisible();
  const element = input.element() as HTMLInputElement;
  element.focus();
  typeNow(element, '8');
  typeNow(element, '7');
  typeNow(element, ',');
  typeNow(element, '6');
  // The form catches up with '…,6' only after echoing each older value back.
  await expect.element(page.getByLabelText('Guardado')).toHaveTextContent('R$ 87,6');
  typeNow(element, '5');
  await expect.element(input).toHaveValue('R$ 87,65');
  await expect.element(page.getByLabelText('Guardado')).toHaveTextContent('R$ 87,65');
});
