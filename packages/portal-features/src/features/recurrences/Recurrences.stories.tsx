import { addDays, type CreateRecurrenceInput, type Recurrence } from '@painel/api-client';
import { monthlyRevenueOf } from '@painel/api-client/money';
import { formatDate, formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';
import { PortalStory } from '../../storybook/PortalStory';

const story = moneyStorySandbox(storyUsers.merchant);
const merchantApi = () => storyApi(story.sandbox, storyUsers.merchant);
const LIST = '/dashboard/recurrences';

const meta = {
  title: 'Screens/Produtos/Recorrências',
  ...story.screenMeta(LIST, storyUsers.merchant),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const cards = {
  approved: '4111111111111111',
  insufficientFunds: '4000000000009995',
  /** Refused for suspected fraud by the check when put on file: nothing is created. */
  fraud: '4000000000000259',
  /** Passes the check, refused for suspected fraud when charged. */
  fraudLater: '4000000000000341',
};
const subscription = (overrides: Partial<CreateRecurrenceInput> = {}): CreateRecurrenceInput => ({
  idempotencyKey: `story-${Math.random().toString(16).slice(2)}`,
  kind: 'single',
  customer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
  description: 'Plano Pro',
  amount: 4_990,
  method: 'card',
  cycle: 'monthly',
  firstDueDate: story.today(),
  card: { number: cards.approved, holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' },
  ...overrides,
});
const withCard = (number: string) => ({ number, holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' });

/** Made in a story's beforeEach (after the meta's reset) and read by its render. */
let made: Recurrence | null = null;
const preview = (recurrence: Recurrence | null) =>
  `${recurrence?.kind === 'reusable' ? '/dashboard/fixed/recurrences' : LIST}/preview/${recurrence?.id ?? 'nenhuma'}`;
const onPreview = { render: (args: Story['args']) => <PortalStory {...args} path={preview(made)} /> } as const;
const address = (canvas: Canvas) => canvas.getByLabelText('Endereço atual');

const table = async (canvas: Canvas) => {
  const region = await canvas.findByRole('region', { name: 'Tabela de assinaturas' }, LONG);
  const found = within(region).getByRole('table');
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'), LONG);
  return found;
};
const charges = async (canvas: Canvas) => {
  const region = await canvas.findByRole('region', { name: 'Tabela de cobranças' }, LONG);
  return within(region).getAllByRole('row').slice(1);
};
const fact = (canvas: Canvas, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const NoSubscriptionsYet: Story = {
  play: async ({ canvas }) => {
    await visible(
      await canvas.findByText(
        'Nenhuma assinatura ainda. Crie a primeira para cobrar todo ciclo sem pedir de novo.',
        {},
        LONG,
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Nova recorrência' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Receita mensal recorrente' })).toHaveTextContent(formatMoney(0));
    await expect(canvas.queryByText(/cobrança recusada ou vencida/)).toBeNull();
    await expect(canvas.queryByText('Nenhum resultado encontrado.')).toBeNull();
  },
};

export const NoPlansYet: Story = {
  args: { path: '/dashboard/fixed/recurrences' },
  play: async ({ canvas }) => {
    await visible(
      await canvas.findByText(
        'Nenhum plano ainda. Crie um plano e divulgue o link: cada pagamento vira uma assinatura.',
        {},
        LONG,
      ),
    );
    await visible(
      await canvas.findByText(
        'Ninguém assinou um plano ainda. Divulgue o link de um plano: cada pagamento por ele vira uma assinatura.',
        {},
        LONG,
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Novo plano' })).toBeVisible();
    // Each list says it once, in its own words.
    await expect(canvas.queryByText('Nenhum resultado encontrado.')).toBeNull();
  },
};

export const ListWithFailingCharges: Story = {
  beforeEach: async () => {
    await merchantApi().createRecurrence(subscription());
    await merchantApi().createRecurrence(
      subscription({
        customer: { name: 'Bruno Souza', email: 'bruno@example.com', document: '52998224725' },
        description: 'Academia',
        card: withCard(cards.fraudLater),
      }),
    );
    await merchantApi().createRecurrence(
      subscription({
        customer: { name: 'Carla Dias', email: 'carla@example.com', document: '52998224725' },
        description: 'Aulas de inglês',
        amount: 5_000,
        cycle: 'weekly',
        method: 'pix',
        card: undefined,
      }),
    );
  },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    // The refused card of suspected fraud is not retried: the first charge failed, the subscription is incomplete.
    const academia = within(grid).getByRole('row', { name: /Bruno Souza/ });
    await expect(academia).toHaveTextContent('Incompleta');
    await expect(academia).toHaveTextContent('1 falha');
    await expect(within(grid).getByRole('row', { name: /Ana Lima/ })).toHaveTextContent('Ativa');
    await expect(canvas.getByRole('region', { name: 'Assinaturas ativas' })).toHaveTextContent('2');
    await expect(canvas.getByRole('region', { name: 'Receita mensal recorrente' })).toHaveTextContent(
      formatMoney(4_990 + monthlyRevenueOf(5_000, 'weekly')),
    );
    const notice = canvas.getByText(/^1 assinatura tem cobrança recusada ou vencida/);
    await expect(notice).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver assinaturas com falha' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/status=incomplete(%2C|,)overdue/), LONG);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2), LONG);
    await expect(grid).toHaveTextContent('Academia');
  },
};

export const CreateByCard: Story = {
  args: { path: '/dashboard/recurrences/create' },
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Criar recorrência' }, LONG);
    await userEvent.click(submit);
    await visible(await canvas.findByText('Corrija os campos destacados.'));
    await expect(canvas.getByText('Descreva a assinatura em 3 a 120 caracteres.')).toBeVisible();
    await expect(canvas.getByText('Número do cartão inválido. Confira os dígitos.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Nome do cliente/ })).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: /Nome do cliente/ }), 'Ana Lima');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail do cliente/ }), 'ana@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /CPF ou CNPJ/ }), '52998224725');
    await userEvent.type(canvas.getByRole('textbox', { name: /Descrição/ }), 'Plano anual');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor de cada cobrança' }), '1200,00');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Ciclo' }), 'annual');
    await expect(canvas.getByText(`Equivale a ${formatMoney(10_000)} por mês.`)).toBeVisible();
    const number = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await userEvent.type(number, cards.approved);
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await expect(number).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'ana lima');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '122030');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '123');
    await userEvent.dblClick(submit);
    await waitFor(
      () => expect(address(canvas)).toHaveTextContent(/^\/dashboard\/recurrences\/preview\/[0-9a-f]{20}$/),
      LONG,
    );
    await expect(story.sandbox.received('POST recurrences')).toBe(1);
    await visible(await canvas.findByText('Visa final 1111', {}, LONG));
    await expect(fact(canvas, 'Valor')).toHaveTextContent(formatMoney(120_000));
    await expect(fact(canvas, 'Ciclo')).toHaveTextContent('Anual');
    // Checked, not charged: the first charge is due today and paid by the card on file.
    const [first] = await charges(canvas);
    await expect(first).toHaveTextContent('Paga');
  },
};

