import { addDays, type TransferFilters } from '@painel/api-client';
import { transferBlockMessages } from '@painel/api-client/money';
import { formatDate, formatInteger, formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { captureDownloads } from '../../storybook/downloads';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin);
const PATH = '/dashboard/transfers';
/** A whole year, so the rarer views (given back, moved by a holiday) have rows. */
const YEAR = `periodo=custom&de=${addDays(story.today(), -360)}&ate=${story.today()}`;

const meta = {
  title: 'Screens/Money/Transferências',
  ...story.screenMeta(PATH, storyUsers.merchant),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const tableNow = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Transferências' })).getByRole('table');
const ready = async (canvas: Canvas) => {
  await canvas.findByRole('region', { name: 'Transferências' }, LONG);
  await waitFor(() => expect(tableNow(canvas)).toHaveAttribute('aria-busy', 'false'), LONG);
  return tableNow(canvas);
};
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const last30 = (): TransferFilters => ({ from: addDays(story.today(), -29), to: story.today() });
const dialog = () => within(document.body).findByRole('dialog', {}, LONG);

/** Opens Nova transferência and waits for the balance and limits. */
async function openNewTransfer(canvas: Canvas) {
  await ready(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Nova transferência' }));
  const form = await dialog();
  await within(form).findByText(/Saldo disponível:/, {}, LONG);
  return form;
}

export const Merchant: Story = {
  play: async ({ canvas }) => {
    const table = await ready(canvas);
    const expected = await storyApi(story.sandbox, storyUsers.merchant).transfers(last30());
    const totals = canvas.getByRole('region', { name: 'Totais do filtro' });
    await expect(within(totals).getByRole('region', { name: 'Número de transferências' })).toHaveTextContent(
      formatInteger(expected.total),
    );
    await expect(within(totals).getByRole('region', { name: 'Valor transferido' })).toHaveTextContent(
      formatMoney(expected.totals.amount),
    );
    await expect(bodyRows(table)).toHaveLength(Math.min(20, expected.total));
    await visible(within(table).getAllByText('Saque automático')[0] as HTMLElement);
    await visible(canvas.getByRole('link', { name: 'Não realizadas' }));
  },
};

/** Exportar CSV: the whole filtered list, every page, one line per transfer (issue 30 §2). */
export const ExportsTheFilteredList: Story = {
  args: { user: storyUsers.admin, path: `${PATH}?${YEAR}` },
  play: async ({ canvas }) => {
    const downloads = captureDownloads();
    await ready(canvas);
    const expected = await storyApi(story.sandbox, storyUsers.admin).transfers({
      from: addDays(story.today(), -360),
      to: story.today(),
    });
    await expect(expected.total).toBeGreaterThan(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    const file = `transferencias_${addDays(story.today(), -360)}_a_${story.today()}.csv`;
    await visible(await canvas.findByText(`${formatInteger(expected.total)} linhas baixadas em ${file}.`, {}, LONG));
    const [header, ...lines] = await downloads.lastLines();
    await expect(header).toMatch(/^Id;Solicitada em;Efetivação;/);
    await expect(lines).toHaveLength(expected.total);
    await expect(lines[0]).toContain(expected.items[0]?.id ?? '–');
  },
};

export const Unrealized: Story = {
  // 'status=completed' is a status this view cannot have: it is dropped, not applied unseen.
  args: { user: storyUsers.admin, path: `${PATH}/unrealized?${YEAR}&status=completed` },
  play: async ({ canvas }) => {
    const table = await ready(canvas);
    await visible(canvas.getByText(/o valor voltou ao saldo/));
    // The view's statuses are the only ones its chips offer, none of them pressed (D21).
    const chips = within(canvas.getByRole('group', { name: 'Status' })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['Não realizada', 'Devolvida']);
    for (const chip of chips) await expect(chip).toHaveAttribute('aria-pressed', 'false');
    const views = canvas.getByRole('navigation', { name: 'Visões das transferências' });
    await expect(within(views).getByText('Não realizadas')).toHaveAttribute('aria-current', 'page');
    const rows = bodyRows(table);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('Não realizada');
  },
};

export const Extended: Story = {
  args: { user: storyUsers.admin, path: `${PATH}/extended?${YEAR}` },
  play: async ({ canvas }) => {
    const table = await ready(canvas);
    const rows = bodyRows(table);
    await expect(rows.length).toBeGreaterThan(0);
    // Each shows the date it was moved from.
    for (const row of rows) await expect(row).toHaveTextContent(/\(de \d{2}\/\d{2}\/\d{4}\)/);
  },
};

export const OldPending: Story = {
  args: { user: storyUsers.admin, path: `${PATH}/oldpending` },
  beforeEach: async () => {
    // A transfer waiting for a second person's approval since last Thursday: past the terms' 2 business days.
    // (The bank confirms even a delayed payout by D+3, so payouts never stay here: the terms' limit.)
    story.reset();
    const thursday = story.today();
    story.sandbox.db.update((state) => {
      state.transferSettings['2'] = { approvalThreshold: 10_000 };
    });
    story.moveTo(addDays(thursday, -7));
    await storyApi(story.sandbox, storyUsers.merchant).createTransfer({
      idempotencyKey: 'old-pending-0001',
      kind: 'pix',
      pixKey: { type: 'email', value: 'ana@exemplo.com.br' },
      amount: 20_000,
      code: '123456',
    });
    story.moveTo(thursday);
  },
  play: async ({ canvas }) => {
    const table = await ready(canvas);
    await visible(canvas.getByText(/além do prazo dos termos da plataforma/));
    const rows = bodyRows(table);
    const waiting = story.sandbox.db.read().transfers[0]?.id ?? 'none';
    await expect(rows.some((row) => row.textContent?.includes(waiting))).toBe(true);
    for (const row of rows) await expect(row).toHaveTextContent('Aguardando aprovação');
  },
};

export const Empty: Story = {
  args: { path: `${PATH}?busca=ningu%C3%A9m` },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Nenhum resultado para os filtros aplicados:', {}, LONG));
  },
};

export const Loading: Story = {
  args: { path: `${PATH}?periodo=yesterday` },
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET transfers', 'never');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Transferências' }, LONG);
    await expect(tableNow(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { path: `${PATH}?periodo=lastMonth` },
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET transfers', 'server-error');
  },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' }, LONG);
    story.sandbox.force('GET transfers', null);
    await userEvent.click(retry);
    await waitFor(() => expect(bodyRows(tableNow(canvas)).length).toBeGreaterThan(0), LONG);
  },
};

