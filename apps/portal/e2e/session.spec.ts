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
  await page.reload();
  await page.getByRole('button', { name: /Menu do perfil/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expectPage(page, /\/login/, 'Entrar no Painel');
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});

test('the menu shows each user only what they may open', async ({ page }) => {
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByText('Sistema')).toBeVisible();
  await expect(page.getByRole('button', { name: /Menu do perfil: Administrador Painel Administrador/ })).toBeVisible();
});