/** 'O cartão é conferido agora': a card the issuer refuses when checked creates nothing, and says so at once (D22). */
export const CardRefusedWhenChecked: Story = {
  args: { path: '/dashboard/recurrences/create' },
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Criar recorrência' }, LONG);
    await userEvent.type(canvas.getByRole('textbox', { name: /Nome do cliente/ }), 'Bruno Souza');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail do cliente/ }), 'bruno@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /CPF ou CNPJ/ }), '52998224725');
    await userEvent.type(canvas.getByRole('textbox', { name: /Descrição/ }), 'Academia');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor de cada cobrança' }), '99,00');
    const number = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await userEvent.type(number, cards.fraud);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'bruno souza');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '122030');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '123');
    await userEvent.click(submit);
    await visible(
      await canvas.findByText(
        'Cartão recusado pelo emissor: Suspeita de fraude. Peça outro cartão ao cliente.',
        {},
        LONG,
      ),
    );
    await expect(number).toHaveAccessibleDescription(/Cartão recusado pelo emissor/);
    await expect(address(canvas)).toHaveTextContent('/dashboard/recurrences/create');
    await expect(story.sandbox.db.read().recurrences).toHaveLength(0);
    // Nothing typed is lost: another card, and the subscription is made.
    await expect(canvas.getByRole('textbox', { name: /Descrição/ })).toHaveValue('Academia');
    await userEvent.clear(number);
    await userEvent.type(number, cards.approved);
    await userEvent.click(submit);
    await waitFor(
      () => expect(address(canvas)).toHaveTextContent(/^\/dashboard\/recurrences\/preview\/[0-9a-f]{20}$/),
      LONG,
    );
  },
};

