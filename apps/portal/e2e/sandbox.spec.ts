import { expect, test, type Page } from '@playwright/test';
import { expectPage, signIn } from './helpers';

async function call(page: Page, method: string, path: string, body?: unknown, token?: string) {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body, token },
  );
}

const credentials = { email: 'cliente@painel.dev', password: 'Painel@123', token_recaptcha: 'sandbox-login', ip: '' };

test('with no API configured the portal answers its API from the sandbox, and a change survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const wrong = await call(page, 'POST', '/api/login', { ...credentials, password: 'errada' });
  expect(wrong).toEqual({ status: 401, body: { message: 'E-mail ou senha inválidos.' } });

  const login = await call(page, 'POST', '/api/login', credentials);
  expect(login.status).toBe(200);
  const token = String(login.body.token);
  const profile = {
    name: 'Carla Depois do Reload',
    email: 'cliente@painel.dev',
    birthDate: '1990-05-17',
    mobile: '(11) 98765-4321',
  };
  expect((await call(page, 'PUT', '/api/profile', profile, token)).status).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const again = await call(page, 'POST', '/api/login', credentials);
  expect((again.body.user as { name: string }).name).toBe('Carla Depois do Reload');
  // The earlier session is still valid after the reload.
  expect((await call(page, 'GET', '/api/auth/session', undefined, token)).status).toBe(200);
});

test('a hard reload with another tab open: what is typed on /login is not lost to the sandbox starting', async ({
  page,
}) => {
  // The other tab keeps the sandbox's worker registered (MSW drops it when its last tab closes).
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  expect((await call(page, 'POST', '/api/login', credentials)).status).toBe(200);
  const tab = await page.context().newPage();
  await tab.goto('/login');
  await expect(tab.getByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  // Shift+Reload: the page comes without the worker, which MSW would notice (and reload) only at 'Entrar'.
  const cdp = await page.context().newCDPSession(tab);
  const reloaded = tab.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await reloaded;
  // The reload that brings the worker back comes now, before anything is typed.
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await signIn(tab, 'cliente@painel.dev');
  await expectPage(tab, '/dashboard/ecommerce', 'Indicadores');
});
