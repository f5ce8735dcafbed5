import { createApiClient, loginErrorToasts } from '@painel/api-client';
import { createSandbox } from '@painel/api-client/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';

/**
 * Pipeline check: the API sandbox answers inside Storybook through msw-storybook-addon, so screen
 * stories can use `parameters.msw.handlers: sandbox.handlers` (and force failures per call).
 */
function SandboxLogin({ email }: { email: string }) {
  const [text, setText] = useState('Entrando...');
  useEffect(() => {
    const api = createApiClient({
      apiBaseUrl: '/api/',
      twoFactorApiBaseUrl: '/2fa-api/',
      systemOrigin: 'PAINEL',
      ipLookupUrl: '/api/sandbox/ip',
      getAccessToken: () => null,
      onUnauthorized: () => undefined,
    });
    api
      .login({ email, password: 'Painel@123', token_recaptcha: 'sandbox-login', ip: '' })
      .then((result) => setText(`Olá, ${result.user.name} (${result.user.role})`))
      .catch((error: unknown) =>
        setText(
          loginErrorToasts(error)
            .map((toast) => toast.description)
            .join(' '),
        ),
      );
  }, [email]);
  return <p role="status">{text}</p>;
}

const sandbox = createSandbox();
const failing = createSandbox();
failing.force('POST login', 'network-error');

const meta = {
  title: 'Pipeline/Sandbox',
  component: SandboxLogin,
  args: { email: 'admin@painel.dev' },
} satisfies Meta<typeof SandboxLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignsIn: Story = {
  parameters: { msw: { handlers: sandbox.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Olá, Administrador Painel (admin)')).toBeVisible();
  },
};

export const WrongAccount: Story = {
  args: { email: 'ninguem@painel.dev' },
  parameters: { msw: { handlers: sandbox.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('E-mail ou senha inválidos.')).toBeVisible();
  },
};

export const ForcedNetworkError: Story = {
  parameters: { msw: { handlers: failing.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Server error')).toBeVisible();
  },
};
