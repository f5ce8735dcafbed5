import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORED_USER_KEY } from '../../../core/session/sessionStore';
import { memoryStorage, sandboxFor, storyUsers } from '../../../storybook/fixtures';
import { PortalStory } from '../../../storybook/PortalStory';

const user = storyUsers.twoFactor;

const meta = {
  title: 'Screens/Auth/TwoFactor',
  component: PortalStory,
  args: { path: '/auth', user },
  parameters: { layout: 'fullscreen', msw: { handlers: sandboxFor(user).handlers } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body);

export const CountdownRunning: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeVisible();
    await expect(canvas.getByText(/Enviamos um código de 6 dígitos para 2fa@painel\.dev/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveAttribute('autocomplete', 'one-time-code');
    const resend = canvas.getByRole('button', { name: /^Reenviar código em 0[12]:\d\d$/ });
    await expect(resend).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Receber o código pelo WhatsApp' })).toHaveAttribute(
      'href',
      '/send-code-whatsapp',
    );
  },
};

export const CountdownFinished: Story = {
  args: { options: { resendCountdownSeconds: 1 } },
  play: async ({ canvas }) => {
    const resend = await canvas.findByRole('button', { name: 'Reenviar código' }, { timeout: 30_000 });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(await toasts().findByText('Código reenviado')).toBeVisible();
    await expect(toasts().getByText('Sucesso')).toBeVisible();
    // The countdown starts again.
    await expect(await canvas.findByRole('button', { name: 'Reenviar código em 00:01' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByText('O código é obrigatório.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), '12345');
    await expect(await canvas.findByText('Código deve ter no mínimo 6 dígitos.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), '67');
    await expect(await canvas.findByText('Código deve ter no máximo 6 dígitos.')).toBeVisible();
  },
};

export const WrongCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Código' }), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await toasts().findByText('Código inválido ou expirado.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveFocus());
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/auth$/);
  },
};

const verifiedStorage = memoryStorage({ [STORED_USER_KEY]: JSON.stringify(user) });

export const Verifies: Story = {
  args: { storage: verifiedStorage },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Código' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    await expect(JSON.parse(verifiedStorage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({
      requires2faAuth: false,
      two_factor_authentication: 1,
    });
  },
};

const againStorage = memoryStorage({ [STORED_USER_KEY]: JSON.stringify(user) });

export const SignInAgain: Story = {
  args: { storage: againStorage },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fazer login novamente' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/login$/);
    await expect(againStorage.getItem(STORED_USER_KEY)).toBeNull();
  },
};

export const WithoutSession: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/login/);
  },
};
