import type { Dispute } from '@painel/api-client';
import { formatMoney, resolvePeriod } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { captureDownloads } from '../../storybook/downloads';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin, storyUsers.partner);
const PATH = '/dashboard/transfers/chargebacks';
const api = () => storyApi(story.sandbox, storyUsers.merchant);
let opened: Dispute[] = [];

/** Disputes opened through the sandbox's control before the story renders (hours ago: how close the deadline is). */
const openDisputes =
  (...specs: Array<{ kind: 'chargeback' | 'med'; hoursAgo: number }>) =>
  async () => {
    story.reset();
    opened = [];
    for (const spec of specs) opened.push(await api().sandboxOpenDispute({ ...spec, outcome: 'won' }));
  };

const meta = {
  title: 'Screens/Money/Disputas',
  ...story.screenMeta(PATH, storyUsers.merchant),
  args: { ...story.screenMeta(PATH, storyUsers.merchant).args, options: { idleTimeoutMinutes: 0 } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = async (canvas: Canvas) => {
  const region = await canvas.findByRole('region', { name: 'Tabela de disputas' }, LONG);
  const found = within(region).getByRole('table');
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'), LONG);
  return found;
};
const rowOf = (grid: HTMLElement, id: string) =>
  within(grid)
    .getByRole('link', { name: `Abrir transação ${id}` })
    .closest('tr') as HTMLElement;
const dialog = () => within(document.body).findByRole('dialog', { name: /da transação/ }, LONG);
const answerTo = async (canvas: Canvas, id: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: `Responder à disputa ${id}` }, LONG));
  const found = await dialog();
  await within(found).findByRole('radio', { name: 'Contestar com evidências' }, LONG);
  return found;
};

export const DeadlinesCountDown: Story = {
  beforeEach: openDisputes({ kind: 'chargeback', hoursAgo: 238 }, { kind: 'med', hoursAgo: 50 }),
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    const [chargeback, med] = opened as [Dispute, Dispute];
    await expect(
      await canvas.findByText('2 disputas vencem em menos de 48 horas. Responda antes do prazo para não perdê-las.'),
    ).toBeVisible();
    // Nearest deadline first: 2 hours left (the 6-hour alert), then 22 (the 24-hour alert).
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows[0]).toBe(rowOf(grid, chargeback.transactionId));
    await expect(rowOf(grid, chargeback.transactionId)).toHaveTextContent(/Faltam 2 h · Menos de 6 h/);
    await expect(rowOf(grid, med.transactionId)).toHaveTextContent(/Faltam 22 h · Menos de 24 h/);
    await expect(rowOf(grid, med.transactionId)).toHaveTextContent('MED Pix');
    const period = resolvePeriod(null, null, null, story.today(), 'last30');
    const page = await api().disputes({ from: period.from, to: period.to });
    const held = canvas.getByRole('region', { name: 'Valor retido' });
    await waitFor(() => expect(held).toHaveTextContent(formatMoney(page.totals.held)), LONG);
    await expect(canvas.getByRole('region', { name: 'Aguardando sua resposta' })).toHaveTextContent(
      'vencem em menos de 48 h',
    );
  },
};

/** Exportar CSV: every dispute of the filter, one line each, its deadline in São Paulo time (issue 30 §2). */
export const ExportsTheFilteredList: Story = {
  beforeEach: openDisputes({ kind: 'chargeback', hoursAgo: 10 }, { kind: 'med', hoursAgo: 30 }),
  play: async ({ canvas }) => {
    const downloads = captureDownloads();
    await table(canvas);
    const period = resolvePeriod(null, null, null, story.today(), 'last30');
    const expected = await api().disputes({ from: period.from, to: period.to });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    const file = `contestacoes_${period.from}_a_${period.to}.csv`;
    await visible(await canvas.findByText(`${expected.total} linhas baixadas em ${file}.`, {}, LONG));
    const [header, ...lines] = await downloads.lastLines();
    await expect(header).toMatch(/^Transação;Tipo;Motivo;/);
    await expect(lines).toHaveLength(expected.total);
    for (const dispute of opened) await expect(lines.some((line) => line.startsWith(dispute.transactionId))).toBe(true);
  },
};

