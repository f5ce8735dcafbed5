import { expect, test } from '@playwright/test';
import { expectPage, signIn, signInTo } from './helpers';

test('logout returns to /login and the back button does not reveal the protected page', async ({ page }) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Antecipações' }).click();
  await expectPage(page, '/dashboard/anticipations', 'Antecipações');

  await page.getByRole('button', { name: /Menu do perfil/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expectPage(page, '/login', 'Entrar no Painel');
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Antecipações' })).toHaveCount(0);
});

test('a logout in one tab logs out the others', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await signIn(first, 'cliente@painel.dev');
  await expectPage(first, '/dashboard/ecommerce', 'Indicadores');

  const second = await context.newPage();
  await second.goto('/dashboard/transfers');
  await expectPage(second, '/dashboard/transfers', 'Transferências');

  await first.getByRole('button', { name: /Menu do perfil/ }).click();
  await first.getByRole('menuitem', { name: 'Sair' }).click();
  await expectPage(first, '/login', 'Entrar no Painel');
  await expect(second.getByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
});

test('a 401 from the API ends the session', async ({ page }) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  // The server forgets the session (it expired); the next call answers 401.
  await page.evaluate(() => {
    const key = 'painel:sandbox-db';
    const db = JSON.parse(localStorage.getItem(key) ?? '{}') as { sessions: Record<string, unknown> };
    db.sessions = {};
    localStorage.setItem(key, JSON.stringify(db));
  });
  // The dashboard's first call answers 401, which ends the session on its own: back to /login.
  await page.reload();
  await expectPage(page, /\/login/, 'Entrar no Painel');
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});

test('the menu shows each user only what they may open', async ({ page }) => {
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Simular Proposta' })).toBeVisible();
  // Frames waiting for their screens are not offered, even to an administrator (menus.spec walks every item);
  // Sistema's screens are built (issue 34).
  await expect(nav.getByRole('button', { name: 'Sistema' })).toHaveCount(1);
  await expect(nav.getByText('Edi Adiq')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Menu do perfil: Administrador Painel Administrador/ })).toBeVisible();
});

test('after 15 idle minutes in every tab, both warn, then sign out together, and signing in returns', async ({
  context,
}) => {
  // The browser's clock, moved forward by hand; real time keeps flowing on top of it.
  await context.clock.install();
  const first = await context.newPage();
  await first.goto('/login');
  await signIn(first, 'cliente@painel.dev');
  await expectPage(first, '/dashboard/ecommerce', 'Indicadores');
  const second = await context.newPage();
  await second.goto('/dashboard/transfers');
  await expectPage(second, '/dashboard/transfers', 'Transferências');
  const warning = (page: typeof first) => page.getByRole('dialog', { name: 'Sua sessão vai expirar' });

  // Activity in the second tab counts for the first.
  await context.clock.fastForward('10:00');
  await second.getByRole('heading', { level: 1, name: 'Transferências' }).click();
  // Tabs see each other's storage a moment later (another process). Real minutes would leave time for that;
  // a clock that jumps does not, so wait until the first tab has heard of the activity.
  const lastActivity = (page: typeof first) => page.evaluate(() => localStorage.getItem('painel:last-activity'));
  const recorded = await lastActivity(second);
  await expect.poll(() => lastActivity(first)).toBe(recorded);
  await context.clock.fastForward('10:00');
  await expect(first.getByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  await expect(warning(first)).toHaveCount(0);

  await context.clock.fastForward('05:00');
  await expect(warning(first)).toBeVisible();
  await expect(warning(second)).toBeVisible();
  await expect(warning(first)).toContainText('por falta de atividade');

  await context.clock.fastForward('01:00');
  const note = 'Sua sessão foi encerrada após 15 minutos sem atividade. Entre novamente para continuar de onde parou.';
  await expectPage(first, '/login?redirect=%2Fdashboard%2Fecommerce', 'Entrar no Painel');
  await expect(first.getByText(note)).toBeVisible();
  await expectPage(second, '/login?redirect=%2Fdashboard%2Ftransfers', 'Entrar no Painel');
  await expect(second.getByText(note)).toBeVisible();

  await signIn(second, 'cliente@painel.dev');
  await expectPage(second, '/dashboard/transfers', 'Transferências');
});
