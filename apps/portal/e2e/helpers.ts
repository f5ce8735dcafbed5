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

/** Signs out through the profile menu, as a person does. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do perfil/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expectPage(page, '/login', 'Entrar no Painel');
}

/** Fills /register as a person does and sends it. */
export async function register(page: Page, name: string, email: string) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Celular' }).pressSequentially('11987654321');
  await page.getByLabel(/^Senha/).fill('Segura@1');
  await page.getByLabel(/^Confirme a senha/).fill('Segura@1');
  await page.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }).click();
  await page.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' }).click();
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

/** Sends the password tab (account settings, tab 2) with the current password and 'Nova#123'. */
export async function changePassword(page: Page, current: string) {
  const panel = page.getByRole('tabpanel', { name: 'Mudar senha' });
  await panel.getByLabel(/^Senha atual/).fill(current);
  await panel.getByLabel(/^Nova senha/).fill('Nova#123');
  await panel.getByLabel(/^Confirme a nova senha/).fill('Nova#123');
  await panel.getByRole('button', { name: 'Mudar senha' }).click();
}

/** Calls the sandbox API as the signed-in user (the session the portal keeps), for checks beside the screen. */
export function callApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const { accessToken } = JSON.parse(localStorage.getItem('userData') ?? '{}') as { accessToken?: string };
    const response = await fetch(`/api/${path}`, { headers: { Authorization: `Bearer ${accessToken ?? ''}` } });
    return (await response.json()) as T;
  }, path);
}

/**
 * The in-browser sandbox's history is cut every ten minutes of real time: a new cut brings the sales made since,
 * so a balance read before and after a step compares to the cent only within one cut.
 */
export const sandboxCut = () => Math.floor(Date.now() / 600_000);

/** Posts to the sandbox API as the signed-in user (a sandbox control: open a dispute to answer). */
export function postApi<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('userData') ?? '{}') as { accessToken?: string };
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { path, body },
  );
}

/**
 * Makes an anonymous payment link (one item, its name and price) as the signed-in merchant, as a person does, and
 * answers its public checkout address; `before` fills more of the form (installments) before it is sent.
 */
export async function createFixedLink(
  page: Page,
  name: string,
  price: string,
  before: () => Promise<void> = () => Promise.resolve(),
): Promise<string> {
  await page.goto('/dashboard/payment/links/create/fixed');
  await expectPage(page, '/dashboard/payment/links/create/fixed', 'Novo link de pagamento anônimo');
  await page.getByRole('textbox', { name: 'Nome do item' }).fill(name);
  await page.getByRole('textbox', { name: 'Valor unitário' }).pressSequentially(price);
  await page.getByRole('textbox', { name: /Nome do link/ }).fill(name);
  await before();
  await page.getByRole('button', { name: 'Criar link' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/links\/fixed\/[0-9a-f]{20}$/, { timeout: 60_000 });
  return (
    (await page
      .getByText(/\/checkout\/[0-9a-f]{20}$/)
      .first()
      .textContent()) ?? ''
  );
}
