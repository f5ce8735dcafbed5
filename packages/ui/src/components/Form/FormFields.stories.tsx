import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { isValidCpf } from '../../masks';
import { Button } from '../Button';
import { FormCheckbox, FormMaskedField, FormPasswordField, FormRadioGroup, FormSelect, FormTextField } from '.';

interface Values {
  email: string;
  password: string;
  document: string;
  education: string;
  documentType: string;
  terms: boolean;
}

// A hand-written resolver keeps @painel/ui free of zod; screens pass zodResolver(schema) the same way.
const resolver: Resolver<Values> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.email) errors.email = { type: 'required', message: 'Email é obrigatório' };
  if (!values.password) errors.password = { type: 'required', message: 'Por favor, insira sua senha' };
  if (!isValidCpf(values.document)) errors.document = { type: 'cpf', message: 'CPF inválido' };
  if (!values.education) errors.education = { type: 'required', message: 'Escolaridade é obrigatória' };
  if (!values.documentType) errors.documentType = { type: 'required', message: 'Escolha o documento' };
  if (!values.terms) errors.terms = { type: 'required', message: 'Aceite os termos de Uso.' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

function ExampleForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver,
    defaultValues: { email: '', password: '', document: '', education: '', documentType: '', terms: false },
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        style={{ display: 'grid', gap: 16, maxWidth: 360 }}
      >
        <FormTextField name="email" label="E-mail" type="email" autoComplete="email" required />
        <FormPasswordField name="password" label="Senha" autoComplete="current-password" required />
        <FormMaskedField name="document" label="CPF" mask="cpf" required />
        <FormSelect
          name="education"
          label="Escolaridade"
          options={[
            { value: 'COMPLETE_HIGH_SCHOOL', label: 'Ensino médio completo' },
            { value: 'COMPLETE_HIGHER', label: 'Superior completo' },
          ]}
          required
        />
        <FormRadioGroup
          name="documentType"
          label="Documento"
          orientation="horizontal"
          options={[
            { value: 'CNH', label: 'CNH' },
            { value: 'RG', label: 'RG' },
          ]}
          required
        />
        <FormCheckbox name="terms" label="Aceito os termos de uso" />
        <Button type="submit">Enviar</Button>
      </form>
    </FormProvider>
  );
}

const meta = {
  title: 'Components/FormFields',
  component: ExampleForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Errors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Email é obrigatório')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Email é obrigatório');
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Aceito os termos de uso' })).toHaveAccessibleDescription(
      'Aceite os termos de Uso.',
    );
    await expect(canvas.getByText('Escolaridade é obrigatória')).toBeVisible();
    await expect(canvas.getByText('Escolha o documento')).toBeVisible();
    // react-hook-form puts focus on the first invalid field.
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'maria@empresa.com.br');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'Segredo@1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Escolaridade' }), 'COMPLETE_HIGHER');
    await userEvent.click(canvas.getByRole('radio', { name: 'RG' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Aceito os termos de uso' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          email: 'maria@empresa.com.br',
          password: 'Segredo@1',
          document: '529.982.247-25',
          education: 'COMPLETE_HIGHER',
          documentType: 'RG',
          terms: true,
        },
        expect.anything(),
      ),
    );
  },
};
