import { expect, test } from '@playwright/test';
import { expectPage, register, signIn, signInTo } from './helpers';

// Each sandbox account of the README signs in and lands where the spec says (4.2, 4.3, 4.4, 6).
const landings: Array<[email: string, path: string, heading: string]> = [
  ['admin@painel.dev', '/dashboard/ecommerce', 'Indicadores'],
  ['cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores'],
  ['operador@painel.dev', '/dashboard/simulator', 'Simular Proposta'],
  // Support users skip the terms check.
  ['suporte@painel.dev', '/dashboard/ecommerce', 'Indicadores'],
  // The company's terms are unsigned: its administrator signs them, the others are blocked.
  ['representante@painel.dev', '/signing-of-terms', 'Assinatura de Termos'],
  ['membro@painel.dev', '/notice-of-terms', 'Acesso Bloqueado'],
  // Not yet verified: the verification wizard first (spec 2.1).
  ['verificar@painel.dev', '/verify/documentary', 'Verificação de identidade'],
  ['verificar-pj@painel.dev', '/verify/documentary', 'Verificação de identidade'],
  // A white-label partner: a client of class WTL.
  ['parceiro@painel.dev', '/dashboard/ecommerce', 'Indicadores'],
  // The back-office's own people: finance and the platform's operators (issue 34).
  ['financeiro@painel.dev', '/dashboard/ecommerce', 'Indicadores'],
  ['comercial@painel.dev', '/dashboard/ecommerce', 'Indicadores'],
  ['atendimento@painel.dev', '/dashboard/ecommerce', 'Indicadores'],
];

for (const [email, path, heading] of landings) {
  test(`${email} signs in and lands on ${path}`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, email);
    await expectPage(page, path, heading);
  });
}

test('a deactivated account and an invitee who has not created a password cannot sign in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'antigo@painel.dev');
  const refusal = 'Este acesso está desativado. Fale com o administrador da sua empresa.';
  await expect(page.getByText(refusal, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL('/login');
  await signIn(page, 'convidada@painel.dev');
  await expect(page.getByText('E-mail ou senha inválidos.', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL('/login');
});

test('the 2FA account passes through /auth with the code 123456', async ({ page }) => {
  await signInTo(page, '2fa@painel.dev', '/auth', 'Verificação em duas etapas');
  await expect(page.getByRole('button', { name: /^Reenviar código em / })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Código' }).fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código inválido ou expirado.', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Código' }).fill('123456');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}') as object);
  expect(stored).toMatchObject({ requires2faAuth: false, two_factor_authentication: 1 });
});

test('the master user is sent to /termos once, then may go on', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'master@painel.dev');
  const terms = page.getByRole('dialog', { name: 'Termos e Condições de Uso da Plataforma' });
  await expect(terms).toBeVisible();
  await expect(page).toHaveURL('/termos');
  await page.goto('/dashboard/transfers');
  // A full page load starts a new visit, so the guard sends the master there once more…
  await expect(terms).toBeVisible();
  await expect(page).toHaveURL('/termos');
  // …and, once sent, lets the user move inside the portal.
  await page.evaluate(() => {
    history.pushState({}, '', '/dashboard/transfers');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectPage(page, '/dashboard/transfers', 'Transferências');
});

test('a signed-out visit to a protected route goes to /login and back after signing in', async ({ page }) => {
  await page.goto('/dashboard/transfers');
  await expectPage(page, '/login?redirect=%2Fdashboard%2Ftransfers', 'Entrar no Painel');
  await signIn(page, 'cliente@painel.dev');
  await expectPage(page, '/dashboard/transfers', 'Transferências');
});

test('a return address outside the portal is ignored', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await signIn(page, 'cliente@painel.dev');
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

test('an operator visiting a route it lacks permission for sees not-authorized', async ({ page }) => {
  await signInTo(page, 'operador@painel.dev', '/dashboard/simulator', 'Simular Proposta');
  await page.goto('/dashboard/list/users');
  await expectPage(page, '/not-authorized', 'Acesso não autorizado');
  await page.goto('/access-control');
  await expect(page.getByRole('region', { name: 'Cartão comum' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Analytics' })).toHaveCount(0);
});

test('a signed-in user who opens /login is sent home', async ({ page }) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/login');
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

test('a new account is created and lands on the registration wizard', async ({ page }) => {
  await register(page, 'Nova Pessoa', 'nova@painel.dev');
  await expect(page.getByText('Conta criada com sucesso. Falta pouco para finalizar', { exact: true })).toBeVisible();
  await expectPage(page, '/registration/wizard', 'Cadastro');
});