export const PixOnceHoweverOftenClicked: Story = {
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chave Pix' }), 'ana@exemplo.com.br');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '123,45');
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar' }));
    const review = await within(document.body).findByRole('dialog', { name: 'Revise a transferência' }, LONG);
    const owner = await storyApi(story.sandbox, storyUsers.merchant).pixKeyOwner('email', 'ana@exemplo.com.br');
    await expect(review).toHaveTextContent(owner.name);
    // Who really receives it, as bank apps show it (D16): masked document, institution, the key.
    await expect(within(review).getByText('CPF/CNPJ').nextElementSibling).toHaveTextContent(
      /^\*\*\*\.\d{3}\.\d{3}-\*\*$/,
    );
    await expect(within(review).getByText('Instituição').nextElementSibling).toHaveTextContent(owner.bank);
    await expect(within(review).getByText('Chave Pix').nextElementSibling).toHaveTextContent('ana@exemplo.com.br');
    await expect(review).toHaveTextContent('R$ 123,45');
    await userEvent.type(within(review).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '123456');
    await userEvent.dblClick(within(review).getByRole('button', { name: 'Confirmar transferência' }));
    const receipt = await within(document.body).findByRole('dialog', { name: 'Comprovante' }, LONG);
    await visible(within(receipt).getByText('Transferência concluída.'));
    await expect(story.sandbox.db.read().transfers).toHaveLength(1);
    await expect(story.sandbox.received('POST transfers')).toBe(1);
    await userEvent.click(within(receipt).getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    await waitFor(() => expect(within(tableNow(canvas)).getAllByText('R$ 123,45').length).toBeGreaterThan(0), LONG);
  },
};

export const PixKeyNotFound: Story = {
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chave Pix' }), 'naoexiste@painel.dev');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '10,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar' }));
    await visible(await within(form).findByText('Chave Pix não encontrada.', {}, LONG));
    await expect(within(form).getByRole('textbox', { name: 'Chave Pix' })).toHaveValue('naoexiste@painel.dev');
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    const { available } = await storyApi(story.sandbox, storyUsers.merchant).transferOptions();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chave Pix' }), '+55 11 91234-5684');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Valor' }),
      formatMoney(available + 100)
        .replace('R$ ', '')
        .replaceAll('.', ''),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar' }));
    await visible(await within(form).findByText(transferBlockMessages.balance, {}, LONG));
    // "Transferir tudo" takes the fee out first and passes.
    await userEvent.click(within(form).getByRole('button', { name: 'Transferir tudo' }));
    await expect(within(form).getByRole('textbox', { name: 'Valor' })).toHaveValue(formatMoney(available));
  },
};

export const WrongCodeKeepsTheForm: Story = {
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chave Pix' }), 'ana@exemplo.com.br');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '50,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar' }));
    const review = await within(document.body).findByRole('dialog', { name: 'Revise a transferência' }, LONG);
    await userEvent.type(within(review).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '000000');
    await userEvent.click(within(review).getByRole('button', { name: 'Confirmar transferência' }));
    await visible(await within(review).findByText('Código de verificação incorreto.', {}, LONG));
    await expect(story.sandbox.db.read().transfers).toHaveLength(0);
    await userEvent.click(within(review).getByRole('button', { name: 'Voltar e corrigir' }));
    const again = await dialog();
    await expect(within(again).getByRole('textbox', { name: 'Chave Pix' })).toHaveValue('ana@exemplo.com.br');
    // A masked field takes its value back through its mask, a moment after the plain fields.
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 50,00'), LONG);
  },
};

