import { addDays } from '@painel/api-client';
import { formatInteger, formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { captureDownloads } from '../../storybook/downloads';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin, storyUsers.partner);
const PATH = '/dashboard/statements';

const meta = {
  title: 'Screens/Money/Extratos',
  ...story.screenMeta(PATH, storyUsers.merchant),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('region', { name: `Tabela de ${name.toLowerCase()}` })).getByRole('table');
const ready = async (canvas: Canvas) => {
  await canvas.findByRole('region', { name: 'Tabela de parcelas' }, LONG);
  await waitFor(() => expect(table(canvas, 'Parcelas')).toHaveAttribute('aria-busy', 'false'), LONG);
};
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const card = (canvas: Canvas, section: string, name: string) =>
  within(canvas.getByRole('region', { name: section })).getByRole('region', { name });
const next90 = () => ({ from: addDays(story.today(), 1), to: addDays(story.today(), 90) });

export const Merchant: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const api = storyApi(story.sandbox, storyUsers.merchant);
    const [expected, balances] = await Promise.all([api.receivables(next90()), api.balances()]);
    // The schedule's a receber is the balances' a receber: one ledger for both screens.
    await expect(card(canvas, 'Resumo da agenda', 'A receber (total)')).toHaveTextContent(
      formatMoney(balances.receivable),
    );
    await expect(card(canvas, 'Resumo da agenda', 'Próximos 30 dias')).toHaveTextContent(
      formatMoney(balances.receivableNext30Days),
    );
    await expect(card(canvas, 'Totais do filtro', 'Número de parcelas')).toHaveTextContent(
      formatInteger(expected.totals.count),
    );
    await expect(card(canvas, 'Totais do filtro', 'Valor líquido')).toHaveTextContent(formatMoney(expected.totals.net));
    await expect(bodyRows(table(canvas, 'Parcelas'))).toHaveLength(Math.min(20, expected.total));
    await expect(bodyRows(table(canvas, 'Recebíveis por dia'))).toHaveLength(Math.min(10, expected.days.length));
    await expect(canvas.getByRole('button', { name: 'Antecipar selecionados' })).toBeDisabled();
  },
};

/** Exportar CSV: every installment of the filter, across pages, adding up to the filter's net (issue 30 §2). */
export const ExportsTheSchedule: Story = {
  play: async ({ canvas }) => {
    const downloads = captureDownloads();
    await ready(canvas);
    const expected = await storyApi(story.sandbox, storyUsers.merchant).receivables(next90());
    await expect(expected.total).toBeGreaterThan(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    const file = `recebiveis_${next90().from}_a_${next90().to}.csv`;
    await visible(await canvas.findByText(`${formatInteger(expected.total)} linhas baixadas em ${file}.`, {}, LONG));
    const [header = '', ...lines] = await downloads.lastLines();
    await expect(lines).toHaveLength(expected.total);
    // The net column adds up, to the cent, to the filter's total.
    const net = header.split(';').indexOf('Valor líquido');
    const cents = lines.reduce((sum, line) => sum + Number((line.split(';')[net] ?? '').replace(',', '')), 0);
    await expect(cents).toBe(expected.totals.net);
  },
};

export const PledgedAsGuarantee: Story = {
  args: { path: `${PATH}?periodo=next365&situacao=pledged` },
  play: async ({ canvas }) => {
    await ready(canvas);
    const rows = bodyRows(table(canvas, 'Parcelas'));
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(row).toHaveTextContent('Comprometido');
      // Pledged installments cannot be chosen for anticipation.
      await expect(within(row).queryByRole('checkbox')).toBeNull();
    }
    await expect(canvas.getByText('Situação: Comprometido')).toBeVisible();
  },
};

export const ChooseAndAnticipate: Story = {
  args: { path: `${PATH}?situacao=waiting` },
  play: async ({ canvas }) => {
    await ready(canvas);
    const boxes = within(table(canvas, 'Parcelas')).getAllByRole('checkbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await expect(await canvas.findByText(/^2 parcelas selecionadas · R\$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Antecipar selecionados' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Antecipações' }, LONG));
    await visible(await canvas.findByText(/2 parcelas escolhidas\./, {}, LONG));
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/recebiveis=TX\d{14}-\d+%2CTX\d{14}-\d+/);
  },
};

export const OpensADay: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const first = bodyRows(table(canvas, 'Recebíveis por dia'))[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('link'));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Extrato futuro' }, LONG));
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(
      /\/dashboard\/statements\/future\/preview\/2\/\d{4}-\d{2}-\d{2}/,
    );
  },
};

export const AdministratorSeesAllMerchants: Story = {
  args: { user: storyUsers.admin },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getByText('Escolha um estabelecimento para abrir um dia ou antecipar parcelas.')).toBeVisible();
    await expect(
      within(table(canvas, 'Parcelas')).getByRole('columnheader', { name: 'Estabelecimento' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Antecipar selecionados' })).toBeNull();
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Estabelecimento' }, LONG),
      'Loja Exemplo',
    );
    await visible(await canvas.findByRole('button', { name: 'Antecipar selecionados' }, LONG));
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('lojista=2');
  },
};

export const PaidLastMonth: Story = {
  args: { path: `${PATH}?periodo=last30` },
  play: async ({ canvas }) => {
    await ready(canvas);
    const rows = bodyRows(table(canvas, 'Parcelas'));
    await expect(rows.length).toBeGreaterThan(0);
    await expect(within(table(canvas, 'Parcelas')).getAllByText('Pago').length).toBeGreaterThan(0);
    await expect(within(table(canvas, 'Parcelas')).queryByRole('checkbox')).toBeNull();
  },
};

export const Empty: Story = {
  args: { path: `${PATH}?periodo=next7&situacao=canceled` },
  play: async ({ canvas }) => {
    const [notice] = await canvas.findAllByText('Nenhum resultado para os filtros aplicados:', {}, LONG);
    await visible(notice as HTMLElement);
    await expect(card(canvas, 'Totais do filtro', 'Valor líquido')).toHaveTextContent(formatMoney(0));
  },
};

export const Loading: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET receivables', 'never');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Tabela de parcelas' }, LONG);
    await expect(table(canvas, 'Parcelas')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET receivables', 'server-error');
  },
  play: async ({ canvas }) => {
    const retry = (await canvas.findAllByRole('button', { name: 'Tentar novamente' }, LONG))[0] as HTMLElement;
    story.sandbox.force('GET receivables', null);
    await userEvent.click(retry);
    await ready(canvas);
    await waitFor(() => expect(bodyRows(table(canvas, 'Parcelas')).length).toBeGreaterThan(0), LONG);
  },
};

/** At 390 px: each row a card, its amount first, the filters folded. */
export const OnAPhone: Story = phoneList('Tabela de recebíveis por dia');

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = laptopList('Tabela de recebíveis por dia', ['Líquido']);
