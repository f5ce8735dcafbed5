import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { MaskedField } from './MaskedField';

const meta = {
  title: 'Components/MaskedField',
  component: MaskedField,
  args: { label: 'CPF', name: 'document', mask: 'cpf', onValueChange: fn() },
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cpf: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByLabelText('CPF');
    await userEvent.type(input, '529abc98224725999');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('529.982.247-25', '52998224725');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Cnpj: Story = {
  args: { label: 'CNPJ', mask: 'cnpj' },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('CNPJ');
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

export const CpfOrCnpj: Story = {
  args: { label: 'CPF ou CNPJ', mask: 'cpfCnpj' },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('CPF ou CNPJ');
    await userEvent.type(input, '52998224725');
    await expect(input).toHaveValue('529.982.247-25');
    await userEvent.type(input, '123');
    await expect(input).toHaveValue('52.998.224/7251-23');
  },
};

export const AlphanumericCnpj: Story = {
  args: { label: 'CNPJ', mask: 'cnpj' },
  play: async ({ canvas, args }) => {
    const input = await canvas.findByLabelText('CNPJ');
    await userEvent.type(input, '12abc34501de35');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12.ABC.345/01DE-35', '12ABC34501DE35');
    await expect(input).toHaveAttribute('inputmode', 'text');
    await expect(input).toHaveAttribute('autocapitalize', 'characters');
  },
};

export const CpfOrAlphanumericCnpj: Story = {
  args: { label: 'CPF ou CNPJ', mask: 'cpfCnpj' },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('CPF ou CNPJ');
    await userEvent.type(input, '12A');
    await expect(input).toHaveValue('12.A');
    await userEvent.type(input, 'BC34501DE35');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
  },
};

export const Rg: Story = {
  args: { label: 'RG', mask: 'rg' },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('RG');
    await userEvent.type(input, '12345678x');
    await expect(input).toHaveValue('12.345.678-X');
  },
};

export const CardExpiry: Story = {
  args: { label: 'Validade', mask: 'cardExpiry', autoComplete: 'cc-exp' },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Validade');
    await userEvent.type(input, '122030');
    await expect(input).toHaveValue('12/2030');
  },
};

export const Cep: Story = {
  args: { label: 'CEP', mask: 'cep', autoComplete: 'postal-code' },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('CEP');
    await userEvent.type(input, '01310100');
    await expect(input).toHaveValue('01310-100');
  },
};

export const Phone: Story = {
  args: { label: 'Celular', mask: 'phone', autoComplete: 'tel-national' },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Celular');
    await userEvent.type(input, '1133334444');
    await expect(input).toHaveValue('(11) 3333-4444');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('(11) 33334-4445');
    await expect(input).toHaveAttribute('inputmode', 'tel');
  },
};

export const Money: Story = {
  args: { label: 'Faturamento mensal', mask: 'money' },
  play: async ({ canvas, args }) => {
    const input = await canvas.findByLabelText('Faturamento mensal');
    await userEvent.type(input, '1234567,89');
    await expect(input).toHaveValue('R$ 1.234.567,89');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('R$ 1.234.567,89', '123456789');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('R$ 1.234.567,89');
    await expect((input as HTMLInputElement).value.length).toBeLessThanOrEqual(15);
  },
};

export const PasteFormatted: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('CPF');
    await userEvent.click(input);
    await userEvent.paste('529.982.247-25');
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const PasteDigits: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('CPF');
    await userEvent.click(input);
    await userEvent.paste('52998224725');
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const CaretStaysInPlace: Story = {
  args: { defaultValue: '529.982.247-25' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('CPF');
    await userEvent.click(input);
    // Put the caret after '529.9', delete the 9 and type it again: the caret must stay there.
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('{Backspace}');
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(input.selectionStart).toBe(5);
  },
};

function ControlledCep() {
  const [value, setValue] = useState('01310100');
  return (
    <>
      <MaskedField label="CEP" mask="cep" value={value} onValueChange={(masked) => setValue(masked)} />
      <button type="button" onClick={() => setValue('20040-020')}>
        Preencher outro CEP
      </button>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCep />,
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('CEP');
    await expect(input).toHaveValue('01310-100');
    await userEvent.click(canvas.getByRole('button', { name: 'Preencher outro CEP' }));
    await expect(input).toHaveValue('20040-020');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123.456', error: 'CPF inválido', required: true },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'CPF' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('CPF inválido');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '52998224725', disabled: true },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('CPF');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <MaskedField {...args} defaultValue="52998224725" />
      <MaskedField {...args} label="Faturamento" mask="money" defaultValue="1.500,00" error="Campo obrigatório" />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByLabelText('CPF')) await expect(input).toHaveValue('529.982.247-25');
  },
};
