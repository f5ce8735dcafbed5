import { addDays, type CreatePaymentLinkInput } from '@painel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import type { CheckoutApi } from './checkoutApi';
import { CheckoutApp } from './CheckoutPages';
import { checkoutRouteOf } from './checkoutRoute';
import { checkoutMessages } from './messages';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant);
const merchantApi = () => storyApi(story.sandbox, storyUsers.merchant);

const link = (overrides: Partial<CreatePaymentLinkInput> = {}): CreatePaymentLinkInput => ({
  idempotencyKey: `story-${Math.random().toString(16).slice(2)}`,
  kind: 'reusable',
  name: 'Camiseta Painel',
  items: [{ name: 'Camiseta', quantity: 2, unitPrice: 7_500 }],
  shipping: 1_500,
  methods: {
    card: { maxInstallments: 6, interestFree: 3, monthlyInterest: 199 },
    pix: { expiresInMinutes: 30 },
    boleto: { dueDays: 3 },
  },
  collect: { document: true, phone: false, address: false },
  ...overrides,
});

/** Set by each story's beforeEach (after the meta's reset): the address the payer opens. */
let opened = '/checkout/0123456789abcdef0123';
let failFirstLoad = false;
/** The link's answer until the story lets it through (the loading state, as a slow network shows it). */
let heldLoad: Promise<void> | null = null;
let letLoadThrough = () => undefined as void;
const openLink = async (overrides: Partial<CreatePaymentLinkInput> = {}) => {
  const made = await merchantApi().createPaymentLink(link(overrides));
  opened = made.checkoutPath;
  return made;
};

/** The checkout as its own page would show it: the address in memory, the payer's calls on the story's sandbox. */
function CheckoutStory({ sandboxTools = true }: { sandboxTools?: boolean }) {
  const [address, setAddress] = useState(opened);
  const [api] = useState<CheckoutApi>(() => {
    const real = merchantApi();
    let failed = false;
    return {
      ...real,
      checkout: (id) => {
        if (failFirstLoad && !failed) {
          failed = true;
          return Promise.reject(Object.assign(new Error('offline'), { kind: 'network' }));
        }
        return heldLoad ? heldLoad.then(() => real.checkout(id)) : real.checkout(id);
      },
    };
  });
  const [pathname = '', query = ''] = address.split('?');
  return (
    <>
      <CheckoutApp
        route={checkoutRouteOf(pathname, query ? `?${query}` : '')}
        env={{
          api,
          navigate: setAddress,
          processorName: 'Painel Pagamentos S.A.',
          sandboxTools,
          m: checkoutMessages,
          clock: story.clock,
          accessibilityHref: '/acessibilidade',
        }}
      />
      <output aria-label="Endereço do comprador" style={{ display: 'block', overflowWrap: 'anywhere' }}>
        {address}
      </output>
    </>
  );
}

const meta = {
  title: 'Checkout/Pagamento',
  component: CheckoutStory,
  globals: { viewport: { value: 'phone' } },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    story.reset();
    failFirstLoad = false;
    heldLoad = null;
    opened = '/checkout/0123456789abcdef0123';
  },
} satisfies Meta<typeof CheckoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Whether the copy button comes before the QR in the page (what a screen reader and the eye meet first). */
const codeBeforeQr = (canvas: Canvas) =>
  Boolean(
    canvas
      .getByRole('button', { name: 'Copiar código Pix' })
      .compareDocumentPosition(canvas.getByRole('img', { name: 'QR Code Pix' })) & Node.DOCUMENT_POSITION_FOLLOWING,
  );

const fillPayer = async (canvas: Canvas) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Nome completo/ }, LONG), 'Bruno Comprador');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'bruno@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /CPF ou CNPJ/ }), '52998224725');
};
const fillCard = async (canvas: Canvas, number = '4111111111111111') => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Número do cartão/ }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: /Nome impresso/ }), 'BRUNO COMPRADOR');
  await userEvent.type(canvas.getByRole('textbox', { name: /Validade/ }), '122030');
  await userEvent.type(canvas.getByRole('textbox', { name: /CVV/ }), '123');
};
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Endereço do comprador' });