export const CreateFailureKeepsWhatWasTyped: Story = {
  args: { path: '/dashboard/fixed/recurrences/create' },
  beforeEach: () => {
    story.reset();
    story.sandbox.force('POST recurrences', 'server-error');
  },
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Criar plano' }, LONG);
    // Anônimo: a plan; each subscriber names themself and gives a card on its link.
    await expect(canvas.queryByRole('textbox', { name: /Nome do cliente/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Descrição/ }), 'Clube do café');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor de cada cobrança' }), '89,90');
    await userEvent.click(canvas.getByRole('radio', { name: 'Boleto' }));
    await expect(canvas.queryByRole('textbox', { name: 'Número do cartão' })).toBeNull();
    await userEvent.click(submit);
    await visible((await canvas.findAllByRole('alert', {}, LONG))[0] as HTMLElement);
    await expect(canvas.getByRole('textbox', { name: /Descrição/ })).toHaveValue('Clube do café');
    await expect(canvas.getByRole('textbox', { name: 'Valor de cada cobrança' })).toHaveValue('R$ 89,90');
    await expect(canvas.getByRole('radio', { name: 'Boleto' })).toBeChecked();
    story.sandbox.force('POST recurrences', null);
    await userEvent.click(submit);
    await waitFor(
      () => expect(address(canvas)).toHaveTextContent(/^\/dashboard\/fixed\/recurrences\/preview\/[0-9a-f]{20}$/),
      LONG,
    );
    await visible(
      await canvas.findByText(
        'Ninguém assinou ainda. Envie o link: cada pagamento por ele vira uma assinatura.',
        {},
        LONG,
      ),
    );
    // One empty message, the plan's own: not also the table's, which speaks of filters the list has none of.
    await expect(canvas.queryByText('Nenhum resultado encontrado.')).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'Link de assinatura' })).getByText(/\/checkout\/[0-9a-f]{20}$/),
    ).toBeVisible();
  },
};

