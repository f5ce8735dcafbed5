import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { MaskedField } from './MaskedField';

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

/** A form that keeps the field's value, so every keystroke re-renders the field. */
function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <MaskedField label="CPF" mask="cpf" value={value} onValueChange={(masked) => setValue(masked)} />
      <output aria-label="Guardado">{value}</output>
    </>
  );
}

const maskCodeFetched = () => performance.getEntriesByType('resource').some((entry) => /attachMask/.test(entry.name));

// Storybook preloads the mask; here it loads as on a first visit. The tests run in order: the first one sees a
// page that has never fetched the mask's code.
test('a form shows its masked field without fetching the mask; typing at once keeps every key', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  root.render(
    <ThemeProvider>
      <Controlled />
    </ThemeProvider>,
  );
  const input = page.getByRole('textbox', { name: 'CPF' });
  await expect.element(input).toBeVisible();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(maskCodeFetched()).toBe(false);
  await userEvent.type(input, '52998224725');
  await expect.element(input).toHaveValue('529.982.247-25');
  await expect.element(page.getByLabelText('Guardado')).toHaveTextContent('529.982.247-25');
});

test('a value given before the mask arrives is shown, and the mask takes it over on focus', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  root.render(
    <ThemeProvider>
      <MaskedField label="Telefone" mask="phone" defaultValue="(11) 98765-4321" />
    </ThemeProvider>,
  );
  const input = page.getByRole('textbox', { name: 'Telefone' });
  await expect.element(input).toHaveValue('(11) 98765-4321');
  await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}a9');
  await expect.element(input).toHaveValue('(11) 9876-59');
  expect(maskCodeFetched()).toBe(true);
});
