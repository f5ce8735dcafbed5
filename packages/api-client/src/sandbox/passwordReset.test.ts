// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../calls/client';
import type { ApiError } from '../errors/ApiError';
import { RESET_LINK_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from './handlers/passwordReset';
import { createSandbox, SANDBOX_PASSWORD } from './index';
import { maskEmail } from './outbox';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
const api = createApiClient({
  apiBaseUrl: 'http://sandbox.test/api/',
  twoFactorApiBaseUrl: 'http://sandbox.test/2fa-api/',
  systemOrigin: 'PAINEL',
  ipLookupUrl: 'http://sandbox.test/api/sandbox/ip',
  getAccessToken: () => null,
  onUnauthorized: () => undefined,
});
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );
const ask = (email: string, channel: 'email' | 'whatsapp' = 'email') =>
  api.requestPasswordReset({ email, channel, token_recaptcha: 'sandbox-forgot', ip: '' });
const signIn = (password: string) =>
  api.login({ email: 'cliente@painel.dev', password, token_recaptcha: 'sandbox-login', ip: '' });
/** The token of the newest link in the outbox. */
const latestToken = async () => {
  const [message] = (await api.sandboxOutbox()).messages;
  return new URLSearchParams(message?.link?.split('?')[1] ?? '').get('token') ?? '';
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('password reset in the sandbox', () => {
  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    await expect(ask('ninguem@painel.dev')).resolves.toEqual({ message: RESET_REQUESTED_MESSAGE });
    await expect(ask('cliente@painel.dev')).resolves.toEqual({ message: RESET_REQUESTED_MESSAGE });
    const { messages } = await api.sandboxOutbox();
    expect(messages.map((message) => message.to)).toEqual(['cliente@painel.dev']);
  });

  it('resets once with the link: the old password stops working, the sessions end, the link is used up', async () => {
    const session = await signIn(SANDBOX_PASSWORD);
    await ask('cliente@painel.dev');
    const [message] = (await api.sandboxOutbox()).messages;
    expect(message).toMatchObject({ channel: 'email', subject: 'Redefinição de senha', to: 'cliente@painel.dev' });
    expect(message?.link).toMatch(/^\/reset-password\?token=[0-9a-f]{48}$/);
    const token = await latestToken();
    await expect(api.checkPasswordResetToken(token)).resolves.toEqual({ email: 'c*****e@painel.dev' });

    await expect(
      api.resetPassword({ token, password: 'Nova#123', password_confirmation: 'Nova#123' }),
    ).resolves.toEqual({ message: 'Senha redefinida com sucesso.' });
    expect((await failure(signIn(SANDBOX_PASSWORD)))?.status).toBe(401);
    await expect(signIn('Nova#123')).resolves.toMatchObject({ user: { email: 'cliente@painel.dev' } });
    expect(sandbox.db.read().sessions[session.token]).toBeUndefined();

    const again = await failure(
      api.resetPassword({ token, password: 'Outra#123', password_confirmation: 'Outra#123' }),
    );
    expect(again?.status).toBe(422);
    expect(again?.serverMessage).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await failure(api.checkPasswordResetToken(token)))?.status).toBe(422);
  });

  it('lets a link work for 30 minutes only', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 10, 0), toFake: ['Date'] });
    await ask('cliente@painel.dev');
    const token = await latestToken();
    vi.setSystemTime(new Date(2026, 10, 26, 10, 29, 59));
    await expect(api.checkPasswordResetToken(token)).resolves.toBeTruthy();
    vi.setSystemTime(new Date(2026, 10, 26, 10, 30, 1));
    expect((await failure(api.checkPasswordResetToken(token)))?.status).toBe(422);
  });

  it('checks the new password with the registration rules', async () => {
    await ask('cliente@painel.dev');
    const token = await latestToken();
    const weak = await failure(api.resetPassword({ token, password: 'fraca', password_confirmation: 'fraca' }));
    expect(Object.keys(weak?.fieldErrors ?? {})).toEqual(['password']);
    const mismatch = await failure(
      api.resetPassword({ token, password: 'Nova#123', password_confirmation: 'Nova#124' }),
    );
    expect(Object.keys(mismatch?.fieldErrors ?? {})).toEqual(['password_confirmation']);
    // A rejected attempt does not use the link up.
    await expect(api.checkPasswordResetToken(token)).resolves.toBeTruthy();
  });

  it('sends the link and the sign-in code by WhatsApp to the mobile of the account', async () => {
    await ask('cliente@painel.dev', 'whatsapp');
    await api.sendTwoFactorCodeByWhatsapp({ email: '2fa@painel.dev', limitResend: null });
    const { messages } = await api.sandboxOutbox();
    expect(messages.map(({ channel, to, subject }) => ({ channel, to, subject }))).toEqual([
      { channel: 'whatsapp', to: '(11) 98765-4321', subject: 'Código de acesso' },
      { channel: 'whatsapp', to: '(11) 98765-4321', subject: 'Redefinição de senha' },
    ]);
    expect(messages[0]?.text).toContain('123456');
  });
});

describe('masks', () => {
  it.each([
    ['cliente@painel.dev', 'c*****e@painel.dev'],
    ['ab@x.io', 'a*@x.io'],
  ])('%s → %s', (email, masked) => expect(maskEmail(email)).toBe(masked));
});
