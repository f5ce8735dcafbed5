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

// Storybook preloads the mask; here it loads with the field, as on a first visit.
test('the mask loads with the first field, and typing as soon as it shows keeps every key', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  root.render(
    <ThemeProvider>
      <Controlled />
    </ThemeProvider>,
  );
  const input = page.getByRole('textbox', { name: 'CPF' });
  await expect.element(input).toBeVisible();
  await userEvent.type(input, '52998224725');
  await expect.element(input).toHaveValue('529.982.247-25');
  await expect.element(page.getByLabelText('Guardado')).toHaveTextContent('529.982.247-25');
});
