import { expect, test, type Page } from '@playwright/test';
import { callApi, postApi, signInTo } from './helpers';

// Disputes of issue 17 on the built portal and its in-browser sandbox: a chargeback opened by the sandbox's
// control counts down on the list, is contested once with a justification and a file (the evidence then locked,
// the answer kept after a reload and in the audit log); another, accepted, puts the contract's fine in the
// statement.

interface OpenedDispute {
  transactionId: string;
  amount: number;
  fine: number;
}

/** Signs cliente@ in and has the sandbox open a chargeback on one of its sales, `hoursAgo` hours ago. */
async function openChargeback(page: Page, hoursAgo: number) {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  return postApi<OpenedDispute>(page, 'sandbox/disputes', { kind: 'chargeback', outcome: 'won', hoursAgo });
}

test('a chargeback is contested once with evidence, kept after a reload and written in the audit log', async ({
  page,
}) => {
  const opened = await openChargeback(page, 230);
  await page.goto('/dashboard/transfers/chargebacks');
  const table = page.getByRole('region', { name: 'Tabela de disputas' }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: opened.transactionId });
  await expect(row).toContainText(/Faltam (9|10) h.* · Menos de 24 h/, { timeout: 30_000 });

  await row.getByRole('button', { name: `Responder à disputa ${opened.transactionId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Chargeback da transação ${opened.transactionId}` });
  await dialog
    .getByRole('textbox', { name: /Justificativa/ })
    .fill('Mercadoria entregue ao portador em 12/11, com assinatura no comprovante da transportadora.');
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'comprovante-entrega.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await dialog.getByRole('button', { name: 'Enviar resposta' }).dblclick();
  await expect(dialog.getByText(/Resposta enviada. As evidências ficam guardadas/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('list', { name: 'Evidências' })).toContainText('comprovante-entrega.pdf');
  await expect(dialog.getByRole('button', { name: 'Enviar resposta' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('dialog')).toContainText('Contestada, em análise', { timeout: 30_000 });
  const audit = await callApi<{ data: { data: Array<{ url: string; new_values: Record<string, string> }> } }>(
    page,
    'api/audit/logs?systemOrigin=PAINEL',
  );
  const answers = audit.data.data.filter((entry) => entry.url === `disputes/${opened.transactionId}/answer`);
  expect(answers).toHaveLength(1);
  expect(answers[0]?.new_values).toMatchObject({ resposta: 'Contestada', evidencias: 'comprovante-entrega.pdf' });
});

test("an accepted chargeback is lost at once and the contract's fine is a line of today's statement", async ({
  page,
}) => {
  const opened = await openChargeback(page, 2);
  await page.goto(`/dashboard/transactions/preview/${opened.transactionId}`);
  await page
    .getByRole('region', { name: 'Contestação' })
    .getByRole('link', { name: 'Responder à disputa' })
    .click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: `Chargeback da transação ${opened.transactionId}` });
  await dialog.getByRole('radio', { name: 'Aceitar e encerrar' }).click({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(dialog.getByText('Perdida')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/dashboard/BankingActivity?periodo=today&busca=${opened.transactionId}`);
  const statement = page.getByRole('region', { name: 'Lançamentos' }).getByRole('table');
  await expect(statement).toContainText(`Multa de chargeback ${opened.transactionId}`, { timeout: 30_000 });
  // A debit is written with its sign after the currency, as a screen reader says it ("R$ -15,00").
  const fine = `R$ -${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(opened.fine / 100)}`;
  await expect(statement).toContainText(fine);
});
