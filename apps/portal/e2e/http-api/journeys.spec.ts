import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { changePassword, createFixedLink, expectPage, register, signIn, signInTo } from '../helpers';
import { fillIdentity, next, pdf, slot, step, throughThePhotos } from '../wizard';

// The main journeys against the portal built with a real API address: real fetch over the network to the
// sandbox served over HTTP (pnpm sandbox), the CSP's connect-src, multipart uploads, no service worker.
// One server holds one state for every test here, so they run one after the other, each with its own account.
test.describe.configure({ mode: 'serial' });

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010';
const control = (request: APIRequestContext, path: string) => request.post(`${sandboxUrl}/api/sandbox/${path}`);

interface SandboxState {
  accounts: Array<{ email: string; password: string; verify_documents: number }>;
  operators: Array<{ email: string; photos: Record<string, number>; companyDocuments: string[] }>;
  verifications: Array<{ idUser: number; document: string }>;
}
async function sandboxState(request: APIRequestContext): Promise<SandboxState> {
  const response = await request.get(`${sandboxUrl}/api/sandbox/state`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SandboxState;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do perfil/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expectPage(page, '/login', 'Entrar no Painel');
}

test.beforeAll(async ({ request }) => {
  expect((await control(request, 'reset')).ok()).toBe(true);
});

test('the portal talks to the API over the network, with no service worker', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(sandboxUrl)) apiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  expect(apiCalls).toContain('POST /api/login');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  expect((await page.request.get('/mockServiceWorker.js')).headers()['content-type']).not.toContain('javascript');
  expect(violations).toEqual([]);
});

