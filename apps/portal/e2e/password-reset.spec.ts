import { expect, test, type Page } from '@playwright/test';
import { expectPage, PASSWORD, signIn, signInTo } from './helpers';

const NEW_PASSWORD = 'Nova#123';

/** /forgot-password as a person fills it: the e-mail, the channel, 'Enviar link'. */
async function askForALink(page: Page, email: string, channel: 'E-mail' | RegExp = 'E-mail') {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expectPage(page, '/forgot-password', 'Esqueceu sua senha?');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('radio', { name: channel }).check();
  await page.getByRole('button', { name: 'Enviar link' }).click();
}

const inboxMessages = (page: Page) => page.getByRole('list', { name: 'Mensagens recebidas' }).getByRole('listitem');

test('a forgotten password: the link from the sandbox inbox sets a new one, the old one stops working, the link works once', async ({
  page,
}) => {
  await askForALink(page, 'cliente@painel.dev');
  await expectPage(page, '/forgot-password/completed', 'Verifique seu e-mail');
  await page.getByRole('link', { name: 'Abrir a caixa de entrada do sandbox' }).click();
  await expectPage(page, '/sandbox/caixa-de-entrada', 'Caixa de entrada do sandbox');
  const message = inboxMessages(page).first();
  await expect(message).toContainText('cliente@painel.dev');
  const link = message.getByRole('link', { name: 'Abrir o link' });
  const resetPath = await link.getAttribute('href');
  expect(resetPath).toMatch(/^\/reset-password\?token=[0-9a-f]{32,}$/);
  await link.click();

  await expectPage(page, /\/reset-password\?token=/, 'Redefinir senha');
  await expect(page.getByText('Escolha uma nova senha para a conta c*****e@painel.dev.')).toBeVisible();
  await page.getByLabel(/^Nova senha/).fill('fraca');
  await page.getByLabel(/^Confirme a nova senha/).fill('outra');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(
    page.getByText('A senha deve conter pelo menos 6 caracteres, uma maiúscula, um número e um caractere especial'),
  ).toBeVisible();
  await expect(page.getByText('Senha não coincide')).toBeVisible();
  await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirme a nova senha/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expectPage(page, '/login', 'Entrar no Painel');
  await expect(page.getByText('Entre com a sua nova senha.', { exact: true })).toBeVisible();

  await signIn(page, 'cliente@painel.dev', PASSWORD);
  await expect(page.getByText('E-mail ou senha inválidos.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await signIn(page, 'cliente@painel.dev', NEW_PASSWORD);
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');

  // Used once: the same link now leads to the page that offers a new one.
  await page.goto(resetPath ?? '');
  await expectPage(page, '/tokenInvalidPage', 'Link inválido ou expirado');
  await page.getByRole('button', { name: 'Pedir um novo link' }).click();
  await expectPage(page, '/forgot-password', 'Esqueceu sua senha?');
});

test('an unknown e-mail gets the same answer, and nothing is sent', async ({ page }) => {
  await askForALink(page, 'ninguem@exemplo.com.br');
  await expectPage(page, '/forgot-password/completed', 'Verifique seu e-mail');
  await expect(page.getByText(/^Se houver uma conta com este e-mail, enviamos/)).toBeVisible();
  await page.getByRole('link', { name: 'Abrir a caixa de entrada do sandbox' }).click();
  await expect(
    page.getByText('Nenhuma mensagem ainda. Peça a redefinição de uma senha ou um código de acesso e volte aqui.'),
  ).toBeVisible();
});

test('the link by WhatsApp goes to the mobile of the account', async ({ page }) => {
  await askForALink(page, 'cliente@painel.dev', /^WhatsApp/);
  await expectPage(page, '/forgot-password-whatsapp/completed', 'Verifique seu WhatsApp');
  await page.getByRole('link', { name: 'Abrir a caixa de entrada do sandbox' }).click();
  const message = inboxMessages(page).first();
  await expect(message.getByRole('heading', { level: 2 })).toContainText('WhatsApp');
  await expect(message).toContainText(/\(\d{2}\) \d{5}-\d{4}/);
  await message.getByRole('link', { name: 'Abrir o link' }).click();
  await expectPage(page, /\/reset-password\?token=/, 'Redefinir senha');
});

test('the sign-in code by WhatsApp, with the 120-second rule, then back to /auth', async ({ page }) => {
  await signInTo(page, '2fa@painel.dev', '/auth', 'Verificação em duas etapas');
  await page.getByRole('link', { name: 'Receber o código pelo WhatsApp' }).click();
  await expectPage(page, '/send-code-whatsapp', 'Receber código pelo WhatsApp');
  await page.getByRole('button', { name: 'Enviar código pelo WhatsApp' }).click();
  await expect(page.getByText('Código enviado pelo WhatsApp', { exact: true })).toBeVisible();
  await expectPage(page, '/auth', 'Verificação em duas etapas');

  await page.getByRole('link', { name: 'Receber o código pelo WhatsApp' }).click();
  await expect(page.getByRole('button', { name: /^Enviar de novo em 0[0-2]:\d\d$/ })).toBeDisabled();
  await page.getByRole('link', { name: 'Voltar para a verificação' }).click();
  await page.getByRole('textbox', { name: 'Código' }).fill('123456');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');

  await page.goto('/sandbox/caixa-de-entrada');
  const message = inboxMessages(page).first();
  await expect(message.getByRole('heading', { level: 2 })).toContainText('Código de acesso');
  await expect(message).toContainText('Seu código de acesso ao Painel é 123456.');
});

test('a signed-in user may open the public recovery pages (spec 2.2)', async ({ page }) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  for (const [path, heading] of [
    ['/forgot-password', 'Esqueceu sua senha?'],
    ['/forgot-password/completed', 'Verifique seu e-mail'],
    ['/forgot-password-whatsapp/completed', 'Verifique seu WhatsApp'],
    ['/send-code-whatsapp', 'Receber código pelo WhatsApp'],
  ] as const) {
    await page.goto(path);
    await expectPage(page, path, heading);
  }
  await page.goto('/reset-password');
  await expectPage(page, '/tokenInvalidPage', 'Link inválido ou expirado');
});
