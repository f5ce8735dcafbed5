import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { STORED_USER_KEY } from '../../core/session/sessionStore';
import type { StoredUser } from '../../core/session/storedUser';
import { forcedCall, memoryStorage, sandboxFor, storyUsers } from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';

const company3 = {
  ...storyUsers.client.company,
  companyId: 3,
  class: 'WTL',
  socialReason: 'Parceiro Branco Serviços Ltda.',
};
const representative: StoredUser = {
  ...storyUsers.client,
  name: 'Renata Representante',
  email: 'representante@painel.dev',
  iduser: 6,
  accessToken: 'story-representante',
  company: company3,
};
const member: StoredUser = {
  ...representative,
  name: 'Miguel Membro',
  email: 'membro@painel.dev',
  iduser: 7,
  accessToken: 'story-membro',
};
const master: StoredUser = {
  ...storyUsers.client,
  name: 'Marcos Master',
  email: 'master@painel.dev',
  iduser: 5,
  accessToken: 'story-master',
  ismaster: 1,
  ismaster_accepted_platform_terms: false,
  address: { street: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP', zipCode: '01310100' },
};

const meta = {
  title: 'Screens/Terms',
  component: PortalStory,
  args: { path: '/signing-of-terms', user: representative },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: sandboxFor(representative, member, master).handlers } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const SigningWarnsUntilTicked: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Assinatura de Termos' })).toBeVisible();
    // Offered once the check says this user is the administrator.
    const continueButton = await canvas.findByRole('button', { name: 'Continuar' });
    await expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(continueButton);
    await expect(await body().findByText('Para assinar clique no quadrado', { exact: true })).toBeVisible();
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Termos de Serviço/ })).toHaveAttribute('target', '_blank');
    // The account-terms box exists, hidden.
    await expect(
      canvas.getByRole('checkbox', { name: 'Li e concordo com os Termos da Conta', hidden: true }),
    ).not.toBeVisible();
  },
};

export const SigningSigns: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Li e concordo com os Termos de Serviço/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Assinar os termos?' });
    await expect(confirm).toHaveTextContent('Esta ação é irreversível');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Assinar' }));
    await expect(await body().findByText('Termos assinados com sucesso.', { exact: true })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  },
};

export const SigningByAnotherUserGoesToTheNotice: Story = {
  args: { user: member },
  parameters: { msw: { handlers: sandboxFor(member).handlers } },
  play: async ({ canvas }) => {
    // Spec 6: only the company administrator signs; the page checks before offering the signature.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acesso Bloqueado' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/notice-of-terms$/);
    await expect(canvas.queryByRole('checkbox', { name: /Li e concordo com os Termos de Serviço/ })).toBeNull();
  },
};

/** Answers one call with a 500 and no message, so the screen's own fallback words show. */
const failsWithoutMessage = (method: 'get' | 'put', path: string) => ({
  msw: {
    handlers: [
      http[method](`*/api/${path}`, () => HttpResponse.json({}, { status: 500 })),
      ...sandboxFor(representative).handlers,
    ],
  },
});

export const SigningCheckFails: Story = {
  parameters: failsWithoutMessage('get', 'company/is-signed'),
  play: async ({ canvas }) => {
    await expect(
      await body().findByText('Algo deu errado ao verificar a assinatura dos termos', { exact: true }),
    ).toBeVisible();
    await expect(canvas.getByText('Não foi possível verificar a assinatura dos termos da empresa.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
  },
};

export const SigningFails: Story = {
  parameters: failsWithoutMessage('put', 'company/signing'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Li e concordo com os Termos de Serviço/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Assinar' }));
    // The signing's own failure text; the dialog stays open to try again, and cancelling keeps the box ticked.
    await expect(await body().findByText('Algo deu errado.', { exact: true })).toBeVisible();
    const dialog = within(body().getByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: 'Assinar' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(await canvas.findByRole('checkbox', { name: /Li e concordo com os Termos de Serviço/ })).toBeChecked();
    await expect(canvas.queryByText('Não foi possível verificar a assinatura dos termos da empresa.')).toBeNull();
  },
};

export const SigningWhenAlreadySigned: Story = {
  args: { user: storyUsers.client },
  parameters: { msw: { handlers: sandboxFor(storyUsers.client).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  },
};

export const SigningSkippedBySupport: Story = {
  args: { user: { ...representative, isTheSupport: true, role: 'admin' } },
  parameters: { msw: { handlers: sandboxFor(representative).handlers } },
  play: async ({ canvas }) => {
    // Support users skip the terms-signed check (spec 6), even for an unsigned company.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  },
};

export const NoticeOfTerms: Story = {
  args: { path: '/notice-of-terms', user: member },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acesso Bloqueado' })).toBeVisible();
    await expect(await canvas.findByText(/RENATA REPRESENTANTE/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'representante@painel.dev' })).toHaveAttribute(
      'href',
      'mailto:representante@painel.dev',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  },
};

export const NoticeWithoutRepresentative: Story = {
  args: { path: '/notice-of-terms', user: member },
  parameters: forcedCall([member], 'GET company/representative', 'server-error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acesso Bloqueado' })).toBeVisible();
    await expect(canvas.getByText(/^O administrador da empresa precisa assinar/)).toBeVisible();
  },
};

const masterStorage = memoryStorage({ [STORED_USER_KEY]: JSON.stringify(master) });

export const PlatformTermsReadingA: Story = {
  args: { path: '/termos', user: master, storage: masterStorage },
  play: async ({ canvas }) => {
    const modal = await body().findByRole('dialog', { name: 'Termos e Condições de Uso da Plataforma' });
    const accept = within(modal).getByRole('button', { name: 'Aceitar Termos' });
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Termos de Uso' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Políticas de Privacidade' }));
    // Both ticked, but the text is not read yet.
    await expect(accept).toBeDisabled();
    const scroller = within(modal).getByRole('region', { name: 'Termos e Condições de Uso da Plataforma' });
    scroller.scrollTop = scroller.scrollHeight;
    await fireEvent.scroll(scroller);
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.click(accept);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    await expect(JSON.parse(masterStorage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({
      ismaster_accepted_platform_terms: true,
    });
  },
};

