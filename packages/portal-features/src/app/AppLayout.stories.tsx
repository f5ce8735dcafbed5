import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LAYOUT_SETTINGS_KEY } from '@painel/ui';
import { STORED_USER_KEY } from '../core/session/sessionStore';
import { memoryStorage, sandboxFor, storyUsers } from '../storybook/fixtures';
import { LONG } from '../storybook/patience';
import { PortalStory } from '../storybook/PortalStory';

const meta = {
  title: 'Screens/Portal/AppLayout',
  component: PortalStory,
  args: { path: '/dashboard/promoters/create', user: storyUsers.admin },
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: sandboxFor(storyUsers.admin, storyUsers.operator, storyUsers.client).handlers },
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.findByRole('navigation', { name: 'Menu principal' });

export const RouteFrame: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novo promotor' })).toBeVisible();
    // The tab's title is set once the page has rendered.
    await waitFor(() => expect(document.title).toBe('Novo promotor | Painel'));
    const crumbs = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(within(crumbs).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    await expect(crumbs).toHaveTextContent(/Início.*Parceiros.*Novo promotor/);
    // Visible once the page transition has run; no permission code is ever printed (D13).
    await waitFor(() => expect(canvas.getByText(/O conteúdo dela chega em uma próxima versão/)).toBeVisible());
    await expect(canvas.queryByText(/ACL/)).toBeNull();
  },
};

/** Staff see every built screen, in spec 2.7's groups and order, on one line at 1280 px (D13). */
export const AdminSeesEveryBuiltScreen: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = await menu(canvas);
    const row = nav.querySelector('ul') as HTMLElement;
    for (const name of ['Indicadores', 'Transações', 'Antecipações', 'Produtos', 'Operadores', 'Sistema', 'Arquivos']) {
      await expect(within(row).getByText(name, { selector: 'a, button, span' })).toBeInTheDocument();
    }
    // Frames waiting for their screens are not offered.
    for (const name of ['Conciliação', 'Edi Adiq', 'OnBoarding'])
      await expect(within(nav).queryByText(name, { selector: 'a, button, span' })).toBeNull();
    const tops = new Set(
      within(nav)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === nav.querySelector('ul'))
        .map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
    await expect(
      canvas.getByRole('button', { name: /Menu do perfil: Administrador Painel Administrador/ }),
    ).toBeVisible();
  },
};

/** §2: a merchant's available balance is in the navbar on every page; it is the statement's, and opens it. */
export const MerchantSeesItsBalance: Story = {
  args: { path: '/pages/account-settings', user: storyUsers.merchant },
  parameters: { msw: { handlers: sandboxFor(storyUsers.merchant).handlers } },
  play: async ({ canvas }) => {
    const balance = await canvas.findByRole('link', { name: /^Saldo disponível R\$/ }, LONG);
    await expect(balance).toBeVisible();
    const amount = (balance.querySelector('strong') as HTMLElement).textContent ?? '';
    await userEvent.click(balance);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Extrato Bancário' }, LONG)).toBeVisible();
    const today = await canvas.findByRole('region', { name: 'Saldos de hoje' }, LONG);
    await waitFor(
      () => expect(within(today).getByRole('region', { name: 'Saldo disponível' })).toHaveTextContent(amount),
      LONG,
    );
  },
};

/** Staff and partners see many merchants: no single balance in their navbar. */
export const StaffHaveNoBalance: Story = {
  args: { path: '/dashboard/ecommerce' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Indicadores' }, LONG);
    await expect(canvas.queryByRole('link', { name: /Saldo disponível/ })).toBeNull();
  },
};

/** On a phone the balance stays in the bar beside the menu's button and the user's, nothing cut off. */
export const MerchantBalanceOnAPhone: Story = {
  args: { path: '/pages/account-settings', user: storyUsers.merchant },
  parameters: { msw: { handlers: sandboxFor(storyUsers.merchant).handlers } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const balance = await canvas.findByRole('link', { name: /^Saldo disponível R\$/ }, LONG);
    await expect(balance).toBeVisible();
    const box = balance.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(balance.scrollWidth).toBeLessThanOrEqual(balance.clientWidth + 1);
    const profile = canvas.getByRole('button', { name: /Menu do perfil: Carla Cliente/ }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(profile.left);
    // One line: the menu's button, the brand, the balance ('Saldo', still named in full) and the avatar; the
    // name is read, not shown.
    const opener = canvas.getByRole('button', { name: 'Abrir menu' }).getBoundingClientRect();
    const middle = (rect: DOMRect) => rect.top + rect.height / 2;
    await expect(Math.abs(middle(box) - middle(opener))).toBeLessThan(8);
    await expect(Math.abs(middle(profile) - middle(opener))).toBeLessThan(8);
    await expect(within(balance).getByText('Saldo')).toBeVisible();
    await expect(canvas.getByText('Carla Cliente').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const OperatorSeesOnlyItsItems: Story = {
  args: { path: '/dashboard/simulator', user: storyUsers.operator },
  play: async ({ canvas }) => {
    const nav = await menu(canvas);
    await expect(within(nav).getByRole('link', { name: 'Indicadores' })).toHaveAttribute(
      'href',
      '/dashboard/ecommerce',
    );
    await expect(within(nav).getByRole('link', { name: 'Simular Proposta' })).toHaveAttribute('aria-current', 'page');
    // Groups without a permitted item are gone; a screen whose data the operator may not load (Extratos,
    // Recorrências) is not offered, nor a frame waiting for its screen (Edi Adiq).
    await expect(within(nav).queryByText('Sistema')).toBeNull();
    await expect(within(nav).queryByText('Minha Conta')).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Extratos' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Recorrências Personalizado' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Edi Adiq' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Menu do perfil: Otávio Operador Operador/ })).toBeVisible();
  },
};

export const OperatorWithoutPermission: Story = {
  args: { path: '/dashboard/list/users', user: storyUsers.operator },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acesso não autorizado' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/not-authorized$/);
  },
};

export const SignedOutVisitor: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(
      '/login?redirect=%2Fdashboard%2Fpromoters%2Fcreate',
    );
  },
};

export const ProfileMenu: Story = {
  // An open menu lives in the portal layer beside the page, outside its landmarks, as every popup menu does; it is
  // reached from its button (aria-controls) and closes on Escape.
  parameters: { a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Menu do perfil/ }));
    const profileMenu = await within(document.body).findByRole('menu');
    await expect(within(profileMenu).getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute(
      'href',
      '/pages/account-settings',
    );
    await expect(within(profileMenu).getByRole('menuitem', { name: 'Enviar documentos' })).toHaveAttribute(
      'href',
      '/pages/account-settings?tab=3',
    );
  },
};

