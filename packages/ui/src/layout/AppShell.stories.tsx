import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShellHarness, wideMenu, type ShellHarnessProps } from './AppShell.fixtures';
import { useLayoutSettings } from './useLayoutSettings';
import { VisuallyHidden } from '../components/VisuallyHidden';

const meta = {
  title: 'Layout/AppShell',
  component: ShellHarness,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: { onSignOut: fn(), onSettingsChange: fn() },
} satisfies Meta<typeof ShellHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HorizontalAboveLayoutEdge: Story = {
  globals: { viewport: { value: 'aboveLayoutEdge' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="AppShell"]')).toHaveAttribute(
      'data-layout',
      'horizontal',
    );
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).queryByRole('button', { name: 'Sistema' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Abrir menu' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Transações' }));
    const current = within(nav).getByRole('link', { name: 'Transferências' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Relatórios' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(within(nav).getByRole('button', { name: 'Transações' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An item may carry a count after its title (requests waiting for the person), said in words to screen readers. */
export const ItemWithACount: Story = {
  globals: { viewport: { value: 'aboveLayoutEdge' } },
  args: {
    navigation: [
      { title: 'Indicadores', path: '/dashboard/ecommerce' },
      {
        title: 'Aprovações',
        path: '/dashboard/approvals',
        badge: (
          <span>
            <span aria-hidden="true">2</span>
            <VisuallyHidden>2 pedidos aguardando você</VisuallyHidden>
          </span>
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const link = within(nav).getByRole('link', { name: 'Aprovações 2 pedidos aguardando você' });
    await expect(link).toBeVisible();
    await expect(link).toHaveTextContent('Aprovações2');
  },
};

/** D9: however many entries a role has, the horizontal menu is one line; what does not fit is under "Mais". */
export const HorizontalMenuOverflow: Story = {
  globals: { viewport: { value: 'aboveLayoutEdge' } },
  args: { navigation: wideMenu, initialPath: '/dashboard/reports' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const more = await within(nav).findByRole('button', { name: 'Mais' });
    const row = nav.querySelector('ul') as HTMLUListElement;
    const items = Array.from(row.children) as HTMLElement[];
    // One line, inside the menu bar, spec 2.7's order kept and the current page's place marked.
    await expect(new Set(items.map((item) => item.offsetTop)).size).toBe(1);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(items.length).toBeLessThan(wideMenu.length + 1);
    await expect(within(nav).getByRole('link', { name: 'Indicadores' })).toBeVisible();
    await expect(more).toHaveAttribute('data-active', 'true');
    await userEvent.click(more);
    const list = document.getElementById(more.getAttribute('aria-controls') as string) as HTMLElement;
    const current = within(list).getByRole('link', { name: 'Relatórios' });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(list).getByText('Sistema')).toBeVisible();
    // The list opens inside the window, toward the row's start.
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(list).getByRole('link', { name: 'Perfis de acesso' }));
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo da página /dashboard/list/roles');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

export const VerticalAtLayoutEdge: Story = {
  globals: { viewport: { value: 'layoutEdge' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="AppShell"]')).toHaveAttribute('data-layout', 'vertical');
    const open = canvas.getByRole('button', { name: 'Abrir menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    // Focus moves into the drawer, a modal named as the menu, and the page behind is out of reach.
    const close = canvas.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toHaveFocus();
    const drawer = canvas.getByRole('dialog', { name: 'Menu principal' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(canvas.getByRole('main').closest('[inert]')).not.toBeNull();
    // Tab and Shift+Tab go round inside it (A6): from its first control back to its last, and on to the first.
    const nav = within(drawer).getByRole('navigation', { name: 'Menu principal' });
    const last = within(nav).getByRole('link', { name: 'Simular Proposta' });
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.click(last);
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo da página /dashboard/simulator');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // The new page takes focus (A2), the page is reachable again.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await expect(canvas.getByRole('main').closest('[inert]')).toBeNull();
    await userEvent.click(open);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
    await userEvent.click(open);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** A2, A15: the page's h1 and breadcrumbs are in main (the skip link's target); a new page takes focus there. */
export const NewPageTakesFocus: Story = {
  args: { children: <button type="button">Primeiro controle da página</button> },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Transferências' }));
    await expect(main).toContainElement(canvas.getByRole('navigation', { name: 'Trilha de navegação' }));
    await expect(canvas.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#painel-main');
    // The first page leaves focus where the browser put it.
    await expect(main).not.toContainElement(document.activeElement as HTMLElement);
    const link = canvas.getByRole('link', { name: 'Indicadores' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(link).toHaveAttribute('aria-current', 'page'));
    const heading = canvas.getByRole('heading', { level: 1, name: 'Transferências' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The next Tab goes into the page, not back into the menu.
    await userEvent.tab();
    await expect(main).toContainElement(document.activeElement as HTMLElement);
  },
};

/** A5: Shift+Tab back up a long page never leaves the focused control under the floating navbar. */
export const FocusStaysClearOfTheNavbar: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 160 }}>
        {Array.from({ length: 10 }, (_, index) => (
          <button key={index} type="button">
            Botão {index + 1}
          </button>
        ))}
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    canvas.getByRole('button', { name: 'Botão 10' }).focus();
    for (let index = 9; index >= 1; index -= 1) {
      await userEvent.tab({ shift: true });
      const focused = canvas.getByRole('button', { name: `Botão ${index}` });
      await expect(focused).toHaveFocus();
      await waitFor(() =>
        expect(focused.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.getBoundingClientRect().bottom),
      );
    }
  },
};

export const VerticalChosen: Story = {
  args: { settings: { menuLayout: 'vertical' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="AppShell"]')).toHaveAttribute('data-layout', 'vertical');
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    // The group holding the current page starts open.
    await expect(within(nav).getByRole('button', { name: 'Transações' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Transferências' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CollapsedSidebar: Story = {
  args: { settings: { menuLayout: 'vertical', menuCollapsed: true } },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = canvasElement.querySelector('#painel-sidebar') as HTMLElement;
    await expect(sidebar.getBoundingClientRect().width).toBeLessThan(100);
    // Names stay for screen readers.
    await expect(canvas.getByRole('link', { name: 'Indicadores' })).toBeInTheDocument();
  },
};

export const NavbarUserAndProfileMenu: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu do perfil: Maria Silva Operador' });
    await expect(trigger).toHaveTextContent('Operador');
    await userEvent.click(trigger);
    const menuEl = await within(document.body).findByRole('menu');
    await expect(within(menuEl).getByRole('menuitem', { name: 'Enviar documentos' })).toHaveAttribute(
      'href',
      '/pages/account-settings?tab=3',
    );
    await userEvent.click(within(menuEl).getByRole('menuitem', { name: 'Sair' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const HeaderAndFooter: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Painel. Todos os direitos reservados.`,
    );
  },
};

export const HiddenNavbarAndFooter: Story = {
  args: { settings: { navbarType: 'hidden', footerType: 'hidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

const longPage = <div style={{ height: 3000 }}>Página longa</div>;

/** Nothing the shell draws may sit over the page's controls: the boxes must not meet. */
const overlaps = (a: Element, b: Element) => {
  const x = a.getBoundingClientRect();
  const y = b.getBoundingClientRect();
  return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
};

export const ScrollToTopAfter300px: Story = {
  args: { children: longPage },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Voltar ao topo/ })).toBeNull();
    window.scrollTo(0, 299);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button', { name: /Voltar ao topo/ })).toBeNull();
    window.scrollTo(0, 301);
    const toTop = await canvas.findByRole('button', { name: /Voltar ao topo/ });
    // The default floating navbar stays on screen, so the button lives there, over nothing.
    await expect(canvas.getByRole('banner')).toContainElement(toTop);
    await userEvent.click(toTop);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const ScrollToTopInTheStickyFooter: Story = {
  args: { children: longPage, settings: { navbarType: 'static', footerType: 'sticky' } },
  play: async ({ canvas }) => {
    window.scrollTo(0, 400);
    const toTop = await canvas.findByRole('button', { name: /Voltar ao topo/ });
    await expect(canvas.getByRole('contentinfo')).toContainElement(toTop);
    await userEvent.click(toTop);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const ScrollToTopFloatsOverAFreeGutter: Story = {
  args: {
    settings: { navbarType: 'static', footerType: 'static' },
    children: (
      <div style={{ height: 1500, display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
        <button type="button">Último botão da página</button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const toTop = await canvas.findByRole('button', { name: /Voltar ao topo/ });
    await expect(canvas.getByRole('banner')).not.toContainElement(toTop);
    // Scrolled to the end, the page's last control and the footer are clear of the floating button.
    await waitFor(() =>
      expect(overlaps(toTop, canvas.getByRole('button', { name: 'Último botão da página' }))).toBe(false),
    );
    await expect(overlaps(toTop, canvas.getByRole('contentinfo'))).toBe(false);
    await userEvent.click(toTop);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const CustomizerButtonInTheNavbar: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Personalizar aparência' });
    await expect(canvas.getByRole('banner')).toContainElement(open);
    // Said once: named by its tooltip alone, no aria-label that the tooltip would repeat as a description (A21).
    await expect(open).toHaveAttribute('title', 'Personalizar aparência');
    await expect(open).not.toHaveAttribute('aria-label');
  },
};

export const CustomizerButtonInTheHeaderWithoutNavbar: Story = {
  args: { settings: { navbarType: 'hidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    const open = canvas.getByRole('button', { name: 'Personalizar aparência' });
    await expect(open).toBeVisible();
    await expect(overlaps(open, canvas.getByRole('heading', { level: 1, name: 'Transferências' }))).toBe(false);
    await userEvent.click(open);
    const dialog = await canvas.findByRole('dialog', { name: 'Personalizar aparência' });
    // The way back: the navbar can be brought back from here.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Flutuante' }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('banner')).toContainElement(
      canvas.getByRole('button', { name: 'Personalizar aparência' }),
    );
  },
};

export const WithoutCustomizer: Story = {
  args: { customizer: false, settings: { navbarType: 'hidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Personalizar aparência' })).toBeNull();
    await expect(within(document.body).queryByRole('dialog', { name: 'Personalizar aparência' })).toBeNull();
  },
};

export const CustomizerWithALockedSkin: Story = {
  args: { skinLocked: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Personalizar aparência' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Personalizar aparência' });
    await expect(within(dialog).queryByRole('radiogroup', { name: 'Tema' })).toBeNull();
    await expect(within(dialog).getByRole('radiogroup', { name: 'Barra superior' })).toBeVisible();
  },
};

export const PageTransition: Story = {
  args: { settings: { transition: 'zoomIn' } },
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector('main [data-transition]') as HTMLElement;
    await expect(main).toHaveAttribute('data-transition', 'zoomIn');
    // The screen zooms in, unless the person asked for less motion (the test browser does: nothing then moves).
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(main).animationName === 'none').toBe(reduced);
  },
};

export const Customizer: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Personalizar aparência' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Personalizar aparência' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Oculta' }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({ navbarType: 'hidden' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Vertical' }));
    await expect(canvasElement.querySelector('[data-component="AppShell"]')).toHaveAttribute('data-layout', 'vertical');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Menu lateral recolhido' }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({ menuCollapsed: true });
  },
};

const STORY_KEY = 'painel:layout-settings:story';

function PersistedShell(props: ShellHarnessProps) {
  const [settings, update] = useLayoutSettings(STORY_KEY);
  return <ShellHarness {...props} controlledSettings={settings} onSettingsChange={update} />;
}

export const CustomizerRemembers: Story = {
  render: (args) => <PersistedShell {...args} />,
  beforeEach: () => {
    localStorage.removeItem(STORY_KEY);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Personalizar aparência' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fixo' }));
    await expect(JSON.parse(localStorage.getItem(STORY_KEY) ?? '{}')).toMatchObject({ footerType: 'sticky' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Oculto' }));
    await expect(JSON.parse(localStorage.getItem(STORY_KEY) ?? '{}')).toMatchObject({ footerType: 'hidden' });
  },
};

/** Dark navigation on light content: the navigation's own contrast is checked here. */
export const SemiDarkSkin: Story = {
  globals: { theme: 'semi-dark' },
  args: { settings: { menuLayout: 'vertical' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="ThemeProvider"]')).toHaveAttribute(
      'data-skin',
      'semi-dark',
    );
    const sidebar = canvasElement.querySelector('#painel-sidebar') as HTMLElement;
    const main = canvasElement.querySelector('main') as HTMLElement;
    await expect(getComputedStyle(sidebar).backgroundColor).not.toBe(
      getComputedStyle(main.parentElement as HTMLElement).backgroundColor,
    );
  },
};

export const BorderedSkin: Story = {
  globals: { theme: 'bordered' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="ThemeProvider"]')).toHaveAttribute(
      'data-skin',
      'bordered',
    );
    await expect(getComputedStyle(canvas.getByRole('banner')).boxShadow).toBe('none');
  },
};