export const PlatformTermsReadingAFails: Story = {
  args: { path: '/termos', user: master },
  parameters: forcedCall([master], 'POST accept-terms', 'server-error'),
  play: async () => {
    const logged = spyOn(console, 'error');
    const modal = await body().findByRole('dialog', { name: 'Termos e Condições de Uso da Plataforma' });
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Termos de Uso' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Políticas de Privacidade' }));
    const scroller = within(modal).getByRole('region', { name: 'Termos e Condições de Uso da Plataforma' });
    scroller.scrollTop = scroller.scrollHeight;
    await fireEvent.scroll(scroller);
    const accept = within(modal).getByRole('button', { name: 'Aceitar Termos' });
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.click(accept);
    // Spec 8: logged and rethrown; where it failed the user reads so, and nothing ticked is lost.
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('Algo deu errado.');
    await expect(logged).toHaveBeenCalledWith(
      '[@painel/portal-features] the platform terms could not be accepted',
      expect.anything(),
    );
    await expect(within(modal).getByRole('checkbox', { name: 'Termos de Uso' })).toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: 'Tentar novamente' }));
    await expect(within(modal).getByRole('button', { name: 'Aceitar Termos' })).toBeEnabled();
    logged.mockRestore();
  },
};

export const PlatformTermsCancel: Story = {
  args: { path: '/termos', user: master },
  play: async ({ canvas }) => {
    const modal = await body().findByRole('dialog', { name: 'Termos e Condições de Uso da Plataforma' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Tem certeza que deseja cancelar?' });
    await expect(confirm).toHaveTextContent('Você será desconectado da sua conta.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Não' }));
    await expect(await body().findByRole('dialog', { name: 'Termos e Condições de Uso da Plataforma' })).toBeVisible();
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Sim' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  },
};

export const PlatformTermsReadingB: Story = {
  args: { path: '/termos', user: master, options: { termsReading: 'companyTerms' } },
  parameters: { msw: { handlers: sandboxFor(master).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Termos e Condições de Uso da Plataforma' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        /inscrita no CNPJ sob o nº 45\.723\.174\/0001-10, com sede em Av\. Paulista, 1000, São Paulo - SP, CEP 01310-100/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Aceitar' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Li e aceito todos os Termos e Condições de Uso da Plataforma' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Aceitar' }));
    await expect(
      await body().findByText('Obrigado por aceitar todos os Termos e Condições de Uso da Plataforma!', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  },
};

export const PlatformTermsReadingBFails: Story = {
  args: { path: '/termos', user: master, options: { termsReading: 'companyTerms' } },
  parameters: {
    msw: {
      handlers: [
        http.post('*/companies/terms/:id', () => HttpResponse.text('Bad gateway', { status: 502 })),
        ...sandboxFor(master).handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Li e aceito todos/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Aceitar' }));
    // Not an object: 'Algo deu errado.'.
    await expect(await body().findByText('Algo deu errado.', { exact: true })).toBeVisible();
  },
};

export const CompanyTermsPage: Story = {
  args: { path: '/terms/2', user: null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Loja Exemplo Comércio Ltda\., inscrita no CNPJ sob o nº 45\.723\.174\/0001-10/),
    ).toBeVisible();
    // The tab's title is set once the page has rendered.
    await waitFor(() => expect(document.title).toBe('Termos e Condições de Uso da Plataforma | Painel'));
  },
};

export const CompanyTermsPageFails: Story = {
  args: { path: '/terms/999', user: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar os termos.');
    await expect(canvas.queryByRole('status', { name: 'Carregando' })).toBeNull();
  },
};

export const CompanyTermsHtmlIsSanitised: Story = {
  args: { path: '/terms/77', user: null },
  parameters: {
    msw: {
      handlers: [
        http.get('*/companies/terms/77', () =>
          HttpResponse.json(
            '<h2>Termos da Loja</h2><p onclick="alert(1)">Leia com atenção.</p><script>window.__pwned = true</script><a href="javascript:alert(1)">link</a><img src="x" alt="" onerror="window.__pwned = true">',
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Termos da Loja' })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('link').getAttribute('href')).toBeNull();
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const MerchantContract: Story = {
  args: {
    path: '/contract/merchant',
    user: { ...storyUsers.client, ability: [{ action: 'view_contract_merchant', subject: 'ACL' }] },
  },
  parameters: { msw: { handlers: sandboxFor(storyUsers.client).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Contrato de Prestação de Serviços ao Estabelecimento' }),
    ).toBeVisible();
    await expect(canvas.getByText('Versão 01/09/2024')).toBeVisible();
    await expect(canvas.getByText(/R\$ 20\.000,00/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  },
};

export const ServiceContract: Story = {
  args: { path: '/contract/service', user: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('São Paulo, 27 de agosto de 2020')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Anexo — Cartão pré-pago' })).toBeVisible();
  },
};
