import { createSandbox } from '@painel/api-client/sandbox';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORED_USER_KEY } from '../../../core/session/sessionStore';
import { hangingCall, memoryStorage, sandboxFor, sharedStorySandbox, storyUsers } from '../../../storybook/fixtures';
import { PortalStory, type PortalStoryProps } from '../../../storybook/PortalStory';
import { WHATSAPP_CODE_SENT_KEY } from '../recoveryForms';

const shared = sharedStorySandbox();

const meta = {
  title: 'Screens/Auth/PasswordRecovery',
  component: PortalStory,
  args: { path: '/forgot-password' },
  parameters: { layout: 'fullscreen', msw: shared.msw },
  beforeEach: shared.beforeEach,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const body = () => within(document.body);
const address = (canvas: Canvas) => canvas.getByLabelText('Endereço atual');
const TOKEN = 'a1'.repeat(24);

/** A sandbox holding one reset link for cliente@painel.dev, usable (or not), and maybe one call forced. */
function sandboxWithResetLink({ usable = true }: { usable?: boolean } = {}) {
  const sandbox = createSandbox();
  sandbox.db.update((state) => {
    state.passwordResets[TOKEN] = {
      email: 'cliente@painel.dev',
      expires: usable ? Date.now() + 24 * 60 * 60 * 1000 : Date.now() - 1000,
      used: false,
    };
  });
  return sandbox;
}
function withResetLink({ usable = true, forced }: { usable?: boolean; forced?: [string, 'server-error'] } = {}) {
  const sandbox = sandboxWithResetLink({ usable });
  if (forced) sandbox.force(...forced);
  return { msw: { handlers: sandbox.handlers } };
}
const forced = (call: string, mode: 'server-error') => {
  const sandbox = createSandbox();
  sandbox.force(call, mode);
  return { msw: { handlers: sandbox.handlers } };
};

// /forgot-password

export const ForgotPasswordAsksForTheEmail: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
    await expect(await canvas.findByText('Email é obrigatório')).toBeVisible();
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'cliente@');
    await expect(await canvas.findByText('Por favor inclua um email válido')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};

export const ForgotPasswordSendsTheLinkByEmail: Story = {
  args: { options: { sandboxTools: true } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'cliente@painel.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verifique seu e-mail' })).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(/^\/forgot-password\/completed$/);
    await expect(canvas.getByText(/O link vale por 30 minutos e funciona uma vez/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir outro link' })).toHaveAttribute('href', '/forgot-password');
    // On the sandbox, the way to the message it "sent".
    await expect(canvas.getByRole('link', { name: 'Abrir a caixa de entrada do sandbox' })).toHaveAttribute(
      'href',
      '/sandbox/caixa-de-entrada',
    );
  },
};

export const ForgotPasswordSendsTheLinkByWhatsapp: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'ninguem@painel.dev');
    await userEvent.click(canvas.getByRole('radio', { name: /WhatsApp/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
    // An unknown e-mail gets the same answer: nobody learns which accounts exist.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verifique seu WhatsApp' })).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(/^\/forgot-password-whatsapp\/completed$/);
    await expect(canvas.queryByRole('link', { name: 'Abrir a caixa de entrada do sandbox' })).toBeNull();
  },
};

export const ForgotPasswordFails: Story = {
  parameters: forced('POST password/forgot', 'server-error'),
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'cliente@painel.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
    await expect(
      await body().findByText('Não foi possível enviar as instruções. Tente novamente.', { exact: true }),
    ).toBeVisible();
    await expect(email).toHaveValue('cliente@painel.dev');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeVisible();
  },
};

// /reset-password

const hangingCheck = hangingCall('POST password/check-token', sandboxWithResetLink());
export const ResetPasswordChecksTheLinkFirst: Story = {
  args: { path: `/reset-password?token=${TOKEN}` },
  parameters: hangingCheck.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Verificando o link…')).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^Nova senha/)).toBeNull();
    await hangingCheck.arrived();
  },
};

export const ResetPasswordWithoutAToken: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(/^\/tokenInvalidPage$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir um novo link' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeVisible();
  },
};