export const ContestWithEvidence: Story = {
  beforeEach: openDisputes({ kind: 'chargeback', hoursAgo: 10 }),
  play: async ({ canvas }) => {
    await table(canvas);
    const id = opened[0]?.transactionId ?? '';
    const form = await answerTo(canvas, id);
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar resposta' }));
    await expect(await within(form).findByText('Envie ao menos o comprovante da venda ou da entrega.')).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: /Justificativa/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Justificativa/ }),
      'Produto entregue no endereço do portador, com assinatura e foto na entrega.',
    );
    const inputs = form.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(
      inputs[0] as HTMLInputElement,
      new File(['%PDF-1.4'], 'nota-fiscal.pdf', { type: 'application/pdf' }),
    );
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Enviar resposta' }));
    await visible(await within(form).findByText(/Resposta enviada. As evidências ficam guardadas/, {}, LONG));
    const evidence = within(form).getByRole('list', { name: 'Evidências' });
    await expect(evidence).toHaveTextContent('nota-fiscal.pdf');
    await expect(within(form).queryByRole('button', { name: 'Enviar resposta' })).toBeNull();
    await expect(story.sandbox.db.read().disputeAnswers).toHaveLength(1);
    await userEvent.click(within(form).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    const grid = await table(canvas);
    await waitFor(() => expect(rowOf(grid, id)).toHaveTextContent('Contestada, em análise'), LONG);
  },
};

export const AcceptAndPayTheFine: Story = {
  beforeEach: openDisputes({ kind: 'chargeback', hoursAgo: 30 }),
  play: async ({ canvas }) => {
    await table(canvas);
    const dispute = opened[0] as Dispute;
    const form = await answerTo(canvas, dispute.transactionId);
    await userEvent.click(within(form).getByRole('radio', { name: 'Aceitar e encerrar' }));
    await expect(form).toHaveTextContent(`a multa do contrato, ${formatMoney(dispute.fine)}, será debitada hoje`);
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar resposta' }));
    await visible(await within(form).findByText('Perdida', {}, LONG));
    await expect(form).toHaveTextContent(`Multa do contrato${formatMoney(dispute.fine)}`);
    await userEvent.click(within(form).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    const lost = canvas.getByRole('region', { name: 'Perdido no período' });
    await waitFor(() => expect(lost).toHaveTextContent(formatMoney(dispute.fine)), LONG);
  },
};

export const NoDisputesToday: Story = {
  args: { path: `${PATH}?periodo=today` },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Nenhum resultado encontrado.', {}, LONG));
    await expect(canvas.getByRole('region', { name: 'Aguardando sua resposta' })).toHaveTextContent('0');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ListFailed: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET disputes', 'server-error');
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('button', { name: 'Tentar novamente' }, LONG));
    story.sandbox.force('GET disputes', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await table(canvas);
  },
};

/** Administrators and partners see the disputes of every merchant in their scope, each row naming its merchant. */
const scopedStory = (user: typeof storyUsers.admin): Story => ({
  args: { user, path: `${PATH}?periodo=lastMonth` },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    const period = resolvePeriod('lastMonth', null, null, story.today(), 'last30');
    const expected = await storyApi(story.sandbox, user).disputes({ from: period.from, to: period.to });
    await waitFor(() => expect(canvas.getByText(`${expected.total} resultados`)).toBeVisible(), LONG);
    await expect(within(grid).getByRole('columnheader', { name: 'Estabelecimento' })).toBeVisible();
    const names = new Set(expected.items.map((d) => d.companyName));
    await expect(names.size).toBeGreaterThan(1);
    for (const name of names) await expect(grid).toHaveTextContent(name);
    await expect(canvas.getByRole('region', { name: 'Perdido no período' })).toHaveTextContent(
      formatMoney(expected.totals.lost),
    );
  },
});

export const AdministratorSeesEveryMerchant: Story = scopedStory(storyUsers.admin);
export const PartnerSeesItsMerchants: Story = scopedStory(storyUsers.partner);

/** At 390 px: each row a card, its amount first, the filters folded. */
export const OnAPhone: Story = phoneList('Tabela de disputas');

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = laptopList('Tabela de disputas', ['Situação', 'Valor retido']);
