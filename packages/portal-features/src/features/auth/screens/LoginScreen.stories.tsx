import { createSandbox } from '@painel/api-client/sandbox';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SESSION_END_KEY } from '../../../core/session/sessionStore';
import { hangingCall, sharedStorySandbox } from '../../../storybook/fixtures';
import { PortalStory } from '../../../storybook/PortalStory';

const shared = sharedStorySandbox();

const meta = {
  title: 'Screens/Auth/Login',
  component: PortalStory,
  args: { path: '/login' },
  parameters: { layout: 'fullscreen', msw: shared.msw },
  beforeEach: shared.beforeEach,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const emailField = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'E-mail' });
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Senha/, { selector: 'input' });
const address = (canvas: Canvas) => canvas.getByLabelText('Endereço atual');
const toasts = () => within(document.body);

async function fill(canvas: Canvas, email: string, password: string) {
  await userEvent.type(await emailField(canvas), email);
  await userEvent.type(passwordField(canvas), password);
}

/** A sandbox whose one call is forced to fail or hang. */
function forced(call: string, mode: 'network-error' | 'server-error') {
  const sandbox = createSandbox();
  sandbox.force(call, mode);
  return { msw: { handlers: sandbox.handlers } };
}

/** A partner's own words for the sign-in's error toast and its field messages (PainelPortal's `messages`). */
export const InTheHostsWords: Story = {
  args: {
    messages: {
      errors: { serverError: 'Sem conexão com o servidor. Tente de novo.' },
      auth: { validation: { emailRequired: 'Informe o e-mail da sua conta' } },
    },
  },
  parameters: forced('POST login', 'network-error'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Informe o e-mail da sua conta')).toBeVisible();
    await fill(canvas, 'cliente@painel.dev', 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await toasts().findByText('Sem conexão com o servidor. Tente de novo.')).toBeVisible();
    await expect(toasts().queryByText('Server error')).toBeNull();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await expect(await emailField(canvas)).toHaveAttribute('autocomplete', 'username');
    await expect(passwordField(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
    // The tab's title is set once the page has rendered.
    await waitFor(() => expect(document.title).toBe('Login | Painel'));
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Email é obrigatório')).toBeVisible();
    await expect(canvas.getByText('Por favor, insira sua senha')).toBeVisible();
    await expect(await emailField(canvas)).toHaveAccessibleDescription('Email é obrigatório');
    await waitFor(async () => expect(await emailField(canvas)).toHaveFocus());
    // The message follows the field once shown.
    await userEvent.type(await emailField(canvas), 'maria@');
    await expect(await canvas.findByText('Por favor inclua um email válido')).toBeVisible();
    await userEvent.type(await emailField(canvas), 'painel.dev');
    await waitFor(() => expect(canvas.queryByText('Por favor inclua um email válido')).toBeNull());
    await expect(address(canvas)).toHaveTextContent(/^\/login$/);
  },
};

const hangingLogin = hangingCall('POST login');
export const Submitting: Story = {
  parameters: hangingLogin.parameters,
  play: async ({ canvas }) => {
    await fill(canvas, 'cliente@painel.dev', 'Painel@123');
    const submit = canvas.getByRole('button', { name: 'Entrar' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveFocus();
    await hangingLogin.arrived();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'cliente@painel.dev', 'Errada@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await toasts().findByText('E-mail ou senha inválidos.')).toBeVisible();
    await expect(toasts().getAllByText('Atenção').length).toBeGreaterThan(0);
    // Nothing typed is lost, and the password is ready to be typed again.
    await expect(await emailField(canvas)).toHaveValue('cliente@painel.dev');
    await waitFor(() => expect(passwordField(canvas)).toHaveFocus());
    await expect(address(canvas)).toHaveTextContent(/^\/login$/);
  },
};

export const NetworkError: Story = {
  parameters: forced('POST login', 'network-error'),
  play: async ({ canvas }) => {
    await fill(canvas, 'cliente@painel.dev', 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await toasts().findByText('Server error')).toBeVisible();
    await expect(await emailField(canvas)).toHaveValue('cliente@painel.dev');
  },
};

export const ServerErrorWithoutMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        // An answer with no message: the spec's fallback text.
        http.post('*/login', () => new HttpResponse(null, { status: 500 })),
        ...createSandbox().handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'cliente@painel.dev', 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await toasts().findByText('Algo deu errado ao efetuar o login')).toBeVisible();
  },
};

export const TermsCheckFails: Story = {
  parameters: forced('GET company/is-signed', 'network-error'),
  play: async ({ canvas }) => {
    await fill(canvas, 'cliente@painel.dev', 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    // Spec 8.13: the check's own fallback, even with no answer at all ('Server error' is the login's).
    await expect(await toasts().findByText('Algo deu errado ao verificar a assinatura dos termos')).toBeVisible();
    // Not signed in half-way: still on /login with the form as typed.
    await expect(address(canvas)).toHaveTextContent(/^\/login$/);
    await expect(await emailField(canvas)).toHaveValue('cliente@painel.dev');
  },
};

export const SignsIn: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'cliente@painel.dev', 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    await expect(address(canvas)).toHaveTextContent('/dashboard/ecommerce');
  },
};

export const ReturnsToThePageAskedFor: Story = {
  args: { path: '/login?redirect=%2Fdashboard%2Ftransfers' },
  play: async ({ canvas }) => {
    await fill(canvas, 'cliente@painel.dev', 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(/^\/dashboard\/transfers$/);
  },
};

export const IgnoresAnOutsideReturnAddress: Story = {
  args: { path: '/login?redirect=%2F%2Fevil.example%2Fphish' },
  play: async ({ canvas }) => {
    await fill(canvas, 'operador@painel.dev', 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Simular Proposta' })).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(/^\/dashboard\/simulator$/);
  },
};

export const StrictRoleHomeReading: Story = {
  args: { options: { roleHomeReading: 'strictRoles' } },
  play: async ({ canvas }) => {
    // The support user is an admin: ecommerce in both readings.
    await fill(canvas, 'suporte@painel.dev', 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  },
};

export const AfterAnIdleSignOut: Story = {
  args: { path: '/login?redirect=%2Fdashboard%2Ftransfers', remembered: { [SESSION_END_KEY]: 'idle' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Sua sessão foi encerrada após 15 minutos sem atividade. Entre novamente para continuar de onde parou.',
      ),
    ).toHaveAttribute('role', 'status');
  },
};
