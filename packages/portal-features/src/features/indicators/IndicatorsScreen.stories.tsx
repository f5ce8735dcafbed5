import { addDays } from '@painel/api-client';
import { transactionMetricsOf } from '@painel/api-client/money';
import { formatMoney, formatPercent, formatInteger } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.partner, storyUsers.admin, storyUsers.operator);

const meta = {
  title: 'Screens/Money/Indicadores',
  component: PortalStory,
  args: { path: '/dashboard/ecommerce', user: storyUsers.merchant, clock: story.clock },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', ...story.parameters },
  beforeEach: story.reset,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Visible once the page transition has run. */
const card = (canvas: Canvas, name: string) => canvas.findByRole('region', { name }, LONG);
const settled = async (region: HTMLElement) =>
  waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'), LONG);

/** The last 7 days (the default period) as the API takes them. */
const last7 = () => ({ from: addDays(story.today(), -6), to: story.today() });

export const Merchant: Story = {
  play: async ({ canvas }) => {
    const volume = await card(canvas, 'Volume transacionado');
    await settled(volume);
    // The same formula as the list: Σ captured value of the filtered set, the list's "Valor bruto" total.
    const api = storyApi(story.sandbox, storyUsers.merchant);
    const [list, byStatus] = await Promise.all([api.transactions(last7()), api.transactionSummary(last7(), 'status')]);
    const metrics = transactionMetricsOf(byStatus.buckets);
    await expect(volume).toHaveTextContent(formatMoney(list.totals.gross));
    await expect(await card(canvas, 'Número de transações')).toHaveTextContent(formatInteger(list.total));
    // Net after what was refunded of the period's sales (D6); the list's net is its detail.
    const net = await card(canvas, 'Líquido após estornos');
    await expect(net).toHaveTextContent(formatMoney(metrics.netAfterRefunds));
    await expect(net).toHaveTextContent(`Valor líquido das vendas: ${formatMoney(list.totals.net)}`);
    await expect(metrics.netAfterRefunds).toBe(list.totals.net - metrics.refunds);
    // The disputes card counts what the disputes screen calls 'Aguardando sua resposta' (D4).
    const disputes = await api.disputeSummary();
    const awaiting = await card(canvas, 'Aguardando sua resposta');
    await waitFor(
      () => expect(awaiting).toHaveTextContent(new RegExp(`^Aguardando sua resposta${disputes.awaiting}`)),
      LONG,
    );
    await expect(awaiting).toHaveTextContent(`${disputes.open} em aberto no total`);
    if (metrics.approvalRate !== null) {
      const approval = await card(canvas, 'Taxa de aprovação');
      await expect(approval).toHaveTextContent(formatPercent(metrics.approvalRate));
      // Its change, if any, is in percentage points (D21).
      if (/Aumento de|Queda de/.test(approval.textContent ?? ''))
        await expect(approval).toHaveTextContent(/(Aumento|Queda) de [\d,]+ p\.p\./);
    }
    // Each figure leads to the list with the same filters.
    const link = within(volume).getByRole('link', { name: 'Ver transações' });
    await expect(link.getAttribute('href')).toBe('/dashboard/transactions');
    await visible(await canvas.findByRole('application', { name: /Volume por dia e forma de pagamento/ }, LONG));
    await expect(canvas.queryByRole('heading', { name: 'Chargebacks por estabelecimento' })).toBeNull();
  },
};

export const FailingSubscriptions: Story = {
  beforeEach: async () => {
    await storyApi(story.sandbox, storyUsers.merchant).createRecurrence({
      idempotencyKey: 'story-failing-subscription',
      kind: 'single',
      customer: { name: 'Bruno Souza', email: 'bruno@example.com', document: '52998224725' },
      description: 'Academia',
      amount: 9_900,
      method: 'card',
      cycle: 'monthly',
      firstDueDate: story.today(),
      // Put on file, then refused for suspected fraud: never retried, the subscription waits for a new card.
      card: { number: '4000000000000341', holderName: 'BRUNO SOUZA', expiry: '12/2030', cvv: '123' },
    });
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('1 assinatura tem cobrança recusada ou vencida.', {}, LONG));
    await expect(canvas.getByRole('link', { name: 'Ver assinaturas com falha' })).toHaveAttribute(
      'href',
      '/dashboard/recurrences?status=incomplete%2Coverdue',
    );
  },
};

/** A dispute with less than 24 hours left is said on the dashboard, with the way to answer it (issue 30 §2). */
export const DisputesDueSoon: Story = {
  beforeEach: async () => {
    await storyApi(story.sandbox, storyUsers.merchant).sandboxOpenDispute({
      kind: 'chargeback',
      outcome: 'won',
      hoursAgo: 230,
    });
  },
  play: async ({ canvas }) => {
    const summary = await storyApi(story.sandbox, storyUsers.merchant).disputeSummary();
    const due = summary.dueIn24h ?? 0;
    await expect(due).toBeGreaterThan(0);
    const text =
      due === 1
        ? '1 disputa vence em menos de 24 horas. Responda antes do prazo para não perdê-la.'
        : `${due} disputas vencem em menos de 24 horas. Responda antes do prazo para não perdê-las.`;
    await visible(await canvas.findByText(text, {}, LONG));
    await expect(canvas.getByRole('link', { name: 'Responder às disputas' })).toHaveAttribute(
      'href',
      '/dashboard/transfers/chargebacks',
    );
  },
};