export const PlanWithSubscribers: Story = {
  args: { path: '/dashboard/fixed/recurrences' },
  beforeEach: async () => {
    const plan = await merchantApi().createRecurrence(
      subscription({ kind: 'reusable', customer: undefined, card: undefined, description: 'Clube do livro' }),
    );
    const linkId = plan.plan?.checkoutPath.split('/').at(-1) ?? '';
    for (const [name, number] of [
      ['Bruno Leitor', cards.approved],
      ['Carla Leitora', cards.insufficientFunds],
      ['Davi Leitor', '5555555555554444'],
    ] as const)
      await merchantApi().payCheckout(linkId, {
        idempotencyKey: `story-${name}`,
        method: 'card',
        payer: { name, email: 'leitor@example.com', document: '52998224725' },
        card: { ...withCard(number), installments: 1 },
      });
  },
  play: async ({ canvas }) => {
    const plans = within(await canvas.findByRole('region', { name: 'Tabela de planos' }, LONG)).getByRole('table');
    const row = within(plans).getByRole('row', { name: /Clube do livro/ });
    // The refused card made no subscription.
    await expect(row).toHaveTextContent('2 ativas de 2');
    const grid = await table(canvas);
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await expect(grid).toHaveTextContent('Bruno Leitor');
    await expect(grid).not.toHaveTextContent('Carla Leitora');
    await userEvent.click(within(row).getByRole('link', { name: 'Clube do livro' }));
    const subscribers = await canvas.findByRole('region', { name: 'Tabela de assinantes' }, LONG);
    // The subscribe link as a QR code, its address under it for whoever cannot scan.
    const share = canvas.getByRole('region', { name: 'Link de assinatura' });
    await userEvent.click(within(share).getByRole('button', { name: 'QR Code' }));
    const qr = await within(document.body).findByRole('dialog', { name: 'QR Code de Clube do livro' }, LONG);
    await visible(await within(qr).findByRole('img', { name: 'QR Code de Clube do livro' }, LONG));
    await expect(within(qr).getByText(/\/checkout\/[0-9a-f]{20}$/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LONG);
    await userEvent.click(within(subscribers).getByRole('link', { name: 'Davi Leitor' }));
    await visible(await canvas.findByText('Mastercard final 4444', {}, LONG));
    await expect(within(fact(canvas, 'Plano')).getByRole('link', { name: 'Clube do livro' })).toBeVisible();
    await expect((await charges(canvas))[0]).toHaveTextContent('Paga');
  },
};

export const ChargesRefusedRetriedThenNewCard: Story = {
  ...onPreview,
  beforeEach: async () => {
    made = await merchantApi().createRecurrence(subscription({ card: withCard(cards.insufficientFunds) }));
    story.moveTo(addDays(story.today(), 1));
  },
  play: async ({ canvas }) => {
    const [first, next] = await charges(canvas);
    const retryOn = formatDate(addDays(made?.firstDueDate ?? '', 2));
    await expect(first).toHaveTextContent('Nova tentativa agendada');
    await expect(first).toHaveTextContent(`Saldo ou limite insuficiente. Nova tentativa em ${retryOn}`);
    await expect(next).toHaveTextContent('Agendada');
    // The refused attempt is a sale of its own, and the charge links to it (issue 30 §2); a charge not yet due has none.
    const { charges: charged } = await merchantApi().recurrence(made?.id ?? '');
    const sale = within(first as HTMLElement).getByRole('link', { name: charged[0]?.saleId ?? '–' });
    await expect(sale).toHaveAttribute('href', `/dashboard/transactions/preview/${charged[0]?.saleId ?? ''}`);
    await expect(within(next as HTMLElement).queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar cartão' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Trocar o cartão' }, LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await visible(await within(dialog).findByText('Número do cartão inválido. Confira os dígitos.'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Número do cartão' }), '5555555555554444');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome impresso no cartão' }), 'Ana Lima');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Validade' }), '122030');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'CVV' }), '321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await visible(await canvas.findByText('Mastercard final 4444', {}, LONG));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LONG);
    // Nothing charged now: the refused charge waits for its retry, on the new card.
    await expect((await charges(canvas))[0]).toHaveTextContent('Nova tentativa agendada');
  },
};

export const RetriesExhausted: Story = {
  ...onPreview,
  beforeEach: async () => {
    made = await merchantApi().createRecurrence(subscription({ card: withCard(cards.insufficientFunds) }));
    story.moveTo(addDays(story.today(), 5));
  },
  play: async ({ canvas }) => {
    const [first] = await charges(canvas);
    await expect(first).toHaveTextContent('Recusada');
    await expect(first).toHaveTextContent('Saldo ou limite insuficiente. Tentativas esgotadas: troque o cartão');
    await expect(first).toHaveTextContent(/Recusada\s*3/);
    await expect(canvas.getByText('Há 1 cobrança recusada ou vencida nesta assinatura.')).toBeVisible();
    await expect(canvas.getByText('Incompleta')).toBeVisible();
  },
};