test('sign-in with the two-factor code', async ({ page }) => {
  await signInTo(page, '2fa@painel.dev', '/auth', 'Verificação em duas etapas');
  await page.getByRole('textbox', { name: 'Código' }).fill('123456');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

test('registration creates the account on the server', async ({ page, request }) => {
  await register(page, 'Pessoa Via Http', 'http@painel.dev');
  await expectPage(page, '/registration/wizard', 'Cadastro');
  expect((await sandboxState(request)).accounts.map((account) => account.email)).toContain('http@painel.dev');
});

test('the verification wizard uploads the photos and the company documents over HTTP', async ({ page, request }) => {
  await page.goto('/login');
  await signIn(page, 'verificar@painel.dev');
  await throughThePhotos(page, 'RG');
  await fillIdentity(page);
  await page.getByRole('combobox', { name: 'Estado civil' }).selectOption('SINGLE');
  await page.getByRole('combobox', { name: 'Escolaridade' }).selectOption('COMPLETE_HIGHER');
  await next(page);
  await step(page, 'Upload de arquivos');
  await slot(page, 'Comprovante de endereço').setInputFiles(pdf('conta-de-luz.pdf'));
  await slot(page, 'Comprovante bancário').setInputFiles(pdf('extrato.pdf'));
  await next(page, 'Finalizar');
  await expect(page.getByText('Está tudo OK!')).toBeVisible();

  const state = await sandboxState(request);
  const operator = state.operators.find((candidate) => candidate.email === 'verificar@painel.dev');
  expect(Object.keys(operator?.photos ?? {}).sort()).toEqual(['RG_BACK', 'RG_FRONT', 'SELFIE']);
  expect(operator?.companyDocuments).toEqual(['PROOF_OF_RESIDENCE', 'PROOF_OF_ACCOUNT']);
  expect(state.verifications).toEqual([expect.objectContaining({ idUser: 8, document: '52998224725' })]);
  expect(state.accounts.find((account) => account.email === 'verificar@painel.dev')?.verify_documents).toBe(1);
});

test('a password change is kept by the server and the new password signs in', async ({ page, request }) => {
  await signInTo(page, 'suporte@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/pages/account-settings?tab=2');
  await changePassword(page, 'Painel@123');
  await expect(page.getByText('Senha alterada com sucesso.', { exact: true }).first()).toBeVisible();
  expect((await sandboxState(request)).accounts.find((a) => a.email === 'suporte@painel.dev')?.password).toBe(
    'Nova#123',
  );
  await signOut(page);
  await signIn(page, 'suporte@painel.dev', 'Nova#123');
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

test('the audit log comes from the server, filtered and paged in the tab', async ({ page }) => {
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/pages/account-settings?tab=5');
  const panel = page.getByRole('tabpanel', { name: 'Auditoria de ações' });
  const rows = panel.getByRole('region', { name: 'Registros de auditoria' }).getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(panel.getByText(/Página 1 de 48 · 240 registros/)).toBeVisible();
  await panel.getByRole('textbox', { name: 'Funcionalidade' }).fill('terminal');
  await panel.getByRole('button', { name: 'Filtrar' }).click();
  for (const index of [1, 2, 3, 4, 5]) await expect(rows.nth(index)).toContainText('Terminal');
});

test('a password reset over HTTP: the server sends the link once, and only the new password signs in', async ({
  page,
  request,
}) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('operador@painel.dev');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expectPage(page, '/forgot-password/completed', 'Verifique seu e-mail');
  const outbox = await request.get(`${sandboxUrl}/api/sandbox/outbox`);
  expect(outbox.ok()).toBe(true);
  const { messages } = (await outbox.json()) as { messages: Array<{ to: string; link: string | null }> };
  const link = messages.find((message) => message.to === 'operador@painel.dev')?.link;
  expect(link).toMatch(/^\/reset-password\?token=/);
  await page.goto(link ?? '');
  await page.getByLabel(/^Nova senha/).fill('Nova#123');
  await page.getByLabel(/^Confirme a nova senha/).fill('Nova#123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expectPage(page, '/login', 'Entrar no Painel');
  await signIn(page, 'operador@painel.dev', 'Painel@123');
  await expect(page.getByText('E-mail ou senha inválidos.', { exact: true })).toBeVisible();
  await signIn(page, 'operador@painel.dev', 'Nova#123');
  await expectPage(page, '/dashboard/simulator', 'Simular Proposta');
  await page.goto(link ?? '');
  await expectPage(page, '/tokenInvalidPage', 'Link inválido ou expirado');
});

/** The API answers one call with a bare 500 (no message), so the screen's own words show. */
const failsWithoutMessage = (page: Page, method: string, path: string) =>
  page.route(`${sandboxUrl}/api/${path}`, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 500,
          json: {},
          headers: { 'access-control-allow-origin': new URL(page.url()).origin },
        })
      : route.fallback(),
  );

test('only the company administrator is offered the signature, and each failure says its own words (spec 6, 8)', async ({
  page,
}) => {
  await signInTo(page, 'membro@painel.dev', '/notice-of-terms', 'Acesso Bloqueado');
  await page.goto('/signing-of-terms');
  await expectPage(page, '/notice-of-terms', 'Acesso Bloqueado');
  await expect(page.getByRole('checkbox', { name: /Li e concordo com os Termos de Serviço/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expectPage(page, '/login', 'Entrar no Painel');

  await signInTo(page, 'representante@painel.dev', '/signing-of-terms', 'Assinatura de Termos');
  await failsWithoutMessage(page, 'GET', 'company/is-signed');
  await page.reload();
  await expect(page.getByText('Algo deu errado ao verificar a assinatura dos termos', { exact: true })).toBeVisible();
  await expect(page.getByText('Não foi possível verificar a assinatura dos termos da empresa.')).toBeVisible();
  await page.unroute(`${sandboxUrl}/api/company/is-signed`);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();

  await failsWithoutMessage(page, 'PUT', 'company/signing');
  await page.getByRole('checkbox', { name: /Li e concordo com os Termos de Serviço/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Assinar os termos?' });
  await confirm.getByRole('button', { name: 'Assinar' }).click();
  await expect(page.getByText('Algo deu errado.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Algo deu errado ao verificar a assinatura dos termos', { exact: true })).toHaveCount(0);
  await page.unroute(`${sandboxUrl}/api/company/signing`);
  await confirm.getByRole('button', { name: 'Assinar' }).click();
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

test('a failed acceptance of the platform terms says so in the dialog, keeps the ticks, and can be tried again (spec 8)', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'master@painel.dev');
  const modal = page.getByRole('dialog', { name: 'Termos e Condições de Uso da Plataforma' });
  await modal.getByRole('checkbox', { name: 'Termos de Uso' }).click();
  await modal.getByRole('checkbox', { name: 'Políticas de Privacidade' }).click();
  const scroller = modal.getByRole('region', { name: 'Termos e Condições de Uso da Plataforma' });
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await failsWithoutMessage(page, 'POST', 'accept-terms');
  await modal.getByRole('button', { name: 'Aceitar Termos' }).click();
  await expect(modal.getByRole('alert')).toHaveText(/Algo deu errado\./);
  await expect(modal.getByRole('checkbox', { name: 'Termos de Uso' })).toBeChecked();
  await page.unroute(`${sandboxUrl}/api/accept-terms`);
  await modal.getByRole('button', { name: 'Tentar novamente' }).click();
  await modal.getByRole('button', { name: 'Aceitar Termos' }).click();
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

// In this file, not its own: files run side by side, and this file's reset would end the session of another.
test('the HTTP sandbox answers the money calls, scoped and in agreement', async ({ request }) => {
  const login = await request.post(`${sandboxUrl}/api/login`, {
    data: { email: 'cliente@painel.dev', password: 'Painel@123', token_recaptcha: 'sandbox-login', ip: '' },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const clock = (await (await request.get(`${sandboxUrl}/api/sandbox/clock`)).json()) as { now: string };
  const to = clock.now.slice(0, 10);
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);

  const list = (await (
    await request.get(`${sandboxUrl}/api/transactions?from=${from}&to=${to}&pageSize=50`, { headers })
  ).json()) as {
    total: number;
    totals: { count: number };
    items: Array<{ companyId: number; gross: number; fees: number; net: number }>;
  };
  expect(list.total).toBeGreaterThan(50);
  expect(list.items).toHaveLength(50);
  expect(list.items.every((tx) => tx.companyId === 2 && tx.gross - tx.fees === tx.net)).toBe(true);
  const summary = (await (
    await request.get(`${sandboxUrl}/api/transactions/summary?from=${from}&to=${to}&groupBy=method`, { headers })
  ).json()) as {
    totals: unknown;
  };
  expect(summary.totals).toEqual(list.totals);

  const tooLong = await request.get(`${sandboxUrl}/api/transactions?from=2020-01-01&to=${to}`, { headers });
  expect(tooLong.status()).toBe(422);
  expect(await tooLong.json()).toMatchObject({ errors: { from: ['O período pode ter no máximo 12 meses.'] } });
});

/** A payer on a phone: the checkout is its own page, so nothing of the portal comes with it. */
async function payerFills(buyer: Page, name: string, email: string, document: string) {
  await buyer.getByRole('textbox', { name: /Nome completo/ }).fill(name);
  await buyer.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await buyer.getByRole('textbox', { name: /CPF ou CNPJ/ }).fill(document);
}

test('a payment link end to end: made by the merchant, paid on phones by card and Pix, seen in the sales and receivables', async ({
  page,
  browser,
  request,
}) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  const checkoutUrl = await createFixedLink(page, 'Camiseta e2e', '150,00', async () => {
    await page.getByRole('combobox', { name: 'Parcelas máximas' }).selectOption('6');
    await page.getByRole('combobox', { name: 'Parcelas sem juros' }).selectOption('6');
  });
  expect(checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/[0-9a-f]{20}$/);

  // Another person, on a phone, with nothing of the merchant's session.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', hasTouch: true });
  const buyer = await phone.newPage();
  const scripts: string[] = [];
  buyer.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  // Every layout shift of the page, from its first frame: nothing in view may move when the link's data arrives.
  await buyer.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await buyer.goto(checkoutUrl);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Camiseta e2e' })).toBeVisible();
  await expect(buyer.getByRole('button', { name: /^Pagar/ })).toBeVisible();
  expect(await buyer.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  const checkoutFooter = buyer.getByRole('contentinfo');
  await expect(checkoutFooter).toContainText('Pagamento processado por Painel Pagamentos S.A.');
  // LBI art. 63: the checkout's own page links to the portal's accessibility statement, under its own base path.
  await expect(checkoutFooter.getByRole('link', { name: 'Acessibilidade' })).toHaveAttribute('href', '/acessibilidade');
  expect(scripts.some((path) => /portal|AppPages|AppLayout/.test(path))).toBe(false);
  await payerFills(buyer, 'Bruno Comprador', 'bruno@example.com', '52998224725');
  const card = async (number: string) => {
    await buyer.getByRole('textbox', { name: /Número do cartão/ }).fill(number);
    await buyer.getByRole('textbox', { name: /Nome impresso/ }).fill('BRUNO COMPRADOR');
    await buyer.getByRole('textbox', { name: /Validade/ }).fill('122030');
    await buyer.getByRole('textbox', { name: /CVV/ }).fill('123');
  };
  await card('4000000000009995');
  await buyer.getByRole('button', { name: 'Pagar R$ 150,00' }).click();
  await expect(buyer.getByRole('alert')).toContainText('Saldo ou limite insuficiente');
  await expect(buyer.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Bruno Comprador');
  await expect(buyer.getByRole('textbox', { name: /CVV/ })).toHaveValue('');
  await card('4111111111111111');
  await buyer.getByRole('combobox', { name: 'Parcelas' }).selectOption('3');
  await expect(buyer.getByRole('combobox', { name: 'Parcelas' })).toContainText('3× de R$ 50,00 sem juros');
  await buyer.getByRole('button', { name: 'Pagar R$ 150,00' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pagamento confirmado' })).toBeVisible();
  await expect(buyer).toHaveURL(/\/checkout\/payed\?link=[0-9a-f]{20}&pagamento=PG\d+$/);
  await expect(buyer.getByText('3× de R$ 50,00')).toBeVisible();
  expect(buyer.url()).not.toContain('4111');

  // A second customer pays by Pix; the payer's bank is the sandbox's control.
  const second = await phone.newPage();
  await second.goto(checkoutUrl);
  await payerFills(second, 'Carla Pix', 'carla@example.com', '11144477735');
  await second.getByRole('tab', { name: 'Pix' }).click();
  const made = second.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/payments'));
  await second.getByRole('button', { name: 'Gerar código Pix' }).click();
  const pix = (await (await made).json()) as { id: string; pix: { brCode: string } };
  await expect(second.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Código Pix copia e cola' })).toHaveValue(pix.pix.brCode);
  expect((await control(request, `checkouts/payments/${pix.id}/pay`)).ok()).toBe(true);
  await expect(second.getByRole('heading', { level: 1, name: 'Pagamento confirmado' })).toBeVisible();
  await phone.close();

  // The merchant sees both sales on the link, in the transactions, on Indicadores and in the receivables.
  await page.reload();
  const payments = page.getByRole('region', { name: 'Tabela de pagamentos do link' });
  await expect(payments).toContainText('Bruno Comprador');
  await expect(payments).toContainText('Carla Pix');
  await expect(page.getByText('Este link já recebeu pagamentos')).toBeVisible();
  const cardSale =
    (await payments.getByRole('row').filter({ hasText: 'Cartão 3×' }).getByRole('link').textContent()) ?? '';
  expect(cardSale).toMatch(/^TX\d{14}$/);
  await page.goto(`/dashboard/transactions?busca=${cardSale}`);
  const sales = page.getByRole('region', { name: 'Transações', exact: true });
  await expect(sales).toContainText(cardSale);
  await expect(sales).toContainText('R$ 150,00');
  await page.goto('/dashboard/ecommerce');
  await expect(page.getByRole('list', { name: 'Últimas transações' })).toContainText('Carla Pix');
  await page.goto(`/dashboard/statements/preview/${cardSale}`);
  await expect(page.getByRole('heading', { level: 2, name: `Parcelas da venda ${cardSale}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabela de parcelas' }).getByRole('row')).toHaveCount(4);
});

test("a sale's receipt for its customer: shared from the sale, opened on a phone without signing in, revoked", async ({
  page,
  browser,
  request,
}) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  const session = await page.evaluate(() => localStorage.getItem('userData') ?? '{}');
  const { accessToken } = JSON.parse(session) as { accessToken?: string };
  const day = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(Date.now() - daysAgo * 86_400_000);
  const sales = await request.get(
    `${sandboxUrl}/api/transactions?from=${day(6)}&to=${day(0)}&status=paid&method=credit&pageSize=20`,
    { headers: { Authorization: `Bearer ${accessToken ?? ''}` } },
  );
  const saleId = ((await sales.json()) as { items: Array<{ id: string }> }).items[0]?.id ?? '';
  expect(saleId).toMatch(/^TX\d{14}$/);
  await page.goto(`/dashboard/transactions/preview/${saleId}`);
  const card = page.getByRole('region', { name: 'Comprovante para o cliente' });
  await card.getByRole('button', { name: 'Gerar link do comprovante' }).click();
  const address = card.getByText(/\/checkout\/comprovante\/[A-Za-z0-9_-]{22}$/);
  await expect(address).toBeVisible();
  const url = (await address.textContent()) ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/comprovante\//);

  // The customer, on a phone, with nothing of the merchant's session.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(url);
  await expect(customer.getByRole('heading', { level: 1, name: 'Comprovante de venda' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(customer.getByText(saleId)).toBeVisible();
  await expect(customer.getByText('Pagamento aprovado.')).toBeVisible();
  await expect(customer.getByRole('main')).not.toContainText(/Taxa|MDR|Líquido/);
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const saved = customer.waitForEvent('download');
  await customer.getByRole('button', { name: 'Baixar PDF' }).click();
  expect((await saved).suggestedFilename()).toBe(`comprovante_venda_${saleId}.pdf`);

  // Sent to the wrong person: the merchant revokes it, and the customer's next visit says only that.
  await card.getByRole('button', { name: 'Revogar link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Gerar link do comprovante' })).toBeVisible();
  await customer.reload();
  await expect(customer.getByRole('heading', { level: 1, name: 'Comprovante não encontrado' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(customer.getByText(saleId)).toHaveCount(0);
  await phone.close();
});

test('a subscription over days: the card refused, retried, replaced without a charge, then paid; paused, resumed and canceled', async ({
  page,
  request,
}) => {
  const moveClock = async (offsetDays: number) =>
    expect((await request.post(`${sandboxUrl}/api/sandbox/clock`, { data: { offsetDays } })).ok()).toBe(true);
  // The subscription's card, named by its description, holds its status.
  const facts = page.getByRole('region', { name: 'Plano e2e' });
  const charge = (cycle: number) =>
    page.getByRole('region', { name: 'Tabela de cobranças' }).getByRole('row').nth(cycle);
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/dashboard/recurrences/create');
  await expectPage(page, '/dashboard/recurrences/create', 'Nova recorrência');
  await page.getByRole('textbox', { name: /Nome do cliente/ }).fill('Diana Assinante');
  await page.getByRole('textbox', { name: /E-mail do cliente/ }).fill('diana@example.com');
  await page.getByRole('textbox', { name: /CPF ou CNPJ/ }).pressSequentially('52998224725');
  await page.getByRole('textbox', { name: /Descrição/ }).fill('Plano e2e');
  await page.getByRole('textbox', { name: 'Valor de cada cobrança' }).pressSequentially('49,90');
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill('4000000000009995');
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('DIANA ASSINANTE');
  await page.getByRole('textbox', { name: 'Validade' }).pressSequentially('122030');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Criar recorrência' }).click();
  await expect(page).toHaveURL(/\/dashboard\/recurrences\/preview\/[0-9a-f]{20}$/, { timeout: 60_000 });
  expect(page.url()).not.toContain('4000');

  // Due today and refused by the issuer: retried in two days.
  await expect(charge(1)).toContainText('Nova tentativa agendada');
  await expect(charge(1)).toContainText('Saldo ou limite insuficiente');
  await moveClock(2);
  await page.reload();
  await expect(charge(1)).toContainText(/Nova tentativa agendada\s*2/);

  // A new card, nothing charged now: the next retry, two days later, is paid with it.
  await page.getByRole('button', { name: 'Trocar cartão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trocar o cartão' });
  await dialog.getByRole('textbox', { name: 'Número do cartão' }).fill('5555555555554444');
  await dialog.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('DIANA ASSINANTE');
  await dialog.getByRole('textbox', { name: 'Validade' }).pressSequentially('122030');
  await dialog.getByRole('textbox', { name: 'CVV' }).fill('321');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Mastercard final 4444')).toBeVisible();
  await expect(charge(1)).toContainText('Nova tentativa agendada');
  await moveClock(4);
  await page.reload();
  await expect(charge(1)).toContainText(/Paga\s*3/);

  // Paused: no charge to come; resumed from a date of the merchant's choice.
  await page.getByRole('button', { name: 'Pausar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pausar' }).click();
  await expect(facts.getByText('Pausada')).toBeVisible();
  await page.getByRole('button', { name: 'Retomar' }).click();
  const resume = page.getByRole('dialog', { name: 'Retomar a assinatura' });
  const clock = (await (await request.get(`${sandboxUrl}/api/sandbox/clock`)).json()) as { now: string };
  const resumeOn = new Date(Date.parse(`${clock.now.slice(0, 10)}T12:00:00Z`) + 10 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await resume.getByLabel('Data da próxima cobrança').fill(resumeOn);
  await resume.getByRole('button', { name: 'Retomar' }).click();
  await expect(facts.getByText('Ativa')).toBeVisible();

  // On the list, and canceled for good.
  await page.goto('/dashboard/recurrences?busca=Diana');
  await expect(page.getByRole('region', { name: 'Tabela de assinaturas' })).toContainText('Plano e2e');
  await page.getByRole('link', { name: /Diana Assinante/ }).click();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(facts.getByText('Cancelada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausar' })).toHaveCount(0);
  await moveClock(0);
});

test('a plan (Recorrências Anônimo): its link subscribes a customer on a phone, who is then charged each cycle', async ({
  page,
  browser,
}) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/dashboard/fixed/recurrences/create');
  await expectPage(page, '/dashboard/fixed/recurrences/create', 'Nova recorrência anônima');
  await page.getByRole('textbox', { name: /Descrição/ }).fill('Clube e2e');
  await page.getByRole('textbox', { name: 'Valor de cada cobrança' }).pressSequentially('39,90');
  await page.getByRole('button', { name: 'Criar plano' }).click();
  await expect(page).toHaveURL(/\/dashboard\/fixed\/recurrences\/preview\/[0-9a-f]{20}$/, { timeout: 60_000 });
  const planUrl = page.url();
  const link =
    (await page
      .getByRole('region', { name: 'Link de assinatura' })
      .getByText(/\/checkout\/[0-9a-f]{20}$/)
      .textContent()) ?? '';
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/[0-9a-f]{20}$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', hasTouch: true });
  const buyer = await phone.newPage();
  await buyer.goto(link);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Clube e2e' })).toBeVisible();
  await expect(buyer.getByText(/^Assinatura mensal: este é o primeiro pagamento/)).toBeVisible();
  await payerFills(buyer, 'Eva Assinante', 'eva@example.com', '52998224725');
  await buyer.getByRole('textbox', { name: /Número do cartão/ }).fill('4111111111111111');
  await buyer.getByRole('textbox', { name: /Nome impresso/ }).fill('EVA ASSINANTE');
  await buyer.getByRole('textbox', { name: /Validade/ }).fill('122030');
  await buyer.getByRole('textbox', { name: /CVV/ }).fill('123');
  await buyer.getByRole('button', { name: 'Pagar R$ 39,90' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pagamento confirmado' })).toBeVisible();
  await phone.close();

  await page.goto(planUrl);
  const subscribers = page.getByRole('region', { name: 'Tabela de assinantes' });
  await expect(subscribers).toContainText('Eva Assinante');
  await subscribers.getByRole('link', { name: 'Eva Assinante' }).click();
  await expect(page.getByText('Visa final 1111')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabela de cobranças' }).getByRole('row').nth(1)).toContainText('Paga');
});
