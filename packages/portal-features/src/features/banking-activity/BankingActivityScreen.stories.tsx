import { addDays, type LedgerStatementLine, type StatementFilters } from '@painel/api-client';
import { formatDate, formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin, storyUsers.partner);
const PATH = '/dashboard/BankingActivity';

interface Loaded {
  path?: string;
  /** The day the sandbox and the portal are moved to (a moment in the history). */
  day?: string;
  line?: LedgerStatementLine;
  companyId?: number;
}

/** The first line of a kind, in any merchant's last 12 months, that passes a test (as the administrator). */
async function findLine(types: StatementFilters['types'], test: (line: LedgerStatementLine) => boolean) {
  story.reset();
  const api = storyApi(story.sandbox, storyUsers.admin);
  const { merchants } = await api.moneyCompanies();
  for (const merchant of merchants) {
    const statement = await api.ledgerStatement({
      from: addDays(story.today(), -360),
      to: story.today(),
      companyId: merchant.companyId,
      types,
      pageSize: 100,
    });
    const line = statement.lines.find(test);
    if (line) return { line, companyId: merchant.companyId };
  }
  throw new Error('no such line in the story sandbox');
}

const meta = {
  title: 'Screens/Money/Extrato Bancário',
  ...story.screenMeta(PATH, storyUsers.merchant),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const tableNow = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Lançamentos' })).getByRole('table');
const ready = async (canvas: Canvas) => {
  await canvas.findByRole('region', { name: 'Lançamentos' }, LONG);
  await waitFor(() => expect(tableNow(canvas)).toHaveAttribute('aria-busy', 'false'), LONG);
  return tableNow(canvas);
};
const figure = (canvas: Canvas, section: string, name: string) =>
  within(canvas.getByRole('region', { name: section })).getByRole('region', { name });
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Endereço atual' });
const last30 = () => ({ from: addDays(story.today(), -29), to: story.today() });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Merchant: Story = {
  play: async ({ canvas }) => {
    const table = await ready(canvas);
    const api = storyApi(story.sandbox, storyUsers.merchant);
    const [expected, balances] = await Promise.all([api.ledgerStatement(last30()), api.balances()]);
    // One ledger: the period's closing balance is today's available balance.
    await expect(expected.closingBalance).toBe(balances.available);
    await waitFor(
      () =>
        expect(figure(canvas, 'Resumo do período', 'Saldo final')).toHaveTextContent(
          formatMoney(expected.closingBalance),
        ),
      LONG,
    );
    await expect(figure(canvas, 'Resumo do período', 'Saldo inicial')).toHaveTextContent(
      formatMoney(expected.openingBalance),
    );
    await visible(
      canvas.getByText(
        `${formatMoney(expected.openingBalance)} + ${formatMoney(expected.credits)} − ${formatMoney(expected.debits)} = ${formatMoney(expected.closingBalance)}`,
      ),
    );
    await waitFor(
      () =>
        expect(figure(canvas, 'Saldos de hoje', 'Saldo disponível')).toHaveTextContent(formatMoney(balances.available)),
      LONG,
    );
    await expect(figure(canvas, 'Saldos de hoje', 'A receber')).toHaveTextContent(formatMoney(balances.receivable));
    // Newest first: the first line carries its day's closing balance, and a sale links to its transaction.
    const [first] = bodyRows(table);
    await expect(first).toHaveTextContent(formatMoney(expected.lines[0]?.dayClosingBalance ?? NaN));
    const sale = expected.lines.find((line) => line.transactionId);
    await visible(within(table).getAllByRole('link', { name: sale?.description ?? '' })[0] as HTMLElement);
    await expect(canvas.getByRole('link', { name: 'Antecipar' })).toHaveAttribute('href', '/dashboard/anticipations');
  },
};

export const OutgoingOnly: Story = {
  args: { path: `${PATH}?fluxo=saidas` },
  play: async ({ canvas }) => {
    const table = await ready(canvas);
    const expected = await storyApi(story.sandbox, storyUsers.merchant).ledgerStatement({
      ...last30(),
      direction: 'out',
    });
    await visible(canvas.getAllByText('Entrada/saída: Saídas')[0] as HTMLElement);
    const rows = bodyRows(table);
    await expect(rows.length).toBe(Math.min(20, expected.total));
    for (const [index, row] of rows.entries()) {
      await expect(row).toHaveTextContent(formatMoney(expected.lines[index]?.amount ?? 0));
      await expect(expected.lines[index]?.amount).toBeLessThan(0);
    }
    await visible(
      canvas.getByText(new RegExp(`Com os filtros: ${expected.matched.count} lançamentos, entradas R\\$ 0,00`)),
    );
  },
};

export const Empty: Story = {
  args: { path: `${PATH}?busca=nada-por-aqui` },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Nenhum resultado para os filtros aplicados:', {}, LONG));
    const clear = canvas.getAllByRole('button', { name: 'Limpar filtros' }).at(-1) as HTMLElement;
    await userEvent.click(clear);
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/dashboard\/BankingActivity$/), LONG);
    await waitFor(() => expect(bodyRows(tableNow(canvas)).length).toBeGreaterThan(1), LONG);
  },
};

