import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPage, signInTo } from './helpers';

// The Extrato Bancário of issue 17 on the built portal and its in-browser sandbox: the summary reconciles with
// the balances and with the exported CSV, the view lives in the URL, the PDF downloads, an operator is refused.

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''));
const figure = async (region: Locator, name: string) =>
  cents(await region.getByRole('region', { name }).locator('p').first().innerText());
const csvCents = (value: string) => Number(value.replace(',', ''));

async function openStatement(page: Page, query = '') {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto(`/dashboard/BankingActivity${query}`);
  await expect(page.getByRole('heading', { name: 'Extrato Bancário', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Lançamentos' }).getByRole('table')).toHaveAttribute(
    'aria-busy',
    'false',
    { timeout: 30_000 },
  );
}

test("the statement's summary reconciles with today's balance and with the sum of the CSV's lines", async ({
  page,
}) => {
  await openStatement(page);
  const summary = page.getByRole('region', { name: 'Resumo do período' });
  const opening = await figure(summary, 'Saldo inicial');
  const credits = await figure(summary, 'Entradas');
  const debits = -(await figure(summary, 'Saídas'));
  const closing = await figure(summary, 'Saldo final');
  expect(opening + credits - debits).toBe(closing);
  const balances = page.getByRole('region', { name: 'Saldos de hoje' });
  await expect(balances.getByRole('region', { name: 'Saldo disponível' })).not.toHaveAttribute('aria-busy', 'true');
  expect(await figure(balances, 'Saldo disponível')).toBe(closing);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`extrato_2_${daysAgo(29)}_a_${today()}.csv`);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = text.slice(1).trimEnd().split('\r\n');
  expect(rows[0]?.split(';')).toEqual([
    'Data',
    'Tipo',
    'Descrição',
    'Transação',
    'Transferência',
    'Valor bruto',
    'Tarifas',
    'Valor',
    'Saldo',
  ]);
  const cell = (row: string | undefined, index: number) => row?.split(';')[index] ?? '';
  expect(csvCents(cell(rows[1], 8))).toBe(opening);
  expect(csvCents(cell(rows.at(-1), 8))).toBe(closing);
  const lines = rows.slice(2, -1);
  const amounts = lines.map((row) => csvCents(cell(row, 7)));
  expect(amounts.filter((a) => a >= 0).reduce((s, a) => s + a, 0)).toBe(credits);
  expect(-amounts.filter((a) => a < 0).reduce((s, a) => s + a, 0)).toBe(debits);
  await expect(page.getByText(`${lines.length} lançamentos baixados em ${file.suggestedFilename()}.`)).toBeVisible();

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`extrato_2_${daysAgo(29)}_a_${today()}.pdf`);
  const bytes = await readFile((await pdfFile.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the filters live in the URL: a reload and Back give the same view', async ({ page }) => {
  await openStatement(page);
  await page.getByRole('combobox', { name: 'Entrada/saída' }).selectOption('out');
  await expect(page).toHaveURL(/\/dashboard\/BankingActivity\?fluxo=saidas$/);
  const table = page.getByRole('region', { name: 'Lançamentos' }).getByRole('table');
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const valueColumn = table.getByRole('row').nth(1);
  await expect(valueColumn).toContainText('R$ -');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Entrada/saída' })).toHaveValue('out', { timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/BankingActivity$/);
  await expect(page.getByRole('combobox', { name: 'Entrada/saída' })).toHaveValue('');
});

test('an operator without view_bank_statement is not authorised', async ({ page }) => {
  await signInTo(page, 'operador@painel.dev', '/dashboard/simulator', 'Simular Proposta');
  await page.goto('/dashboard/BankingActivity');
  await expectPage(page, '/not-authorized', 'Acesso não autorizado');
});
