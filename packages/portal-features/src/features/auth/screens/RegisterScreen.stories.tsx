import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hangingCall, sharedStorySandbox } from '../../../storybook/fixtures';
import { PortalStory } from '../../../storybook/PortalStory';

const shared = sharedStorySandbox();

const meta = {
  title: 'Screens/Auth/Register',
  component: PortalStory,
  args: { path: '/register' },
  parameters: { layout: 'fullscreen', msw: shared.msw },
  beforeEach: shared.beforeEach,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const field = (canvas: Canvas, label: RegExp) => canvas.getByLabelText(label, { selector: 'input' });
const toasts = () => within(document.body);

async function fillValid(canvas: Canvas, email = 'nova.pessoa@painel.dev') {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Nome' }), 'Nova Pessoa');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), '11987654321');
  await userEvent.type(field(canvas, /^Senha/), 'Segura@1');
  await userEvent.type(field(canvas, /^Confirme a senha/), 'Segura@1');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveAttribute('autocomplete', 'tel-national');
    await expect(field(canvas, /^Senha/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, /^Confirme a senha/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar conta' }));
    for (const message of [
      'Nome é obrigatório',
      'Email é obrigatório',
      'Celular é obrigatório',
      'Por favor, insira sua senha',
      'Por favor, confirme sua senha',
      'Aceite os termos de Uso.',
      'Aceite os termos de Política e Privacidade.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus());
  },
};

export const WeakPasswordAndMismatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Celular' }), '1198765');
    await userEvent.type(field(canvas, /^Senha/), 'fraca');
    await userEvent.type(field(canvas, /^Confirme a senha/), 'outra');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(
      await canvas.findByText(
        'A senha deve conter pelo menos 6 caracteres, uma maiúscula, um número e um caractere especial',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Senha não coincide')).toBeVisible();
    await expect(canvas.getByText('Celular inválido')).toBeVisible();
  },
};

const hangingRegister = hangingCall('POST register');
export const Submitting: Story = {
  parameters: hangingRegister.parameters,
  play: async ({ canvas }) => {
    await fillValid(canvas);
    const submit = canvas.getByRole('button', { name: 'Criar conta' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await hangingRegister.arrived();
  },
};

export const ServerFieldErrors: Story = {
  play: async ({ canvas }) => {
    // The sandbox already has this e-mail: its field message is shown as a toast.
    await fillValid(canvas, 'cliente@painel.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(await toasts().findByText('O e-mail já está em uso.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Nova Pessoa');
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/register$/);
  },
};

export const CreatesTheAccount: Story = {
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(await toasts().findByText('Conta criada com sucesso. Falta pouco para finalizar')).toBeVisible();
    await expect(toasts().getByText('Parabéns')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('/registration/wizard');
  },
};