export const AdministratorPicksAMerchant: Story = {
  args: { user: storyUsers.admin },
  play: async ({ canvas }) => {
    await ready(canvas);
    const merchant = await canvas.findByRole('combobox', { name: 'Estabelecimento' }, LONG);
    await userEvent.selectOptions(merchant, 'Loja Exemplo');
    await waitFor(() => expect(address(canvas)).toHaveTextContent(`${PATH}?lojista=2`), LONG);
    const expected = await storyApi(story.sandbox, storyUsers.admin).ledgerStatement({ ...last30(), companyId: 2 });
    await waitFor(
      () =>
        expect(figure(canvas, 'Resumo do período', 'Saldo final')).toHaveTextContent(
          formatMoney(expected.closingBalance),
        ),
      LONG,
    );
    // The store filter offers Loja Exemplo's stores.
    await visible(canvas.getByRole('group', { name: 'Loja' }));
  },
};

export const Partner: Story = {
  args: { user: storyUsers.partner },
  play: async ({ canvas }) => {
    await ready(canvas);
    const api = storyApi(story.sandbox, storyUsers.partner);
    const { merchants } = await api.moneyCompanies();
    const merchant = await canvas.findByRole('combobox', { name: 'Estabelecimento' }, LONG);
    await expect(
      within(merchant)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(merchants.map((m) => m.name));
    const expected = await api.ledgerStatement({ ...last30(), companyId: merchants[0]?.companyId });
    await waitFor(
      () =>
        expect(figure(canvas, 'Resumo do período', 'Saldo final')).toHaveTextContent(
          formatMoney(expected.closingBalance),
        ),
      LONG,
    );
  },
};

export const BlockedBalance: Story = {
  args: { user: storyUsers.admin },
  loaders: [
    async (): Promise<Loaded> => {
      const { line, companyId } = await findLine(['med_block'], () => true);
      return { line, companyId, day: addDays(line.date, 1), path: `${PATH}?lojista=${companyId}` };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const { companyId, line } = loaded as Loaded;
    await ready(canvas);
    const balances = await storyApi(story.sandbox, storyUsers.admin).balances(companyId);
    const block = balances.blocks.find((b) => b.transactionId === line?.transactionId);
    await expect(block?.amount).toBe(-(line?.amount ?? 0));
    const blocked = figure(canvas, 'Saldos de hoje', 'Bloqueado');
    await waitFor(() => expect(blocked).toHaveTextContent(formatMoney(balances.blocked)), LONG);
    await expect(blocked).toHaveTextContent(
      `MED (Pix em contestação): ${formatMoney(block?.amount ?? 0)}, liberação prevista ${formatDate(block?.releaseDate ?? '')}`,
    );
  },
};

export const RefundReservedInBloqueado: Story = {
  beforeEach: async () => {
    story.reset();
    // An accepted refund: its amount leaves the available balance at once and waits in Bloqueado for its batch.
    const api = storyApi(story.sandbox, storyUsers.merchant);
    const { items } = await api.transactions({ from: addDays(story.today(), -5), to: story.today(), status: ['paid'] });
    for (const item of items) {
      if ((await api.transaction(item.id)).refund.allowed) {
        await api.refundTransaction(item.id, 'story-refund-hold');
        return;
      }
    }
    throw new Error('no refundable sale in the story sandbox');
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    const balances = await storyApi(story.sandbox, storyUsers.merchant).balances();
    const hold = balances.blocks.find((block) => block.reason === 'refund');
    await expect(hold).toBeDefined();
    const blocked = figure(canvas, 'Saldos de hoje', 'Bloqueado');
    await waitFor(() => expect(blocked).toHaveTextContent(formatMoney(balances.blocked)), LONG);
    await expect(blocked).toHaveTextContent(
      `Estorno reservado até o envio ao cliente: ${formatMoney(hold?.amount ?? 0)}, liberação prevista ${formatDate(hold?.releaseDate ?? '')}`,
    );
  },
};

export const NegativeAfterChargeback: Story = {
  args: { user: storyUsers.admin },
  loaders: [
    async (): Promise<Loaded> => {
      const { line, companyId } = await findLine(['chargeback'], (l) => l.balanceAfter < 0);
      return {
        line,
        companyId,
        path: `${PATH}?lojista=${companyId}&periodo=custom&de=${line.date}&ate=${line.date}&tipo=chargeback`,
      };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const { line } = loaded as Loaded;
    const table = await ready(canvas);
    const row = bodyRows(table).find((r) => r.textContent?.includes(line?.description ?? '-'));
    await expect(row).toBeDefined();
    // The chargeback took the balance below zero: the figure says so, in the danger colour.
    await expect(row).toHaveTextContent(formatMoney(line?.balanceAfter ?? 0));
    await visible(canvas.getAllByText('Tipo: Chargeback')[0] as HTMLElement);
  },
};

export const DownloadsCsvAndPdf: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const { from, to } = last30();
    const expected = await storyApi(story.sandbox, storyUsers.merchant).ledgerStatement(last30());
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await visible(
      await canvas.findByText(`${expected.total} lançamentos baixados em extrato_2_${from}_a_${to}.csv.`, {}, LONG),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar PDF' }));
    await visible(await canvas.findByText(`Extrato baixado em extrato_2_${from}_a_${to}.pdf.`, {}, LONG));
  },
};

export const PdfOnlyUpTo93Days: Story = {
  args: { path: `${PATH}?periodo=custom&de=${addDays(story.today(), -120)}&ate=${story.today()}` },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar PDF' }));
    await visible(await canvas.findByRole('alert', {}, LONG));
    await expect(canvas.getByRole('alert')).toHaveTextContent('O PDF cobre até 93 dias.');
  },
};

export const Loading: Story = {
  args: { path: `${PATH}?periodo=yesterday` },
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET ledger/statement', 'never');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Lançamentos' }, LONG);
    await expect(tableNow(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('region', { name: 'Resumo do período' })).getAllByText('–').length).toBe(4);
  },
};

export const Failed: Story = {
  args: { path: `${PATH}?periodo=lastMonth` },
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET ledger/statement', 'server-error');
  },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' }, LONG);
    story.sandbox.force('GET ledger/statement', null);
    await userEvent.click(retry);
    await ready(canvas);
    await waitFor(() => expect(bodyRows(tableNow(canvas)).length).toBeGreaterThan(1), LONG);
    await expect(address(canvas)).toHaveTextContent(`${PATH}?periodo=lastMonth`);
  },
};

/** At 390 px: each row a card, its amount first, the filters folded. */
export const OnAPhone: Story = phoneList('Lançamentos');

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = laptopList('Lançamentos', ['Valor', 'Saldo após']);
