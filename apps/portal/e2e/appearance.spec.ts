import { expect, test, type Page } from '@playwright/test';
import { expectPage, signIn, signInTo, signOut } from './helpers';

/**
 * The colour a person sees at a point of the page: the first painted background under it (what a
 * screenshot's pixel shows, without decoding one).
 */
const paintedAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ({ px, py }) => {
      let element: Element | null = document.elementFromPoint(px, py);
      while (element) {
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
        element = element.parentElement;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    },
    { px: x, py: y },
  );

/** The page's canvas (beside the page's heading) and the navbar's own colour. */
async function colours(page: Page) {
  const banner = page.getByRole('banner');
  const bar = await banner.boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  if (!bar || !heading) throw new Error('no navbar or heading');
  return {
    canvas: await paintedAt(page, 4, heading.y + heading.height / 2),
    navbar: await paintedAt(page, bar.x + bar.width / 2, bar.y + 2),
    navbarEdge: await banner.evaluate((element) => getComputedStyle(element).borderTopWidth),
  };
}

async function pickSkin(page: Page, name: string) {
  await page.getByRole('button', { name: 'Personalizar aparência' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personalizar aparência' });
  await dialog.getByRole('radio', { name, exact: true }).click();
  await expect(dialog.getByRole('radio', { name, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const LIGHT_CANVAS = 'rgb(244, 245, 250)';
const DARK_CANVAS = 'rgb(37, 41, 60)';
const WHITE = 'rgb(255, 255, 255)';
const DARK_NAV = 'rgb(47, 51, 73)';

test('each skin picked in the customizer changes what the page shows, through a reload and a new sign-in', async ({
  page,
}) => {
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await expect(colours(page)).resolves.toEqual({ canvas: LIGHT_CANVAS, navbar: WHITE, navbarEdge: '0px' });
  const before = await page.screenshot({ animations: 'disabled' });

  await pickSkin(page, 'Escuro');
  await expect.poll(() => colours(page)).toEqual({ canvas: DARK_CANVAS, navbar: DARK_NAV, navbarEdge: '0px' });
  const dark = await page.screenshot({ animations: 'disabled' });
  expect(dark.equals(before)).toBe(false);

  await pickSkin(page, 'Semiescuro');
  // Dark navigation on the light canvas.
  await expect.poll(() => colours(page)).toEqual({ canvas: LIGHT_CANVAS, navbar: DARK_NAV, navbarEdge: '0px' });

  await pickSkin(page, 'Com bordas');
  // Light again, cards drawn with a border instead of a shadow.
  await expect.poll(() => colours(page)).toEqual({ canvas: LIGHT_CANVAS, navbar: WHITE, navbarEdge: '1px' });
  const bordered = await page.screenshot({ animations: 'disabled' });
  expect(bordered.equals(before)).toBe(false);

  await pickSkin(page, 'Claro');
  await expect.poll(() => colours(page)).toEqual({ canvas: LIGHT_CANVAS, navbar: WHITE, navbarEdge: '0px' });

  // The last pick stays: after a reload, on the sign-in page after signing out, and after signing in again.
  await pickSkin(page, 'Escuro');
  await page.reload();
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
  await expect.poll(() => colours(page)).toEqual({ canvas: DARK_CANVAS, navbar: DARK_NAV, navbarEdge: '0px' });
  await signOut(page);
  await expect.poll(() => paintedAt(page, 4, 4)).toBe(DARK_CANVAS);
  await signIn(page, 'admin@painel.dev');
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
  await expect.poll(() => colours(page)).toEqual({ canvas: DARK_CANVAS, navbar: DARK_NAV, navbarEdge: '0px' });
});

/**
 * Whether any control the portal draws in its bars or over the page sits on another control. A bar
 * (navbar, footer) hides what scrolls under it by design; the check is about what covers visible content.
 */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="tab"]'),
    ].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    });
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const shellButtons = controls.filter((element) =>
      ['Personalizar aparência', 'Voltar ao topo'].some(
        (name) =>
          element.getAttribute('aria-label') === name || element.title === name || element.textContent?.includes(name),
      ),
    );
    const problems: string[] = [];
    for (const shellButton of shellButtons) {
      const box = shellButton.getBoundingClientRect();
      const bar = shellButton.closest('header, footer');
      for (const other of controls) {
        if (other === shellButton || other.contains(shellButton) || shellButton.contains(other)) continue;
        const otherBox = other.getBoundingClientRect();
        if (bar && !bar.contains(other) && meet(otherBox, bar.getBoundingClientRect())) continue;
        if (meet(box, otherBox)) {
          const name = (control: HTMLElement) =>
            control.getAttribute('aria-label') ??
            (control.title || control.textContent?.trim().slice(0, 40)) ??
            control.tagName;
          problems.push(`${name(shellButton)} covers ${name(other)}`);
        }
      }
    }
    return { checked: shellButtons.length, problems };
  });

const screens: Array<{ path: string; heading: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: '/dashboard/ecommerce',
    heading: 'Indicadores',
    // The dashboard's figures and its last list have arrived (the page grows as they do).
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Volume transacionado' })).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('list', { name: 'Últimas transações' })).toBeVisible();
    },
  },
  {
    path: '/pages/account-settings',
    heading: 'Perfil',
    ready: async (page) => expect(page.getByRole('link', { name: /Contrato Termos de Serviço/ })).toBeVisible(),
  },
  {
    path: '/pages/account-settings?tab=5',
    heading: 'Perfil',
    ready: async (page) => expect(page.getByRole('button', { name: 'Próxima' })).toBeVisible(),
  },
];

for (const [width, height] of [
  [390, 844],
  [768, 1024],
  [1280, 900],
  [1920, 1080],
] as const) {
  test(`at ${width}×${height} nothing the portal draws covers a link or a button`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await screen.ready(page);
      const atTop = await coveredControls(page);
      expect(atTop.checked, `${screen.path} at the top`).toBeGreaterThan(0);
      expect(atTop.problems, `${screen.path} at the top`).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight > 300);
      if (scrollable) await expect(page.getByRole('button', { name: /Voltar ao topo/ })).toBeVisible();
      const atBottom = await coveredControls(page);
      expect(atBottom.problems, `${screen.path} scrolled to the end`).toEqual([]);
    }
  });
}
