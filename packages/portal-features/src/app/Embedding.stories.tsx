import { sandboxAddresses } from '@painel/api-client/sandbox';
import type { Brand } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memoryStorage, sharedStorySandbox } from '../storybook/fixtures';
import { createLazyBotCheck } from '@painel/api-client/lazy';
import { PainelPortal } from './PainelPortal';
import { PainelSandboxPortal } from './PainelSandboxPortal';
import type { PortalMessageOverrides } from './portalMessageOverrides';

const partnerBrand: Brand = { name: 'Parceiro Branco', primaryColor: '#0b6e4f' };
const botCheck = createLazyBotCheck(null);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Endereço atual">{pathname + search}</output>;
}

/** A partner's own app: its header and home, with the portal mounted under /painel/*. */
function PartnerHost({
  initialPath,
  hostStorage,
  storageKeyPrefix,
  sandbox = false,
  messages,
}: {
  initialPath: string;
  /** The portal on its in-page sandbox (PainelSandboxPortal) instead of the story's API. */
  sandbox?: boolean;
  /** The partner's own wording. */
  messages?: PortalMessageOverrides;
  /** The host's own storage (a fresh one when absent). */
  hostStorage?: Storage;
  storageKeyPrefix?: string;
}) {
  const [storage] = useState(() => hostStorage ?? memoryStorage());
  const settings = { basePath: '/painel', brand: partnerBrand, storage, messages, storageKeyPrefix, toaster: false };
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      {/* Not a <header>: the portal's shell brings the page's banner landmark. */}
      <nav aria-label="Parceiro Branco">
        <Link to="/">Início do parceiro</Link> · <Link to="/painel/login">Área do cliente</Link>
      </nav>
      <Routes>
        <Route path="/" element={<main>Página inicial do parceiro</main>} />
        <Route
          path="/painel/*"
          element={
            sandbox ? (
              <PainelSandboxPortal {...settings} />
            ) : (
              <PainelPortal {...settings} api={{ ...sandboxAddresses, systemOrigin: 'PARCEIRO' }} botCheck={botCheck} />
            )
          }
        />
      </Routes>
      <Address />
    </MemoryRouter>
  );
}

const shared = sharedStorySandbox();

const meta = {
  title: 'Flows/Embedding/PartnerHost',
  component: PartnerHost,
  args: { initialPath: '/painel/login' },
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    layout: 'fullscreen',
    msw: shared.msw,
    // The partner's page owns the page's landmarks and its links come first: the portal's skip link after them is
    // no longer the page's first link, which is all axe's `region` rule accepts outside a landmark.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  beforeEach: shared.beforeEach,
} satisfies Meta<typeof PartnerHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignsInUnderABasePath: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Parceiro Branco' })).toBeVisible();
    // The tab's title is set once the page has rendered.
    await waitFor(() => expect(document.title).toBe('Login | Parceiro Branco'));
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/painel/register');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'cliente@painel.dev');
    await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/painel\/dashboard\/ecommerce$/);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Indicadores' })).toHaveAttribute(
      'href',
      '/painel/dashboard/ecommerce',
    );
    // The host's own pages stay the host's.
    await userEvent.click(canvas.getByRole('link', { name: 'Início do parceiro' }));
    await expect(await canvas.findByText('Página inicial do parceiro')).toBeVisible();
  },
};

export const GuardsUnderABasePath: Story = {
  args: { initialPath: '/painel/dashboard/transfers' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Parceiro Branco' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(
      '/painel/login?redirect=%2Fdashboard%2Ftransfers',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'cliente@painel.dev');
    await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/painel\/dashboard\/transfers$/),
    );
  },
};

/** The host keeps its own `userData`; with a prefix the portal signs in and out beside it. */
const hostWithItsOwnUserData = memoryStorage({ userData: '{"host":"Banco Parceiro"}' });

export const KeepsTheHostsStorage: Story = {
  args: { hostStorage: hostWithItsOwnUserData, storageKeyPrefix: 'painel:' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'cliente@painel.dev');
    await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    await expect(JSON.parse(hostWithItsOwnUserData.getItem('painel:userData') ?? '{}')).toHaveProperty(
      'email',
      'cliente@painel.dev',
    );
    await expect(hostWithItsOwnUserData.getItem('userData')).toBe('{"host":"Banco Parceiro"}');
    await userEvent.click(canvas.getByRole('button', { name: /Menu do perfil/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Sair' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Parceiro Branco' })).toBeVisible();
    await expect(hostWithItsOwnUserData.getItem('painel:userData')).toBeNull();
    await expect(hostWithItsOwnUserData.getItem('userData')).toBe('{"host":"Banco Parceiro"}');
  },
};

type PageWithSandbox = typeof globalThis & { painelSandbox?: { received: (call: string) => number } };

/** PainelSandboxPortal: the portal answers itself in the page, and the host's own API stays the host's. */
export const AnswersFromTheInPageSandbox: Story = {
  args: { sandbox: true },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'cliente@painel.dev');
    await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    const page = globalThis as PageWithSandbox;
    await expect(page.painelSandbox?.received('POST login')).toBe(1);
    const hostAnswer = await fetch('/partner-api/login', { method: 'POST', body: '{}' });
    await expect(hostAnswer.status).not.toBe(422);
    await expect(page.painelSandbox?.received('POST login')).toBe(1);
  },
};

/** `messages`: the partner's wording, with its brand's name where the product's name was. */
export const SpeaksThePartnersWords: Story = {
  args: {
    messages: {
      login: { heading: (brand) => `Acesse a conta ${brand}`, submit: 'Acessar' },
      portal: { profileMenu: { signOut: 'Encerrar sessão' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acesse a conta Parceiro Branco' }),
    ).toBeVisible();
    // What the partner left alone keeps the portal's words.
    await expect(canvas.getByText('Acesse com o e-mail e a senha da sua conta.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'cliente@painel.dev');
    await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Acessar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Menu do perfil/ }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Encerrar sessão' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
