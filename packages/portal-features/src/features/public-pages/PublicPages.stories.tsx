import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sharedStorySandbox, storyUsers } from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';

const shared = sharedStorySandbox();

const meta = {
  title: 'Screens/PublicPages',
  component: PortalStory,
  parameters: { layout: 'fullscreen', msw: shared.msw },
  beforeEach: shared.beforeEach,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  args: { path: '/welcome' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bem-vindo ao Painel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/rota/que/nao/existe' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    // The tab's title is set once the page has rendered.
    await waitFor(() => expect(document.title).toBe('Página não encontrada | Painel'));
    // Home, for a visitor who is not signed in, is the login page.
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o início' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  },
};

/** Where a page that could not load even after a reload lands: 'Recarregar' tries that address again. */
export const ErrorAfterAFailedLoad: Story = {
  args: { path: '/error?from=%2Fdashboard%2Fanticipations' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    await expect(canvas.getByText(/nem depois de recarregar/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Recarregar' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o início' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  },
};

/** /error opened on its own: the spec's page, with a way home. */
export const ErrorPage: Story = {
  args: { path: '/error' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    await expect(canvas.getByText(/Não foi possível concluir a operação/)).toBeVisible();
  },
};

export const NotAuthorized: Story = {
  args: { path: '/misc/not-authorized', user: storyUsers.operator },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acesso não autorizado' })).toBeVisible();
    await expect(canvas.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o início' }));
    // The operator's home.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Simular Proposta' })).toBeVisible();
  },
};

export const SignInPagesSendSignedInUsersHome: Story = {
  args: { path: '/register', user: storyUsers.client },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/dashboard\/ecommerce$/);
  },
};

export const CheckoutOfAnUnknownLink: Story = {
  args: { path: '/checkout/9f3a0c' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Link de pagamento não encontrado.' }, { timeout: 30_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Pagamento processado por Painel Pagamentos S.A.');
  },
};

export const CheckoutWithAnInvalidId: Story = {
  args: { path: '/checkout/nao-hex' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Link de pagamento não encontrado.' }, { timeout: 30_000 }),
    ).toBeVisible();
  },
};

/** A sale's receipt inside a portal host too (a partner's /painel/checkout/comprovante/…): unknown, it says so. */
export const ReceiptOfAnUnknownLink: Story = {
  args: { path: '/checkout/comprovante/AAAAAAAAAAAAAAAAAAAAAA' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Comprovante não encontrado' }, { timeout: 30_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/revogado pelo estabelecimento/)).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Comprovante de venda/));
  },
};

export const CheckoutPaid: Story = {
  args: { path: '/checkout/payed', user: storyUsers.client },
  play: async ({ canvas }) => {
    // Public: a signed-in user sees it too.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pagamento confirmado' }, { timeout: 30_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