/** Ana Souza's account (after the bank is chosen), R$ 100,00, to the review. */
async function fillTedAccount(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: 'Agência' }), '0001');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Conta' }), '123456');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Dígito' }), '7');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Nome do titular' }), 'Ana Souza');
  await userEvent.type(within(form).getByRole('textbox', { name: 'CPF ou CNPJ do titular' }), '52998224725');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '100,00');
  await userEvent.click(within(form).getByRole('button', { name: 'Revisar' }));
}

export const TedOnAWeekendGoesOnMonday: Story = {
  loaders: [
    () => {
      // The Saturday before the stories' Thursday.
      return { day: addDays(story.today(), -5) };
    },
  ],
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    const monday = addDays(story.today(), 2);
    await userEvent.click(within(form).getByRole('radio', { name: 'TED (conta bancária)' }));
    await visible(within(form).getByText(`Fora do horário da TED: será efetivada em ${formatDate(monday)}.`));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Banco' }), '341');
    await fillTedAccount(form);
    const review = await within(document.body).findByRole('dialog', { name: 'Revise a transferência' }, LONG);
    await expect(review).toHaveTextContent(formatDate(monday));
    await expect(review).toHaveTextContent('R$ 103,49');
    await userEvent.type(within(review).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '123456');
    await userEvent.click(within(review).getByRole('button', { name: 'Confirmar transferência' }));
    const receipt = await within(document.body).findByRole('dialog', { name: 'Comprovante' }, LONG);
    await visible(within(receipt).getByText(/prorrogada para o próximo dia útil/));
  },
};

/** A TED to any institution of the Central Bank's list, found by a word of its name: the review names it. */
export const TedToAnyBankOfTheList: Story = {
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    await userEvent.click(within(form).getByRole('radio', { name: 'TED (conta bancária)' }));
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Buscar banco' }), 'amazonia');
    const bank = within(form).getByRole('combobox', { name: 'Banco' });
    await waitFor(
      () => expect(within(bank).getByRole('option', { name: '003 · BCO DA AMAZONIA S.A.' })).toBeTruthy(),
      LONG,
    );
    await userEvent.selectOptions(bank, '003');
    await fillTedAccount(form);
    const review = await within(document.body).findByRole('dialog', { name: 'Revise a transferência' }, LONG);
    await expect(review).toHaveTextContent('003 · BCO DA AMAZONIA S.A.');
    await userEvent.type(within(review).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '123456');
    await userEvent.click(within(review).getByRole('button', { name: 'Confirmar transferência' }));
    await visible(await within(document.body).findByRole('dialog', { name: 'Comprovante' }, LONG));
  },
};

export const WaitsForApproval: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.db.update((state) => {
      state.transferSettings['2'] = { approvalThreshold: 10_000 };
    });
  },
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    await visible(within(form).getByText(/Acima de R\$ 100,00, a transferência aguarda a aprovação/));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chave Pix' }), 'ana@exemplo.com.br');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '200,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar' }));
    const review = await within(document.body).findByRole('dialog', { name: 'Revise a transferência' }, LONG);
    await userEvent.type(within(review).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '123456');
    await userEvent.click(within(review).getByRole('button', { name: 'Confirmar transferência' }));
    const receipt = await within(document.body).findByRole('dialog', { name: 'Comprovante' }, LONG);
    await visible(within(receipt).getByText(/aguardando aprovação de outra pessoa/));
  },
};

export const PixToAnAlphanumericCnpj: Story = {
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tipo de chave' }), 'cnpj');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chave Pix' }), '12.abc.345/01de-35');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '10,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar' }));
    const review = await within(document.body).findByRole('dialog', { name: 'Revise a transferência' }, LONG);
    const owner = await storyApi(story.sandbox, storyUsers.merchant).pixKeyOwner('cnpj', '12ABC34501DE35');
    await expect(review).toHaveTextContent(owner.name);
  },
};

export const NightPeriodOfAPerson: Story = {
  args: { path: `${PATH}?lojista=115`, user: storyUsers.admin },
  play: async ({ canvas }) => {
    const form = await openNewTransfer(canvas);
    await visible(within(form).getByText(/Limite noturno livre \(20h–6h\)/));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Período noturno começa às' }), '22:00');
    await visible(await within(form).findByText(/Limite noturno livre \(22h–6h\)/, {}, LONG));
    await expect(story.sandbox.db.read().transferSettings['115']).toMatchObject({ nightStartSecond: 22 * 3600 });
  },
};

/** At 390 px: each row a card, its amount first, the filters folded. */
export const OnAPhone: Story = phoneList('Transferências');

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = laptopList('Transferências', ['Status', 'Valor']);