const signOutStorage = memoryStorage({ [STORED_USER_KEY]: JSON.stringify(storyUsers.client) });

export const SignsOut: Story = {
  args: { user: storyUsers.client, storage: signOutStorage },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Menu do perfil/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Sair' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' });
    await expect(heading).toBeVisible();
    // The menu item left with its page: focus is on the sign-in's heading, which says where the person landed.
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/login$/));
    await expect(signOutStorage.getItem(STORED_USER_KEY)).toBeNull();
  },
};

const otherTabStorage = memoryStorage({ [STORED_USER_KEY]: JSON.stringify(storyUsers.client) });

export const SessionExpired: Story = {
  args: { path: '/access-control', user: storyUsers.client, storage: otherTabStorage },
  parameters: { msw: { handlers: sandboxFor().handlers } },
  play: async ({ canvas }) => {
    // The token is unknown to this sandbox: the logout call answers 401, which ends the session too.
    await userEvent.click(await canvas.findByRole('button', { name: /Menu do perfil/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Sair' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await expect(otherTabStorage.getItem(STORED_USER_KEY)).toBeNull();
  },
};

/** The skin the portal's own theme shows (the story's wrapper has a theme of its own). */
const portalSkin = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-component="AppShell"]')?.closest('[data-component="ThemeProvider"]');
const canvasColour = (canvasElement: HTMLElement) =>
  getComputedStyle(canvasElement.querySelector('[data-component="AppShell"]') as HTMLElement).backgroundColor;

export const SkinChosenInTheCustomizer: Story = {
  args: { skin: 'light' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Personalizar aparência' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Personalizar aparência' });
    await expect(portalSkin(canvasElement)).toHaveAttribute('data-skin', 'light');
    const lightCanvas = canvasColour(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Escuro' }));
    // At once, under the open dialog.
    await waitFor(() => expect(portalSkin(canvasElement)).toHaveAttribute('data-skin', 'dark'));
    await expect(canvasColour(canvasElement)).not.toBe(lightCanvas);
    await userEvent.keyboard('{Escape}');
    await expect(portalSkin(canvasElement)).toHaveAttribute('data-skin', 'dark');
  },
};

export const HostDefaultSkinUntilTheUserPicks: Story = {
  args: { skin: 'semi-dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Novo promotor' });
    await expect(portalSkin(canvasElement)).toHaveAttribute('data-skin', 'semi-dark');
    // The customizer shows the skin the page shows.
    await userEvent.click(canvas.getByRole('button', { name: 'Personalizar aparência' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Personalizar aparência' });
    await expect(within(dialog).getByRole('radio', { name: 'Semiescuro' })).toBeChecked();
  },
};

export const UserPickWinsOverTheHostDefault: Story = {
  args: { skin: 'semi-dark', remembered: { [LAYOUT_SETTINGS_KEY]: JSON.stringify({ skin: 'bordered' }) } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Novo promotor' });
    await expect(portalSkin(canvasElement)).toHaveAttribute('data-skin', 'bordered');
  },
};

export const HostHidesTheCustomizer: Story = {
  args: { themeCustomizer: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Novo promotor' });
    await expect(canvas.getByRole('button', { name: /Menu do perfil/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Personalizar aparência' })).toBeNull();
  },
};

export const HostLocksTheSkin: Story = {
  args: { skin: 'light', lockSkin: true, remembered: { [LAYOUT_SETTINGS_KEY]: JSON.stringify({ skin: 'dark' }) } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Novo promotor' });
    // The user's earlier pick is kept but not shown, and the customizer does not offer the skin.
    await expect(portalSkin(canvasElement)).toHaveAttribute('data-skin', 'light');
    await userEvent.click(canvas.getByRole('button', { name: 'Personalizar aparência' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Personalizar aparência' });
    await expect(within(dialog).queryByRole('radiogroup', { name: 'Tema' })).toBeNull();
    await expect(within(dialog).getByRole('radiogroup', { name: 'Rodapé' })).toBeVisible();
  },
};