export const PauseThenResume: Story = {
  ...onPreview,
  beforeEach: async () => {
    made = await merchantApi().createRecurrence(subscription({ firstDueDate: addDays(story.today(), 3) }));
  },
  play: async ({ canvas }) => {
    const [first] = await charges(canvas);
    await expect(first).toHaveTextContent(formatDate(addDays(story.today(), 3)));
    await expect(first).toHaveTextContent('Agendada');
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Pausar a assinatura?' }, LONG);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pausar' }));
    await visible(await canvas.findByText('Pausada', {}, LONG));
    await expect(fact(canvas, 'Próxima cobrança')).toHaveTextContent('Nenhuma');
    await expect(canvas.getByText('Nenhuma cobrança por vir enquanto a assinatura estiver pausada.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retomar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Retomar a assinatura' }, LONG);
    const date = within(dialog).getByLabelText('Data da próxima cobrança');
    await expect(date).toHaveValue(story.today());
    // A new cycle starts on the day chosen.
    const resumeOn = addDays(story.today(), 10);
    await userEvent.clear(date);
    await userEvent.type(date, resumeOn);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retomar' }));
    await visible(await canvas.findByText('Ativa', {}, LONG));
    await expect(fact(canvas, 'Próxima cobrança')).toHaveTextContent(formatDate(resumeOn));
    await expect((await charges(canvas))[0]).toHaveTextContent(formatDate(resumeOn));
  },
};

export const ChangeAmountAndPendingCharges: Story = {
  ...onPreview,
  beforeEach: async () => {
    made = await merchantApi().createRecurrence(subscription({ card: withCard(cards.insufficientFunds) }));
    story.moveTo(addDays(story.today(), 1));
  },
  play: async ({ canvas }) => {
    await expect((await charges(canvas))[0]).toHaveTextContent(formatMoney(4_990));
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar valor ou forma' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /Alterar valor ou forma/ }, LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await visible(await within(dialog).findByText('Mude o valor ou a forma de cobrança.'));
    const amount = within(dialog).getByRole('textbox', { name: 'Valor' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '59,90');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Atualizar cobranças pendentes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LONG);
    // The refused charge waiting for its retry is pending: it takes the new amount, as the next one does.
    await waitFor(async () => expect((await charges(canvas))[0]).toHaveTextContent(formatMoney(5_990)), LONG);
    await expect(fact(canvas, 'Próxima cobrança')).toHaveTextContent(formatMoney(5_990));
  },
};

export const Cancel: Story = {
  ...onPreview,
  beforeEach: async () => {
    made = await merchantApi().createRecurrence(subscription({ method: 'pix', card: undefined }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar assinatura' }, LONG));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Cancelar a assinatura?' }, LONG);
    await expect(within(confirm).getByRole('button', { name: 'Manter' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar assinatura' }));
    await visible(await canvas.findByText('Cancelada', {}, LONG));
    await expect(canvas.queryByRole('button', { name: 'Pausar' })).toBeNull();
    await expect(
      canvas.getByText('Nenhuma cobrança: a assinatura foi cancelada antes do primeiro vencimento.'),
    ).toBeVisible();
    await expect(fact(canvas, 'Próxima cobrança')).toHaveTextContent('Nenhuma');
  },
};

export const NotFound: Story = {
  args: { path: `${LIST}/preview/ffffffffffffffffffff` },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Assinatura não encontrada.', {}, LONG));
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

export const OnAPhone: Story = {
  ...onPreview,
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: async () => {
    made = await merchantApi().createRecurrence(subscription({ cycle: 'weekly' }));
    story.moveTo(addDays(story.today(), 15));
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = await charges(canvas);
    await expect(rows).toHaveLength(4);
    await expect(rows.slice(0, 3).every((row) => row.textContent?.includes('Paga'))).toBe(true);
    await expect(rows[3]).toHaveTextContent('Agendada');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** A partner's brand over the plan, its subscribers and a subscription: the same play, the partner's colours. */
export const PartnerBrand: Story = { ...PlanWithSubscribers, globals: { brand: 'sol' } };

/** At 390 px: each row a card, its amount first, the filters folded. */
export const ListOnAPhone: Story = { ...ListWithFailingCharges, ...phoneList('Tabela de assinaturas') };

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = {
  ...ListWithFailingCharges,
  ...laptopList('Tabela de assinaturas', ['Valor', 'Status']),
};

/** A form opens only for a role that may submit it: a partner cannot create subscriptions (D14). */
export const PartnerCannotOpenTheForm: Story = {
  args: { path: '/dashboard/recurrences/create', user: storyUsers.partner },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acesso não autorizado' }, LONG)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
