import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Painel@123';

/** Signs in through the login page, as a person does. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function expectPage(page: Page, path: string | RegExp, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveURL(path);
}

/** Opens /login, signs in, and checks the page the account lands on. */
export async function signInTo(page: Page, email: string, path: string | RegExp, heading: string) {
  await page.goto('/login');
  await signIn(page, email);
  await expectPage(page, path, heading);
}
