import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { DateField, type DateFieldProps } from './DateField';

/** Holds the value as a form would, so the story sees what the field reports and can set it from outside. */
function Controlled(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <DateField
        {...props}
        value={value}
        onValueChange={(iso) => {
          setValue(iso);
          props.onValueChange(iso);
        }}
      />
      <Button variant="secondary" onClick={() => setValue('2026-11-30')}>
        Fim do mês
      </Button>
      <output aria-label="Valor do formulário">{value}</output>
    </>
  );
}

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Primeiro vencimento', name: 'due', value: '', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** dd/mm/aaaa whatever the browser's language (D19); the form gets the API's AAAA-MM-DD once the date is whole. */
export const TypesADay: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('textbox', { name: 'Primeiro vencimento' });
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '2712');
    await expect(input).toHaveValue('27/12');
    await expect(canvas.getByRole('status', { name: 'Valor do formulário' })).toHaveTextContent(/^$/);
    await userEvent.type(input, '2026');
    await expect(input).toHaveValue('27/12/2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-27');
    await expect(canvas.getByRole('status', { name: 'Valor do formulário' })).toHaveTextContent('2026-12-27');
  },
};

export const NotARealDay: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('textbox', { name: 'Primeiro vencimento' });
    await userEvent.type(input, '31022027');
    await expect(input).toHaveValue('31/02/2027');
    await expect(input).toHaveAccessibleDescription(/Informe uma data válida, no formato dd\/mm\/aaaa\./);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const OutsideTheAllowedDays: Story = {
  args: { min: '2026-11-28', max: '2027-11-28' },
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('textbox', { name: 'Primeiro vencimento' });
    await userEvent.type(input, '01012026');
    await expect(input).toHaveAccessibleDescription(/Escolha uma data de 28\/11\/2026 a 28\/11\/2027\./);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** A value set by the form (a preset, a reset) shows in the field. */
export const SetFromOutside: Story = {
  args: { value: '2026-12-01' },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Primeiro vencimento' });
    await expect(input).toHaveValue('01/12/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Fim do mês' }));
    await expect(input).toHaveValue('30/11/2026');
  },
};