export const LastThirtyDays: Story = {
  args: { path: '/dashboard/ecommerce?periodo=last30' },
  play: async ({ canvas }) => {
    const volume = await card(canvas, 'Volume transacionado');
    await settled(volume);
    const link = within(volume).getByRole('link', { name: 'Ver transações' });
    await expect(link.getAttribute('href')).toBe('/dashboard/transactions?periodo=last30');
    const refunds = await card(canvas, 'Estornos das vendas do período');
    await expect(within(refunds).getByRole('link', { name: 'Ver estornos' }).getAttribute('href')).toBe(
      '/dashboard/transactions?periodo=last30&status=refunded%2Cpending_refund',
    );
  },
};

export const Partner: Story = {
  args: { user: storyUsers.partner },
  play: async ({ canvas }) => {
    await settled(await card(canvas, 'Volume transacionado'));
    // A partner picks among its merchants; only an administrator has partners to choose.
    await visible(await canvas.findByRole('combobox', { name: 'Estabelecimento' }, LONG));
    await expect(canvas.queryByRole('combobox', { name: 'Parceiro' })).toBeNull();
    const api = storyApi(story.sandbox, storyUsers.partner);
    const list = await api.transactions(last7());
    await expect(await card(canvas, 'Volume transacionado')).toHaveTextContent(formatMoney(list.totals.gross));
  },
};

export const Administrator: Story = {
  args: { user: storyUsers.admin },
  play: async ({ canvas }) => {
    await settled(await card(canvas, 'Volume transacionado'));
    await visible(await canvas.findByRole('combobox', { name: 'Parceiro' }, LONG));
    const table = await canvas.findByRole('table', { name: 'Chargebacks por estabelecimento' }, LONG);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LONG);
    await visible(await canvas.findByRole('application', { name: /Principais estabelecimentos/ }, LONG));
  },
};

/** At 1280 px the chargeback ratio and its level, what the card is about, are in sight (D7). */
export const AdministratorAtLaptopWidth: Story = {
  ...Administrator,
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async (context) => {
    await Administrator.play?.(context);
    const table = context.canvas.getByRole('table', { name: 'Chargebacks por estabelecimento' });
    const edge = (table.parentElement as HTMLElement).getBoundingClientRect().right;
    for (const name of ['Índice', 'Situação'])
      await expect(within(table).getByRole('columnheader', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(
        edge + 1,
      );
  },
};

export const FilteredByPartner: Story = {
  args: { user: storyUsers.admin, path: '/dashboard/ecommerce?parceiro=6' },
  play: async ({ canvas }) => {
    const volume = await card(canvas, 'Volume transacionado');
    await settled(volume);
    const api = storyApi(story.sandbox, storyUsers.partner);
    const list = await api.transactions(last7());
    await expect(volume).toHaveTextContent(formatMoney(list.totals.gross));
    await visible(canvas.getByText('Parceiro: Parceiro Pagamentos'));
  },
};

export const Loading: Story = {
  // A period no other story asks for, so no answer cached by an earlier story shows up.
  args: { path: '/dashboard/ecommerce?periodo=yesterday' },
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET transactions/summary', 'never');
  },
  play: async ({ canvas }) => {
    const volume = await card(canvas, 'Volume transacionado');
    await expect(volume).toHaveAttribute('aria-busy', 'true');
    await visible(within(volume).getByText('–'));
    await waitFor(() => expect(story.sandbox.received('GET transactions/summary')).toBeGreaterThan(0), LONG);
  },
};

export const Failed: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET transactions/summary', 'server-error');
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByText(
      'Não foi possível carregar os indicadores. Os filtros continuam aqui.',
      {},
      LONG,
    );
    await visible(alert);
    story.sandbox.force('GET transactions/summary', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await settled(await card(canvas, 'Volume transacionado'));
    await waitFor(() => expect(canvas.queryByText(/Não foi possível carregar os indicadores/)).toBeNull(), LONG);
  },
};

export const Operator: Story = {
  args: { user: storyUsers.operator },
  play: async ({ canvas }) => {
    const volume = await card(canvas, 'Volume transacionado');
    await settled(volume);
    const api = storyApi(story.sandbox, storyUsers.operator);
    const list = await api.transactions(last7());
    await expect(volume).toHaveTextContent(formatMoney(list.totals.gross));
    await expect(new Set(list.items.map((tx) => tx.storeId))).toEqual(new Set([21]));
  },
};
