import { expect, test } from '@playwright/test';

test('the root sends a signed-out visitor to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page).toHaveTitle('Login | Painel');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/rota/que/nao/existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para o início' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
});

test('every public page of the spec opens without a session', async ({ page }) => {
  const pages: Array<[string, string]> = [
    ['/welcome', 'Bem-vindo ao Painel'],
    ['/register', 'Criar conta'],
    ['/send-code-whatsapp', 'Receber código pelo WhatsApp'],
    ['/forgot-password', 'Esqueceu sua senha?'],
    ['/forgot-password/completed', 'Verifique seu e-mail'],
    ['/forgot-password-whatsapp/completed', 'Verifique seu WhatsApp'],
    ['/onboarding/company/register', 'Cadastro da empresa'],
    ['/finished', 'Cadastro concluído'],
    ['/tokenInvalidPage', 'Link inválido ou expirado'],
    ['/wizard', 'Assistente de cadastro'],
    ['/pre-register', 'Pré-cadastro'],
    ['/checkout/finish', 'Pagamento finalizado'],
    ['/checkout/payed', 'Pagamento confirmado'],
    ['/checkout/a1b2c3', 'Link de pagamento não encontrado.'],
    ['/error', 'Algo deu errado'],
    ['/not-authorized', 'Acesso não autorizado'],
    ['/misc/not-authorized', 'Acesso não autorizado'],
    ['/terms/1', 'Termos e Condições de Uso da Plataforma'],
    ['/contract/service', 'Termos e Condições de Uso da Plataforma'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page, path).toHaveURL(path);
  }
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Without a token the reset page has nothing to reset: it says so and offers a new link.
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
  await expect(page).toHaveURL('/tokenInvalidPage');
  await page.goto('/checkout/a1b2c3');
  await expect(page.getByText('Pagamento processado por Painel Pagamentos S.A.')).toBeVisible();
});

test('the portal and the checkout have a tab icon, and the browser asks for no missing one (D20)', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  for (const path of ['/login', '/checkout/a1b2c3']) {
    await page.goto(path);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href, path).toBeTruthy();
    const icon = await page.request.get(new URL(href ?? '', page.url()).href);
    expect(icon.status(), path).toBe(200);
    expect(icon.headers()['content-type'], path).toContain('image/svg+xml');
  }
  expect(missing.filter((url) => url.includes('favicon'))).toEqual([]);
});
