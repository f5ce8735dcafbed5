import { createSandbox, type Sandbox } from '@painel/api-client/sandbox';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hangingCall } from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';

const INBOX = '/sandbox/caixa-de-entrada';
const TOKEN = 'b2'.repeat(24);

/** A sandbox that "sent" a reset link to cliente@painel.dev and then a sign-in code by WhatsApp. */
function sandboxWithMessages(): Sandbox {
  const sandbox = createSandbox();
  sandbox.db.update((state) => {
    state.passwordResets[TOKEN] = { email: 'cliente@painel.dev', expires: Date.now() + 30 * 60_000, used: false };
    state.outbox.push(
      {
        id: 'm1',
        channel: 'email',
        to: 'cliente@painel.dev',
        subject: 'Redefinição de senha',
        text: 'Recebemos um pedido para redefinir a sua senha. O link vale por 30 minutos e funciona uma vez.',
        link: `/reset-password?token=${TOKEN}`,
        sentAt: '2026-11-26T10:00:00.000Z',
      },
      {
        id: 'm2',
        channel: 'whatsapp',
        to: '(11) 98765-4321',
        subject: 'Código de acesso',
        text: 'Seu código de acesso ao Painel é 123456. Ele vale por 10 minutos. Não o compartilhe com ninguém.',
        link: null,
        sentAt: '2026-11-26T10:05:00.000Z',
      },
    );
  });
  return sandbox;
}

const withMessages = sandboxWithMessages();
const failing = createSandbox();

const meta = {
  title: 'Screens/Sandbox/Inbox',
  component: PortalStory,
  args: { path: INBOX, options: { sandboxTools: true } },
  parameters: { layout: 'fullscreen', msw: { handlers: createSandbox().handlers } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const heading = (canvas: Canvas) => canvas.findByRole('heading', { level: 1, name: 'Caixa de entrada do sandbox' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(
      await canvas.findByText(
        'Nenhuma mensagem ainda. Peça a redefinição de uma senha ou um código de acesso e volte aqui.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = (() => {
  const hanging = hangingCall('GET sandbox/outbox');
  return {
    parameters: hanging.parameters,
    play: async ({ canvas }) => {
      await expect(await heading(canvas)).toBeVisible();
      const loading = await canvas.findByText('Carregando mensagens…');
      await expect(loading).toBeVisible();
      await expect(loading.closest('[role="status"]')).not.toBeNull();
      await hanging.arrived();
    },
  } satisfies Story;
})();

export const NewestFirstWithTheirLinks: Story = {
  parameters: { msw: { handlers: withMessages.handlers } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Mensagens recebidas' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // The WhatsApp code came last, so it is on top.
    await expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('WhatsAppCódigo de acesso');
    await expect(items[0]).toHaveTextContent('(11) 98765-4321');
    await expect(within(items[0]!).queryByRole('link')).toBeNull();
    await expect(within(items[1]!).getByRole('heading', { level: 2 })).toHaveTextContent('E-mailRedefinição de senha');
    await userEvent.click(within(items[1]!).getByRole('link', { name: 'Abrir o link' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(`/reset-password?token=${TOKEN}`);
  },
};

export const FailsAndRetries: Story = {
  parameters: { msw: { handlers: failing.handlers } },
  beforeEach: () => {
    failing.reset();
    failing.force('GET sandbox/outbox', 'server-error');
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as mensagens do sandbox.');
    failing.force('GET sandbox/outbox', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByText(
        'Nenhuma mensagem ainda. Peça a redefinição de uma senha ou um código de acesso e volte aqui.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const AbsentOutsideTheSandbox: Story = {
  args: { options: { sandboxTools: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(canvas.queryByText('Mensagens recebidas')).toBeNull();
  },
};
