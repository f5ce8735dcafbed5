import { addDays } from '@painel/api-client';
import { formatDate, formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin, storyUsers.operator);
const PATH = '/dashboard/anticipations';
const api = () => storyApi(story.sandbox, storyUsers.merchant);

/** Two installments the merchant can anticipate, as the schedule would send them. */
async function chosenPath() {
  story.reset();
  const { items } = await api().receivables({
    from: addDays(story.today(), 1),
    to: addDays(story.today(), 120),
    pageSize: 100,
  });
  const ids = items
    .filter((item) => item.anticipatable)
    .slice(0, 2)
    .map((item) => item.id);
  return { path: `${PATH}?recebiveis=${ids.join(',')}`, ids };
}

const meta = {
  title: 'Screens/Money/Antecipações',
  ...story.screenMeta(PATH, storyUsers.merchant),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const options = (canvas: Canvas) => canvas.findByRole('region', { name: 'O que você pode antecipar' }, LONG);
const figure = (region: HTMLElement, name: string | RegExp) => within(region).getByRole('region', { name });
const simulation = (canvas: Canvas) => canvas.findByRole('region', { name: 'Simulação' }, LONG);
const simulate = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Simular' }, LONG));
  return simulation(canvas);
};

export const Merchant: Story = {
  play: async ({ canvas }) => {
    const region = await options(canvas);
    const expected = await api().anticipationOptions();
    await waitFor(
      () =>
        expect(figure(region, 'Disponível para antecipar')).toHaveTextContent(formatMoney(expected.anticipatable.net)),
      LONG,
    );
    await expect(figure(region, 'Limite do seu plano (70%)')).toHaveTextContent(formatMoney(expected.limit));
    await expect(figure(region, 'Taxa de antecipação')).toHaveTextContent('a.m.');
    await expect(figure(region, 'Crédito em')).toHaveTextContent(formatDate(expected.creditDate));
    await expect(figure(region, 'Crédito em')).toHaveTextContent(`dia útil até as ${expected.cutoff}`);
    await expect(figure(region, 'Disponível para antecipar')).toHaveTextContent(
      `${expected.anticipatable.count} parcelas`,
    );
    await expect(await canvas.findByRole('radio', { name: 'Tudo o que cai até uma data' }, LONG)).toBeChecked();
    // No anticipation yet: the list says so.
    const list = await canvas.findByRole('region', { name: 'Antecipações' }, LONG);
    await visible(await within(list).findByText('Nenhum resultado encontrado.', {}, LONG));
  },
};

export const SimulateUntilADate: Story = {
  play: async ({ canvas }) => {
    await options(canvas);
    const until = addDays(story.today(), 45);
    const field = await canvas.findByLabelText('Até', {}, LONG);
    await userEvent.clear(field);
    // Typed as dd/mm/aaaa, whatever the browser's language (D19).
    await userEvent.type(field, formatDate(until).replace(/\D/g, ''));
    const panel = await simulate(canvas);
    const expected = await api().simulateAnticipation({ until });
    await expect(panel).toHaveTextContent(formatMoney(expected.net));
    await expect(panel).toHaveTextContent(formatMoney(expected.fee));
    await expect(panel).toHaveTextContent(formatMoney(expected.credited));
    await expect(panel).toHaveTextContent(/a\.m\./);
    await userEvent.click(within(panel).getByText(`Ver as ${expected.count} parcelas da simulação`));
    await expect(within(panel).getAllByRole('row').length).toBe(Math.min(200, expected.count) + 1);
  },
};

export const DateInThePast: Story = {
  play: async ({ canvas }) => {
    await options(canvas);
    const field = await canvas.findByLabelText('Até', {}, LONG);
    await userEvent.clear(field);
    await userEvent.type(field, formatDate(story.today()).replace(/\D/g, ''));
    await userEvent.click(canvas.getByRole('button', { name: 'Simular' }));
    await visible(await canvas.findByText('Escolha uma data depois de hoje.', {}, LONG));
    await expect(field).toHaveValue(formatDate(story.today()));
  },
};