export const PaysByCardInThreeInstallments: Story = {
  beforeEach: async () => void (await openLink()),
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Camiseta Painel' }, LONG));
    await expect(canvas.getByText('R$ 165,00', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cartão' })).toHaveAttribute('aria-selected', 'true');
    await fillPayer(canvas);
    await fillCard(canvas);
    await expect(canvas.getByRole('textbox', { name: /Número do cartão/ })).toHaveValue('4111 1111 1111 1111');
    await expect(canvas.getByText('Bandeira: Visa')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Número do cartão/ })).toHaveAttribute(
      'autocomplete',
      'cc-number',
    );
    await expect(canvas.getByRole('textbox', { name: /Validade/ })).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(canvas.getByRole('textbox', { name: /Validade/ })).toHaveAccessibleDescription(
      'Mês e ano, como no cartão: MM/AAAA',
    );
    const installments = canvas.getByRole('combobox', { name: 'Parcelas' });
    await expect(within(installments).getByRole('option', { name: '3× de R$ 55,00 sem juros' })).toBeEnabled();
    await expect(within(installments).getByRole('option', { name: '6× de R$ 29,45 (total R$ 176,70)' })).toBeEnabled();
    await userEvent.selectOptions(installments, '3');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pagar R$ 165,00' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Pagamento confirmado' }, LONG));
    // The tab says the payment is confirmed, not only 'Pagamento' (A20).
    await waitFor(() => expect(document.title).toBe('Pagamento confirmado | Painel'));
    await expect(canvas.getByText('Visa final 1111')).toBeVisible();
    await expect(canvas.getByText('3× de R$ 55,00')).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(/^\/checkout\/payed\?link=[0-9a-f]+&pagamento=PG\d+$/);
    await expect(story.sandbox.db.read().checkoutPayments).toHaveLength(1);
    await expect(JSON.stringify(story.sandbox.db.read())).not.toContain('4111111111111111');
  },
};

export const SubscribesToAPlan: Story = {
  beforeEach: async () => {
    const plan = await merchantApi().createRecurrence({
      idempotencyKey: 'story-plan',
      kind: 'reusable',
      description: 'Clube do café',
      amount: 8_990,
      method: 'card',
      cycle: 'monthly',
      firstDueDate: story.today(),
    });
    opened = plan.plan?.checkoutPath ?? '';
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Clube do café' }, LONG));
    await expect(
      canvas.getByText(
        'Assinatura mensal: este é o primeiro pagamento; os próximos são cobrados a cada ciclo, da mesma forma.',
      ),
    ).toBeVisible();
    // A plan is paid by its own method only, in one installment.
    await expect(canvas.queryByRole('tab', { name: 'Pix' })).toBeNull();
    await fillPayer(canvas);
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar R$ 89,90' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Pagamento confirmado' }, LONG));
    const [subscription] = story.sandbox.db.read().recurrences.filter((r) => r.planId);
    await expect(subscription).toMatchObject({ description: 'Clube do café', cards: [{ last4: '1111' }] });
  },
};

export const RefusedCardKeepsTheForm: Story = {
  beforeEach: async () => void (await openLink()),
  play: async ({ canvas }) => {
    await fillPayer(canvas);
    await fillCard(canvas, '4000000000009995');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar R$ 165,00' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Pagamento recusado');
    await expect(alert).toHaveTextContent('Saldo ou limite insuficiente');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Bruno Comprador');
    await expect(canvas.getByRole('textbox', { name: /Número do cartão/ })).toHaveValue('4000 0000 0000 9995');
    await expect(canvas.getByRole('textbox', { name: /CVV/ })).toHaveValue('');
    // Trying again with the code still empty asks for it rather than calling it invalid (D17).
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar R$ 165,00' }));
    await expect(await canvas.findByText('Informe o código de segurança.')).toBeVisible();
    await expect(canvas.queryByText('Código de segurança inválido.')).toBeNull();
  },
};

