import { expect, test, type Page } from '@playwright/test';
import { callApi, createFixedLink, sandboxCut, signInTo } from '../helpers';

// `pnpm start` serves one sandbox to every browser: what the merchant makes here, a customer opens elsewhere.
// One sandbox for the file's tests too, so they run one after the other (one moves the clock).
test.describe.configure({ mode: 'serial' });

test('a payment link made in one browser is paid by Pix in another, and the sale is in the merchant’s list and Indicadores', async ({
  page,
  browser,
}) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  const checkoutUrl = await createFixedLink(page, 'Caneca compartilhada', '87,50');
  expect(checkoutUrl).toMatch(/\/checkout\/[0-9a-f]{20}$/);

  // Another browser: no cookie, no storage, nothing of the merchant's; on the in-browser sandbox this link
  // would be "Link de pagamento não encontrado".
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const buyer = await elsewhere.newPage();
  await buyer.goto(checkoutUrl);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Caneca compartilhada' })).toBeVisible({
    timeout: 60_000,
  });
  await buyer.getByRole('textbox', { name: /Nome completo/ }).fill('Dora Distante');
  await buyer.getByRole('textbox', { name: /E-mail/ }).fill('dora@example.com');
  await buyer.getByRole('textbox', { name: /CPF ou CNPJ/ }).fill('11144477735');
  await buyer.getByRole('tab', { name: 'Pix' }).click();
  await buyer.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(buyer.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pagamento confirmado' })).toBeVisible({
    timeout: 60_000,
  });
  await elsewhere.close();

  // Back in the first browser: the sale is the merchant's.
  await page.reload();
  const payments = page.getByRole('region', { name: 'Tabela de pagamentos do link' });
  await expect(payments).toContainText('Dora Distante');
  const sale =
    (await payments.getByRole('row').filter({ hasText: 'Dora Distante' }).getByRole('link').textContent()) ?? '';
  expect(sale).toMatch(/^TX\d{14}$/);
  await page.goto(`/dashboard/transactions?busca=${sale}`);
  const sales = page.getByRole('region', { name: 'Transações', exact: true });
  await expect(sales).toContainText(sale);
  await expect(sales).toContainText('R$ 87,50');
  await page.goto('/dashboard/ecommerce');
  await expect(page.getByRole('list', { name: 'Últimas transações' })).toContainText('Dora Distante');
});

interface Detail {
  id: string;
  amount: number;
  status: string;
  refund: { allowed: boolean };
}

const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** The first sale of the last days the balance covers and the refund rules allow. */
async function refundableSale(page: Page): Promise<Detail> {
  const today = await callApi<{ now: string }>(page, 'sandbox/clock');
  const day = today.now.slice(0, 10);
  // The last 20 days: whatever day of the month it is, there are sales the refund rules allow.
  const from = new Date(Date.parse(`${day}T12:00:00Z`) - 20 * 86_400_000).toISOString().slice(0, 10);
  const list = await callApi<{ items: Array<{ id: string }> }>(
    page,
    `transactions?from=${from}&to=${day}&status=paid&method=credit,pix&pageSize=100`,
  );
  for (const item of list.items) {
    const detail = await callApi<Detail>(page, `transactions/${item.id}`);
    if (detail.refund.allowed) return detail;
  }
  throw new Error('no refundable sale in the last 20 days');
}

// Money promised is money reserved: over the shared HTTP sandbox, as `pnpm start` serves it.
test('an accepted refund is reserved at once: Bloqueado says so, a transfer is offered that much less, and the refund still goes', async ({
  page,
  request,
}) => {
  // Whatever the hour (just after Monday's payout the balance is small), the merchant has money to spend.
  const login = await request.post('/api/login', {
    data: { email: 'admin@painel.dev', password: 'Painel@123', token_recaptcha: 'e2e', ip: '' },
  });
  const { token } = (await login.json()) as { token: string };
  const credit = await request.post('/api/adjustments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      idempotencyKey: `e2e-credit-${Date.now()}`,
      companyId: 2,
      direction: 'credit',
      amount: 500_000,
      reason: 'Saldo para o teste do estorno reservado',
      confirmation: 'code',
      code: '123456',
    },
  });
  expect(credit.status()).toBe(201);
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  const sale = await refundableSale(page);
  // Balances compare to the cent within one ten-minute cut (a new cut brings the sales made since).
  const cut = sandboxCut();
  const before = await callApi<{ available: number }>(page, 'transfers/options');
  await page.goto(`/dashboard/transactions/preview/${sale.id}`);
  await page.getByRole('region', { name: 'Estorno' }).getByRole('button', { name: 'Estornar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar estorno' });
  await dialog.getByRole('button', { name: 'Confirmar estorno' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  // The reservation is in Bloqueado on Extrato Bancário, with its reason.
  await page.goto('/dashboard/BankingActivity');
  const blocked = page.getByRole('region', { name: 'Saldos de hoje' }).getByRole('region', { name: 'Bloqueado' });
  await expect(blocked).toContainText('Estorno reservado até o envio ao cliente', { timeout: 60_000 });

  // Nova transferência offers the available balance, which the refund already left, and all of it can go.
  await page.goto('/dashboard/transfers');
  await page.getByRole('button', { name: 'Nova transferência' }).click();
  const form = page.getByRole('dialog');
  const hint = (await form.getByText(/Saldo disponível:/).textContent()) ?? '';
  const offered = cents(/Saldo disponível: (R\$\s?[\d.,]+)/.exec(hint)?.[1] ?? '');
  const options = await callApi<{ available: number; dailyLimit: number; usedToday: number }>(
    page,
    'transfers/options',
  );
  const balances = await callApi<{
    available: number;
    blocks: Array<{ reason: string; amount: number; transactionId?: string }>;
  }>(page, 'balances');
  expect(balances.blocks).toContainEqual(
    expect.objectContaining({ reason: 'refund', amount: sale.amount, transactionId: sale.id }),
  );
  expect(options.available).toBe(balances.available);
  if (sandboxCut() === cut) {
    expect(offered).toBe(before.available - sale.amount);
    expect(options.available).toBe(before.available - sale.amount);
  }
  await form.getByRole('textbox', { name: 'Chave Pix' }).fill('ana@exemplo.com.br');
  await form.getByRole('button', { name: 'Transferir tudo' }).click();
  if (options.available > options.dailyLimit - options.usedToday) {
    await form.getByRole('textbox', { name: 'Valor' }).fill('');
    await form
      .getByRole('textbox', { name: 'Valor' })
      .pressSequentially(String(options.dailyLimit - options.usedToday));
  }
  await form.getByRole('button', { name: 'Revisar' }).click();
  const review = page.getByRole('dialog', { name: 'Revise a transferência' });
  await review.getByRole('textbox', { name: 'Código de verificação (2FA)' }).fill('123456');
  await review.getByRole('button', { name: 'Confirmar transferência' }).click();
  await expect(page.getByRole('dialog', { name: 'Comprovante' })).toBeVisible({ timeout: 60_000 });

  // The next batch sends the refund all the same (a day later, to be past any ten-minute step).
  expect((await request.post('/api/sandbox/clock', { data: { offsetDays: 1 } })).ok()).toBe(true);
  await page.goto(`/dashboard/transactions/preview/${sale.id}`);
  await expect(page.getByText(/^Estornada: solicitado por Carla Cliente/)).toBeVisible({ timeout: 60_000 });
  const done = await callApi<Detail>(page, `transactions/${sale.id}`);
  expect(done.status).toBe('refunded');
  expect((await request.post('/api/sandbox/clock', { data: { offsetDays: 0 } })).ok()).toBe(true);
});
