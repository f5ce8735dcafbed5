import { expect, test } from '@playwright/test';
import { signInTo } from './helpers';

// A tab opened before a deploy asks for a screen's file that the deploy removed. Aborting the request is what
// the browser sees then: the import fails.
const anticipationsChunk = '**/assets/AnticipationsScreen-*.js';

test('a screen whose file is gone after a deploy offers the new version, keeps the menu, and recovers', async ({
  page,
}) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.context().route(anticipationsChunk, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Antecipações' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Uma nova versão está disponível' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/anticipations');
  // The frame stays: the menu still leads elsewhere.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Indicadores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Uma nova versão está disponível' })).toBeVisible();

  // The reload fails there again: the load cannot recover, and lands on /error.
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
  await expect(page).toHaveURL('/error?from=%2Fdashboard%2Fanticipations');

  // Once the file is served again, 'Recarregar' brings the screen back.
  await page.context().unroute(anticipationsChunk);
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page).toHaveURL('/dashboard/anticipations');
  await expect(page.getByRole('heading', { level: 1, name: 'Antecipações' })).toBeVisible();
});

test('when the pages after sign-in cannot load at all, a page says so with Recarregar, never a blank one', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  await page.context().route('**/assets/AppPages-*.js', (route) => route.abort());
  await page.getByRole('textbox', { name: 'E-mail' }).fill('cliente@painel.dev');
  await page.getByLabel(/^Senha/).fill('Painel@123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uma nova versão está disponível' })).toBeVisible();
  await page.context().unroute('**/assets/AppPages-*.js');
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
});