export const ConfirmOnceWithTheCode: Story = {
  loaders: [chosenPath],
  play: async ({ canvas, loaded }) => {
    const { ids } = loaded as { ids: string[] };
    await options(canvas);
    await expect(await canvas.findByRole('radio', { name: 'As parcelas escolhidas na agenda' }, LONG)).toBeChecked();
    await visible(await canvas.findByText(/2 parcelas escolhidas\./, {}, LONG));
    const panel = await simulate(canvas);
    const before = await api().balances();
    await userEvent.click(within(panel).getByRole('button', { name: 'Antecipar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirmar antecipação' }, LONG);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '123456');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirmar antecipação' }));
    const receipt = await within(document.body).findByRole('dialog', { name: 'Antecipação feita' }, LONG);
    await expect(story.sandbox.received('POST anticipations')).toBe(1);
    const [made] = story.sandbox.db.read().anticipations;
    await expect(made?.items.map((item) => item.receivableId).sort()).toEqual([...ids].sort());
    const after = await api().balances();
    await expect(after.receivable).toBeLessThan(before.receivable);
    await expect(within(receipt).getByRole('link', { name: 'Ver as parcelas antecipadas' })).toBeVisible();
    await userEvent.click(within(receipt).getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    // The list reloads with the new anticipation once the receipt closes.
    const list = within(await canvas.findByRole('region', { name: 'Tabela de antecipações' }, LONG));
    await waitFor(() => expect(list.getByText(made?.id ?? '-')).toBeVisible(), LONG);
    await expect(canvas.queryByRole('region', { name: 'Simulação' })).toBeNull();
  },
};

export const WrongCode: Story = {
  loaders: [chosenPath],
  play: async ({ canvas }) => {
    await options(canvas);
    const panel = await simulate(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: 'Antecipar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirmar antecipação' }, LONG);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar antecipação' }));
    await visible(await within(dialog).findByText('Código de verificação incorreto.', {}, LONG));
    await expect(story.sandbox.db.read().anticipations).toHaveLength(0);
    await expect(within(dialog).getByRole('textbox', { name: 'Código de verificação (2FA)' })).toHaveValue('');
    // The simulation stays: only the code is typed again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await visible(await canvas.findByRole('region', { name: 'Simulação' }, LONG));
  },
};

export const SimulationExpired: Story = {
  // The clock jumps 16 minutes with nobody moving: without this the idle sign-out would come first.
  args: { options: { idleTimeoutMinutes: 0 } },
  loaders: [chosenPath],
  play: async ({ canvas }) => {
    await options(canvas);
    const panel = await simulate(canvas);
    await expect(within(panel).getByText(/Estes valores valem até as \d{2}:\d{2}\./)).toBeVisible();
    story.advanceMinutes(16);
    await visible(
      await within(panel).findByText('A simulação expirou. Simule de novo para ver os valores de agora.', {}, LONG),
    );
    await expect(within(panel).queryByRole('button', { name: 'Antecipar' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Simular de novo' }));
    await visible(await within(panel).findByRole('button', { name: 'Antecipar' }, LONG));
  },
};

export const NotAnticipatable: Story = {
  loaders: [
    async () => {
      story.reset();
      const { items } = await api().receivables({ from: addDays(story.today(), -20), to: addDays(story.today(), -1) });
      return { path: `${PATH}?recebiveis=${items[0]?.id ?? ''}` };
    },
  ],
  play: async ({ canvas }) => {
    await options(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Simular' }, LONG));
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Há recebíveis que não podem ser antecipados',
    );
  },
};

export const AdministratorPicksAMerchant: Story = {
  args: { user: storyUsers.admin },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('combobox', { name: 'Estabelecimento' }, LONG);
    await expect(canvas.queryByRole('region', { name: 'O que você pode antecipar' })).toBeNull();
    await userEvent.selectOptions(picker, 'Loja Exemplo');
    const facts = await options(canvas);
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('lojista=2');
    // The plan is the merchant's, not the administrator's.
    await expect(within(facts).getByRole('region', { name: /^Limite do plano do estabelecimento/ })).toBeVisible();
  },
};

export const OperatorNotAuthorized: Story = {
  args: { user: storyUsers.operator },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Acesso não autorizado' }, LONG));
  },
};

export const OptionsFailed: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET anticipations/options', 'server-error');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Não foi possível carregar o que pode ser antecipado.',
    );
    story.sandbox.force('GET anticipations/options', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await options(canvas);
  },
};

/** At 390 px: each row a card, its amount first, the filters folded. */
export const OnAPhone: Story = {
  beforeEach: async () => {
    const api = storyApi(story.sandbox, storyUsers.merchant);
    const until = addDays(story.today(), 30);
    const simulated = await api.simulateAnticipation({ until });
    await api.createAnticipation({
      until,
      companyId: simulated.companyId,
      quote: simulated.quote,
      idempotencyKey: 'phone-story',
      code: '123456',
    });
  },
  ...phoneList('Tabela de antecipações'),
};

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = {
  beforeEach: OnAPhone.beforeEach,
  ...laptopList('Tabela de antecipações', ['Valor', 'Situação']),
  play: async (context) => {
    await laptopList('Tabela de antecipações', ['Valor', 'Situação']).play(context);
    // The five figures read 3 + 2: the fifth ('Crédito em') is not left alone on a row (D21).
    const region = context.canvas.getByRole('region', { name: 'O que você pode antecipar' });
    const cards = within(region).getAllByRole('region');
    await expect(cards).toHaveLength(5);
    const rows = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    const [first = 0, , , fourth = 0] = rows;
    await expect(rows).toEqual([first, first, first, fourth, fourth]);
    await expect(fourth).toBeGreaterThan(first);
  },
};