export const ResetPasswordWithAnExpiredLink: Story = {
  args: { path: `/reset-password?token=${TOKEN}` },
  parameters: withResetLink({ usable: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
    await expect(canvas.getByText(/O link usado expirou ou já foi usado/)).toBeVisible();
  },
};

export const ResetPasswordSetsANewOne: Story = {
  args: { path: `/reset-password?token=${TOKEN}` },
  parameters: withResetLink(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Escolha uma nova senha para a conta c*****e@painel.dev.')).toBeVisible();
    const password = canvas.getByLabelText(/^Nova senha/, { selector: 'input' });
    const confirmation = canvas.getByLabelText(/^Confirme a nova senha/, { selector: 'input' });
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(await canvas.findByText('Por favor, insira sua senha')).toBeVisible();
    await expect(canvas.getByText('Por favor, confirme sua senha')).toBeVisible();
    await userEvent.type(password, 'fraca1');
    await expect(
      await canvas.findByText(
        'A senha deve conter pelo menos 6 caracteres, uma maiúscula, um número e um caractere especial',
      ),
    ).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'Nova#123');
    await userEvent.type(confirmation, 'Nova#124');
    await expect(await canvas.findByText('Senha não coincide')).toBeVisible();
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Nova#123');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await expect(await body().findByText('Entre com a sua nova senha.')).toBeVisible();
  },
};

export const ResetPasswordFails: Story = {
  args: { path: `/reset-password?token=${TOKEN}` },
  parameters: withResetLink({ forced: ['POST password/reset', 'server-error'] }),
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText(/^Nova senha/, { selector: 'input' });
    await userEvent.type(password, 'Nova#123');
    await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/, { selector: 'input' }), 'Nova#123');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(
      await body().findByText('Não foi possível redefinir a senha. Tente novamente.', { exact: true }),
    ).toBeVisible();
    // Nothing typed is lost.
    await expect(password).toHaveValue('Nova#123');
  },
};

// /send-code-whatsapp

const twoFactor = storyUsers.twoFactor;

/** The page right after a send, with its 120 s still running. */
function JustSent(props: PortalStoryProps) {
  const [storage] = useState(() =>
    memoryStorage({
      [STORED_USER_KEY]: JSON.stringify(twoFactor),
      [WHATSAPP_CODE_SENT_KEY]: JSON.stringify({ email: twoFactor.email, at: Date.now() }),
    }),
  );
  return <PortalStory {...props} storage={storage} />;
}

export const SendCodeByWhatsapp: Story = {
  args: { path: '/send-code-whatsapp?redirect=%2Fdashboard%2Ftransfers', user: twoFactor },
  parameters: { msw: { handlers: sandboxFor(twoFactor).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Receber código pelo WhatsApp' })).toBeVisible();
    await expect(canvas.getByText(/da conta 2fa@painel\.dev pelo WhatsApp/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código pelo WhatsApp' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeVisible();
    await expect(await body().findByText('Código enviado pelo WhatsApp')).toBeVisible();
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/auth?redirect=%2Fdashboard%2Ftransfers'));
  },
};

export const SendCodeByWhatsappWaitsBetweenSends: Story = {
  args: { path: '/send-code-whatsapp', user: twoFactor },
  parameters: { msw: { handlers: sandboxFor(twoFactor).handlers } },
  render: (args) => <JustSent {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Enviar de novo em 0[12]:\d\d$/ })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Voltar para a verificação' })).toHaveAttribute('href', '/auth');
  },
};

export const SendCodeByWhatsappFails: Story = {
  args: { path: '/send-code-whatsapp', user: twoFactor },
  parameters: (() => {
    const sandbox = sandboxFor(twoFactor);
    sandbox.force('POST 2fa/send-whatsapp', 'server-error');
    return { msw: { handlers: sandbox.handlers } };
  })(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar código pelo WhatsApp' }));
    await expect(
      await body().findByText('Não foi possível enviar o código pelo WhatsApp.', { exact: true }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar código pelo WhatsApp' })).toBeEnabled();
  },
};

export const SendCodeByWhatsappBeforeSigningIn: Story = {
  args: { path: '/send-code-whatsapp' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Para receber o código pelo WhatsApp, entre primeiro com o seu e-mail e a sua senha.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};
