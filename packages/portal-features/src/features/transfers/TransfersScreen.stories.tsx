import { addBusinessDays, addDays, type TransferFilters } from '@painel/api-client';
import { transferBlockMessages } from '@painel/api-client/money';
import { formatDate, formatInteger, formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
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

export const Unrealized: Story = {
  args: { user: storyUsers.admin, path: `${PATH}/unrealized?${YEAR}` },
  play: async ({ canvas }) => {
    const table = await ready(canvas);
    await visible(canvas.getByText(/o valor voltou ao saldo/));
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
  loaders: [
    async () => {
      // A payout the bank delayed, looked at three business days after it was sent: past the 2-day window.
      story.reset();
      const api = storyApi(story.sandbox, storyUsers.admin);
      for (let page = 1; page <= 20; page += 1) {
        const { items } = await api.transfers({
          from: addDays(story.today(), -300),
          to: addDays(story.today(), -10),
          kind: ['automatic'],
          page,
          pageSize: 100,
        });
        const delayed = items.find(
          (t) => t.completedOn && t.completedOn > addBusinessDays(t.scheduledFor, 2) && t.status === 'completed',
        );
        if (delayed) return { day: addBusinessDays(delayed.scheduledFor, 3), id: delayed.id };
      }
      throw new Error('no delayed payout in the story sandbox');
    },
  ],
  play: async ({ canvas, loaded }) => {
    const table = await ready(canvas);
    await visible(canvas.getByText(/além do prazo dos termos da plataforma/));
    const rows = bodyRows(table);
    await expect(rows.some((row) => row.textContent?.includes((loaded as { id: string }).id))).toBe(true);
    for (const row of rows) await expect(row).toHaveTextContent('Em processamento');
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
    await expect(review).toHaveTextContent('R$ 123,45');
    await userEvent.type(within(review).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '123456');
    await userEvent.dblClick(within(review).getByRole('button', { name: 'Confirmar transferência' }));
    const receipt = await within(document.body).findByRole('dialog', { name: 'Comprovante' }, LONG);
    await visible(within(receipt).getByText('Transferência concluída.'));
    await expect(story.sandbox.db.read().transfers).toHaveLength(1);
    await expect(story.sandbox.received('POST transfers')).toBe(1);
    await userEvent.click(within(receipt).getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    await waitFor(() => expect(within(tableNow(canvas)).getAllByText('Pix').length).toBeGreaterThan(0), LONG);
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
    await expect(within(again).getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 50,00');
  },
};

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
    await userEvent.type(within(form).getByRole('textbox', { name: 'Agência' }), '0001');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Conta' }), '123456');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Dígito' }), '7');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome do titular' }), 'Ana Souza');
    await userEvent.type(within(form).getByRole('textbox', { name: 'CPF ou CNPJ do titular' }), '52998224725');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '100,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar' }));
    const review = await within(document.body).findByRole('dialog', { name: 'Revise a transferência' }, LONG);
    await expect(review).toHaveTextContent(formatDate(monday));
    await expect(review).toHaveTextContent('R$ 103,49');
    await userEvent.type(within(review).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '123456');
    await userEvent.click(within(review).getByRole('button', { name: 'Confirmar transferência' }));
    const receipt = await within(document.body).findByRole('dialog', { name: 'Comprovante' }, LONG);
    await visible(within(receipt).getByText(/prorrogada para o próximo dia útil/));
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