export const EachProblemUnderItsField: Story = {
  beforeEach: async () => void (await openLink()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pagar R$ 165,00' }, LONG));
    await expect(await canvas.findByText('Informe seu nome completo.')).toBeVisible();
    await expect(canvas.getByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
    await expect(canvas.getByText('Número do cartão inválido. Confira os dígitos.')).toBeVisible();
    await expect(canvas.getByText('Informe a validade no formato MM/AAAA.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Nome completo/ })).toHaveFocus());
    await expect(story.sandbox.db.read().checkoutPayments).toHaveLength(0);
  },
};

export const PixByKeyboardAndPaid: Story = {
  beforeEach: async () => void (await openLink()),
  play: async ({ canvas }) => {
    await fillPayer(canvas);
    canvas.getByRole('tab', { name: 'Cartão' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pix' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Pix' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await canvas.findByRole('button', { name: 'Gerar código Pix' }, LONG));
    await visible(await canvas.findByRole('img', { name: 'QR Code Pix' }, LONG));
    const code = canvas.getByRole('textbox', { name: 'Código Pix copia e cola' });
    await expect((code as HTMLTextAreaElement).value).toMatch(/^000201010212.*5406165\.00.*6304[0-9A-F]{4}$/);
    // On a phone the payer pays in this phone: copying comes before the QR (D17).
    await expect(codeBeforeQr(canvas)).toBe(true);
    await expect(canvas.getByText(/^Expira em (29|30):\d{2}$/)).toBeVisible();
    await expect(canvas.getByText('Aguardando o pagamento…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simular pagamento (sandbox)' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Pagamento confirmado' }, LONG));
    await expect(canvas.getByText('Pix', { selector: 'dd' })).toBeVisible();
  },
};

/** On a wider screen the QR comes first: the payer scans it with a phone. */
export const PixOnALaptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  beforeEach: async () => void (await openLink()),
  play: async ({ canvas }) => {
    await fillPayer(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pix' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Gerar código Pix' }, LONG));
    await visible(await canvas.findByRole('img', { name: 'QR Code Pix' }, LONG));
    await expect(canvas.getByText(/leia o QR Code, ou copie o código abaixo/)).toBeVisible();
    await expect(codeBeforeQr(canvas)).toBe(false);
  },
};

export const PixCodeExpires: Story = {
  beforeEach: async () =>
    void (await openLink({ methods: { card: null, pix: { expiresInMinutes: 5 }, boleto: null } })),
  play: async ({ canvas }) => {
    await fillPayer(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gerar código Pix' }, LONG));
    await visible(await canvas.findByRole('img', { name: 'QR Code Pix' }, LONG));
    // The button that had focus is gone: focus is on the new code's copy button (A4).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copiar código Pix' })).toHaveFocus(), LONG);
    // The countdown is a timer, readable but silent; the warnings before the limit are said once each (A12).
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^Expira em 0[45]:\d{2}$/);
    await expect(canvas.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    await visible(await canvas.findByText('Faltam 5 minutos para o código Pix expirar.', {}, LONG));
    story.advanceMinutes(4);
    await visible(await canvas.findByText('Falta 1 minuto para o código Pix expirar.', {}, LONG));
    story.advanceMinutes(2);
    await visible(await canvas.findByText('Código expirado', {}, LONG));
    // At expiry, focus on the way to a new code, not on the page's body.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Gerar novo código' })).toHaveFocus(), LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar novo código' }));
    await visible(await canvas.findByText(/^Expira em 0[45]:\d{2}$/, {}, LONG));
    await expect(story.sandbox.db.read().checkoutPayments).toHaveLength(2);
  },
};

export const BoletoWithDigitableLine: Story = {
  beforeEach: async () => void (await openLink()),
  play: async ({ canvas }) => {
    await fillPayer(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Boleto' }));
    await visible(await canvas.findByText('A confirmação pode levar de 1 a 3 dias úteis.', {}, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar boleto' }));
    const line = await canvas.findByRole('textbox', { name: 'Linha digitável' }, LONG);
    await expect((line as HTMLTextAreaElement).value).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await expect(canvas.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
    await expect(canvas.getByText(/^Vencimento: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Pagamento finalizado' }, LONG));
  },
};

export const OpenAmountAndPhone: Story = {
  beforeEach: async () =>
    void (await openLink({
      name: 'Doação',
      items: [{ name: 'Doação', quantity: 1, unitPrice: 0 }],
      shipping: 0,
      openAmount: true,
      collect: { document: true, phone: true, address: true },
    })),
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole('textbox', { name: /Valor a pagar/ }, LONG);
    await userEvent.type(amount, '2590');
    await expect(amount).toHaveValue('R$ 25,90');
    await expect(canvas.getByRole('button', { name: 'Pagar R$ 25,90' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Celular/ })).toHaveAttribute('autocomplete', 'tel-national');
    await expect(canvas.getByRole('textbox', { name: /Endereço de entrega/ })).toBeVisible();
    const installments = canvas.getByRole('combobox', { name: 'Parcelas' });
    await expect(
      within(installments).getByRole('option', { name: /^6× de .* — parcela mínima de R\$ 5,00$/ }),
    ).toBeDisabled();
  },
};

export const InactiveLink: Story = {
  beforeEach: async () => {
    const made = await openLink();
    await merchantApi().deactivatePaymentLink(made.id);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Link indisponível' }, LONG));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ExpiredLink: Story = {
  beforeEach: async () => {
    await openLink({ expiresInDays: 1 });
    story.moveTo(addDays(story.today(), 3));
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Link expirado' }, LONG));
  },
};

export const AlreadyPaidLink: Story = {
  beforeEach: async () => {
    const made = await openLink({
      kind: 'single',
      customer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
    });
    await merchantApi().payCheckout(made.id, {
      idempotencyKey: 'story-paid-once',
      method: 'card',
      payer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
      card: { number: '5555555555554444', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123', installments: 1 },
    });
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Este link já foi pago' }, LONG));
  },
};

export const PersonalLinkIsPrefilled: Story = {
  beforeEach: async () =>
    void (await openLink({
      kind: 'single',
      customer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
    })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /Nome completo/ }, LONG)).toHaveValue('Ana Lima');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@example.com');
    // The CPF the merchant gave is shown masked, not asked for again (D17), and the payment carries it.
    await expect(canvas.getByText('CPF ou CNPJ (informado pela loja):')).toHaveTextContent('***.982.247-**');
    await expect(canvas.queryByRole('textbox', { name: /CPF ou CNPJ/ })).toBeNull();
    await fillCard(canvas, '5555555555554444');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar R$ 165,00' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Pagamento confirmado' }, LONG));
    await expect(story.sandbox.db.read().checkoutPayments.at(-1)?.payer.document).toBe('52998224725');
  },
};

/** The payer is someone else (a company paying for the customer): they give their own document. */
export const PersonalLinkPaidWithAnotherDocument: Story = {
  beforeEach: PersonalLinkIsPrefilled.beforeEach,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Informar outro CPF ou CNPJ' }, LONG));
    const field = canvas.getByRole('textbox', { name: /CPF ou CNPJ/ });
    await expect(field).toHaveFocus();
    await userEvent.type(field, '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar R$ 165,00' }));
    await expect(await canvas.findByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
  },
};

export const UnknownLink: Story = {
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Link de pagamento não encontrado.' }, LONG));
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Pagamento processado por Painel Pagamentos S.A.');
  },
};

/**
 * While the link loads, the page is a screen high under the brand bar, whose merchant line is already there: nothing
 * in view moves when the link arrives (cumulative layout shift 0; the e2e journey measures it on a phone).
 */
export const LoadingKeepsTheLayout: Story = {
  beforeEach: async () => {
    await openLink();
    heldLoad = new Promise((resolve) => (letLoadThrough = resolve));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando o pagamento…', {}, LONG)).toBeInTheDocument();
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
    const bar = canvas.getByRole('banner');
    const barHeight = bar.getBoundingClientRect().height;
    letLoadThrough();
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Camiseta Painel' }, LONG));
    await expect(bar.getBoundingClientRect().height).toBe(barHeight);
    await expect(bar).toHaveTextContent('Loja Exemplo');
    // L1: the accessibility statement, linked from the foot of every checkout page with its symbol.
    const statement = within(footer).getByRole('link', { name: 'Acessibilidade' });
    await expect(statement).toHaveAttribute('href', '/acessibilidade');
    await expect(footer).toHaveTextContent('Pagamento processado por Painel Pagamentos S.A.');
  },
};

export const LoadFailureOffersRetry: Story = {
  beforeEach: async () => {
    await openLink();
    failFirstLoad = true;
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Não foi possível carregar este pagamento.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Camiseta Painel' }, LONG));
  },
};

export const PartnerBrand: Story = {
  globals: { brand: 'sol', viewport: { value: 'phone' } },
  beforeEach: async () => void (await openLink()),
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Camiseta Painel' }, LONG));
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveTextContent('Loja Exemplo');
    // The partner's colour across the top, not Painel's purple.
    await expect(getComputedStyle(banner).getPropertyValue('--painel-color-primary-default').trim()).not.toBe('');
    await expect(getComputedStyle(banner).backgroundColor).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(90, 75, 214\)$/);
    await expect(canvas.getByRole('button', { name: 'Pagar R$ 165,00' })).toBeVisible();
  },
};
