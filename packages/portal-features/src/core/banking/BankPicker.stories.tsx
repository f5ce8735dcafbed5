import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG } from '../../storybook/patience';
import { BankPicker, type BankPickerProps } from './BankPicker';

function Picker(props: Omit<BankPickerProps, 'value'>) {
  const [value, setValue] = useState('');
  return (
    <BankPicker
      {...props}
      value={value}
      onChange={(code, name) => {
        setValue(code);
        props.onChange(code, name);
      }}
    />
  );
}

/** A bank of the Central Bank's list: a search narrows the native select; the list names its day. */
const meta = {
  title: 'Core/Forms/BankPicker',
  component: Picker,
  args: { label: 'Banco', onChange: fn() },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndChoose: Story = {
  play: async ({ canvas, args }) => {
    const bank = canvas.getByRole('combobox', { name: 'Banco' });
    await waitFor(() => expect(bank).toHaveAccessibleDescription(/Lista de instituições do Banco Central de/), LONG);
    await expect(within(bank).getAllByRole('option').length).toBeGreaterThan(400);
    const search = canvas.getByRole('searchbox', { name: 'Buscar banco' });
    await userEvent.type(search, 'caixa economica');
    await expect(search).toHaveAccessibleDescription(/bancos? encontrados?\./);
    await userEvent.selectOptions(bank, '104');
    await expect(args.onChange).toHaveBeenLastCalledWith('104', 'Caixa Econômica Federal');
    // The choice stays listed whatever is searched next.
    await userEvent.clear(search);
    await userEvent.type(search, 'nenhum banco assim');
    await expect(
      within(bank)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', '104 · Caixa Econômica Federal']);
  },
};

export const NothingFound: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar banco' });
    await userEvent.type(search, 'zzzz');
    await expect(search).toHaveAccessibleDescription('Nenhum banco com esse nome ou código.');
  },
};
