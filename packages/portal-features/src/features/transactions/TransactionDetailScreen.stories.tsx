import { addDays, type TransactionDetail, type TransactionFilters } from '@painel/api-client';
import { refundBlockMessages } from '@painel/api-client/money';
import type { StoredUser } from '../../core/session/storedUser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { findTransaction, moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { captureDownloads } from '../../storybook/downloads';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin, storyUsers.partner);

const between = (fromDaysAgo: number, toDaysAgo: number): TransactionFilters => ({
  from: addDays(story.today(), -fromDaysAgo),
  to: addDays(story.today(), -toDaysAgo),
});

/** Opens the detail of the first transaction (as `user` sees it) that passes `test`. */
const openFirst = (
  filters: TransactionFilters,
  test: (detail: TransactionDetail) => boolean,
  user: StoredUser = storyUsers.merchant,
) => ({
  args: { user },
  loaders: [
    async () => {
      // Loaders may run before beforeEach: start from the seeds (no call left hanging by a previous story).
      story.reset();
      const detail = await findTransaction(storyApi(story.sandbox, user), filters, test);
      return { path: `/dashboard/transactions/preview/${detail.id}`, detail };
    },
  ],
});

const meta = {
  title: 'Screens/Money/Detalhes da transação',
  component: PortalStory,
  args: { path: '/dashboard/transactions/preview/TX20000101000000', user: storyUsers.merchant, clock: story.clock },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', ...story.parameters },
  beforeEach: story.reset,
  render: (args, { loaded }) => <PortalStory {...args} path={(loaded as { path?: string }).path ?? args.path} />,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Visible once the page transition has run. */
const detailOf = (loaded: unknown) => (loaded as { detail: TransactionDetail }).detail;
const refundCard = (canvas: Canvas) => canvas.findByRole('region', { name: 'Estorno' }, LONG);

export const RefundOnce: Story = {
  ...openFirst(between(6, 0), (tx) => tx.refund.allowed && tx.method !== 'pix'),
  play: async ({ canvas, loaded }) => {
    const tx = detailOf(loaded);
    await visible(await canvas.findByText(tx.id, {}, LONG));
    await userEvent.click(within(await refundCard(canvas)).getByRole('button', { name: 'Estornar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirmar estorno' });
    await expect(dialog).toHaveTextContent(/O estorno é sempre do valor integral/);
    await expect(dialog).toHaveTextContent(tx.card?.masked ?? '');
    // What is confirmed (the amount, where it goes) is read as the dialog opens (A13).
    await expect(dialog).toHaveAccessibleDescription(/^Valor do estorno.*Volta para o cartão/);
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar estorno' });
    // A double click is one refund.
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LONG);
    // Said, and focus on the card's new state, not on the page's body (A3).
    await visible(
      await within(document.body).findByText('Estorno solicitado. Ele aparece como pendente até ser processado.'),
    );
    const state = await canvas.findByText(/Estorno pendente: solicitado por Carla Cliente/, {}, LONG);
    await visible(state);
    await waitFor(() => expect(state).toHaveFocus(), LONG);
    await visible(canvas.getByText(/^Estorno solicitado por Carla Cliente$/));
    await expect(story.sandbox.db.read().refunds).toHaveLength(1);
    await expect(story.sandbox.received('POST transactions/{id}/refund')).toBe(1);
  },
};

/** A refund waiting for the balance says why and for how much (D2); the API gives what the balance lacks. */
export const RefundWaitsForTheBalance: Story = {
  ...openFirst(between(6, 0), (tx) => tx.refund.allowed && tx.method !== 'pix'),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/transactions/:id', async ({ request }) => {
          const real = await getResponse(story.sandbox.handlers, request);
          const detail = (await real?.json()) as TransactionDetail;
          return HttpResponse.json({
            ...detail,
            status: 'pending_refund',
            refund: { ...detail.refund, allowed: false, reason: 'pending', waitingShortfall: 12_345 },
          });
        }),
        ...story.sandbox.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = await refundCard(canvas);
    await visible(await within(card).findByText(/faltam R\$ 123,45 no saldo disponível de hoje/, {}, LONG));
  },
};

/** Staff refund a merchant's sale: the dialog says whose balance the money leaves (D21). */
export const AdministratorRefundsForTheMerchant: Story = {
  ...openFirst(between(6, 0), (tx) => tx.refund.allowed && tx.method !== 'pix', storyUsers.admin),
  play: async ({ canvas }) => {
    await userEvent.click(within(await refundCard(canvas)).getByRole('button', { name: 'Estornar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirmar estorno' });
    await expect(dialog).toHaveTextContent('Sai do saldo disponível do estabelecimento.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  },
};

export const PixDevolution: Story = {
  ...openFirst(between(6, 0), (tx) => tx.refund.allowed && tx.method === 'pix'),
  play: async ({ canvas }) => {
    await userEvent.click(within(await refundCard(canvas)).getByRole('button', { name: 'Estornar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirmar estorno' });
    await expect(dialog).toHaveTextContent('Volta por Pix (devolução) para a conta de origem do pagador');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(story.sandbox.db.read().refunds).toHaveLength(0);
  },
};

export const RefundFailsAndKeepsTheDialog: Story = {
  ...openFirst(between(6, 0), (tx) => tx.refund.allowed),
  play: async ({ canvas }) => {
    story.sandbox.force('POST transactions/{id}/refund', 'server-error');
    await userEvent.click(within(await refundCard(canvas)).getByRole('button', { name: 'Estornar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirmar estorno' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar estorno' }));
    await expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent('Erro interno do servidor.');
    await visible(dialog);
    await expect(story.sandbox.db.read().refunds).toHaveLength(0);
  },
};

export const RefundWindowOver: Story = {
  ...openFirst(between(45, 31), (tx) => tx.status === 'paid' && tx.method !== 'boleto' && tx.dispute === null),
  play: async ({ canvas }) => {
    const card = await refundCard(canvas);
    await expect(card).toHaveTextContent(refundBlockMessages.window);
    await expect(within(card).queryByRole('button', { name: 'Estornar' })).toBeNull();
  },
};

export const CardExpiredRefusesTheRefund: Story = {
  ...openFirst(between(29, 0), (tx) => tx.status === 'paid' && !!tx.card?.status && tx.card.status !== 'valid'),
  play: async ({ canvas, loaded }) => {
    const tx = detailOf(loaded);
    const card = await refundCard(canvas);
    await expect(card).toHaveTextContent(refundBlockMessages.card);
    await expect(within(card).queryByRole('button', { name: 'Estornar' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Pagamento' })).toHaveTextContent(tx.card?.expiry ?? '');
  },
};

export const BoletoIsNotRefundable: Story = {
  ...openFirst(between(20, 0), (tx) => tx.status === 'paid' && tx.method === 'boleto'),
  play: async ({ canvas }) => {
    await expect(await refundCard(canvas)).toHaveTextContent(refundBlockMessages.method);
    await expect(canvas.getByRole('region', { name: 'Pagamento' })).toHaveTextContent('Linha digitável');
  },
};

export const Refused: Story = {
  ...openFirst(between(6, 0), (tx) => tx.status === 'refused'),
  play: async ({ canvas, loaded }) => {
    const tx = detailOf(loaded);
    const refusal = await canvas.findByRole('region', { name: 'Recusa' }, LONG);
    await expect(refusal).toHaveTextContent(tx.refusal?.message ?? '');
    await expect(await canvas.findByRole('region', { name: 'Composição do valor' })).toHaveTextContent(
      'O valor não foi capturado',
    );
    await expect(await refundCard(canvas)).toHaveTextContent(refundBlockMessages.status);
    // A refused sale has no receipt: neither the PDF nor a link for the customer.
    await expect(canvas.queryByRole('button', { name: 'Comprovante da venda (PDF)' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Comprovante para o cliente' })).toBeNull();
  },
};

const receiptCard = (canvas: Canvas) => canvas.findByRole('region', { name: 'Comprovante para o cliente' }, LONG);
const paidCardSale = (tx: TransactionDetail) => tx.status === 'paid' && tx.method === 'credit';

/**
 * The receipt as a link the customer opens without signing in (issue 30 §2): made once however often it is
 * clicked, copied, sent by WhatsApp or e-mail, and read by anyone holding it without the merchant's fees.
 */
export const SharesTheReceiptWithTheCustomer: Story = {
  ...openFirst(between(6, 0), paidCardSale),
  play: async ({ canvas, loaded }) => {
    const tx = detailOf(loaded);
    const card = await receiptCard(canvas);
    await expect(card).toHaveTextContent('Não mostra suas taxas nem o número do cartão.');
    await userEvent.dblClick(within(card).getByRole('button', { name: 'Gerar link do comprovante' }));
    const made = await within(card).findByText(/\/checkout\/comprovante\/[A-Za-z0-9_-]{22}$/, {}, LONG);
    await visible(made);
    await expect(story.sandbox.received('POST transactions/{id}/receipt-link')).toBe(1);
    await expect(card).toHaveTextContent(/Link gerado por Carla Cliente em \d{2}\/\d{2}\/\d{4}/);
    const url = made.textContent ?? '';
    await expect(url.startsWith(window.location.origin)).toBe(true);

    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(within(card).getByRole('button', { name: 'Copiar link do comprovante' }));
      await expect(writeText).toHaveBeenCalledWith(url);
      await visible(await within(card).findByText('Link do comprovante copiado.'));
    } finally {
      writeText.mockRestore();
    }
    await expect(within(card).getByRole('link', { name: /Abrir comprovante/ })).toHaveAttribute('href', url);
    await expect(
      within(card)
        .getByRole('link', { name: /Enviar por WhatsApp/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent(url));
    await expect(within(card).getByRole('link', { name: 'Enviar por e-mail' }).getAttribute('href')).toContain(
      `mailto:${encodeURIComponent(tx.customer.email)}`,
    );
    // What the customer reads from that address: the sale, and of the card only its last four digits.
    const receipt = await storyApi(story.sandbox, storyUsers.merchant).saleReceipt(url.split('/').at(-1) ?? '');
    await expect(receipt).toMatchObject({ id: tx.id, amount: tx.amount, cardLast4: tx.card?.masked.slice(-4) });
  },
};

/** Set by RevokesTheReceiptLink's beforeEach, after the meta's reset: a loader's link would be reset away. */
let sharedSale = { path: '', token: '' };

/** Sent to the wrong person: revoked, the address stops working and a new one can be made. */
export const RevokesTheReceiptLink: Story = {
  beforeEach: async () => {
    const api = storyApi(story.sandbox, storyUsers.merchant);
    const detail = await findTransaction(api, between(6, 0), paidCardSale);
    const link = await api.shareSaleReceipt(detail.id);
    sharedSale = { path: `/dashboard/transactions/preview/${detail.id}`, token: link.path.split('/').at(-1) ?? '' };
  },
  render: (args) => <PortalStory {...args} path={sharedSale.path} />,
  play: async ({ canvas }) => {
    const card = await receiptCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'Revogar link' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Revogar o link do comprovante?' });
    await expect(dialog).toHaveTextContent('Quem tiver o link deixa de ver o comprovante.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await visible(await within(document.body).findByText('Link do comprovante revogado.', {}, LONG));
    await visible(await within(card).findByRole('button', { name: 'Gerar link do comprovante' }, LONG));
    await expect(within(card).queryByText(/\/checkout\/comprovante\//)).toBeNull();
    await expect(Object.keys(story.sandbox.db.read().receiptLinks)).toHaveLength(0);
    await expect(
      storyApi(story.sandbox, storyUsers.merchant)
        .saleReceipt(sharedSale.token)
        .catch((error: { status?: number }) => error.status),
    ).resolves.toBe(404);
  },
};

/** A failed attempt says so beside the button, which stays there to try again. */
export const SharingTheReceiptFails: Story = {
  ...openFirst(between(6, 0), paidCardSale),
  parameters: {
    msw: {
      handlers: [
        http.post('*/transactions/:id/receipt-link', () =>
          HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }),
        ),
        ...story.sandbox.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = await receiptCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'Gerar link do comprovante' }));
    await expect(await within(card).findByRole('alert', {}, LONG)).toHaveTextContent(
      'Não foi possível gerar o link. Tente novamente.',
    );
    await expect(within(card).getByRole('button', { name: 'Gerar link do comprovante' })).toBeEnabled();
  },
};

/** Set by SaleOfAPaymentLink's beforeEach, after the meta's reset: a loader's link would be reset away. */
let linkSale = { path: '', linkId: '' };

/** A sale made through a payment link links back to it (issue 30 §2: links between records). */
export const SaleOfAPaymentLink: Story = {
  beforeEach: async () => {
    const api = storyApi(story.sandbox, storyUsers.merchant);
    const link = await api.createPaymentLink({
      idempotencyKey: 'story-origin-link',
      kind: 'reusable',
      name: 'Caneca da loja',
      items: [{ name: 'Caneca', quantity: 1, unitPrice: 4_500 }],
      shipping: 0,
      methods: { card: { maxInstallments: 1, interestFree: 1, monthlyInterest: 0 }, pix: null, boleto: null },
      collect: { document: true, phone: false, address: false },
    });
    await api.payCheckout(link.id, {
      idempotencyKey: 'story-origin-payment',
      method: 'card',
      payer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
      card: { number: '4111111111111111', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123', installments: 1 },
    });
    const { payments } = await api.paymentLink(link.id);
    const id = payments[0]?.transactionId;
    if (!id) throw new Error('the link payment made no sale');
    linkSale = { path: `/dashboard/transactions/preview/${id}`, linkId: link.id };
  },
  render: (args) => <PortalStory {...args} path={linkSale.path} />,
  play: async ({ canvas }) => {
    const back = await canvas.findByRole('link', { name: 'Caneca da loja' }, LONG);
    await expect(back).toHaveAttribute('href', `/dashboard/payment/links/fixed/${linkSale.linkId}`);
    // Under its own term: the channel says how it was sold, this says which link.
    await expect(back.closest('dd')?.previousElementSibling).toHaveTextContent('Link de pagamento');
    // The customer's receipt (issue 30 §2): the sale, how it was paid, from whom; none of the merchant's fees.
    const downloads = captureDownloads();
    await userEvent.click(canvas.getByRole('button', { name: 'Comprovante da venda (PDF)' }));
    const id = linkSale.path.split('/').at(-1) ?? '';
    await visible(await canvas.findByText(`Comprovante baixado em comprovante_venda_${id}.pdf.`, {}, LONG));
    const pdf = (await downloads.lastLines()).join('\n');
    await expect(pdf.startsWith('%PDF-')).toBe(true);
    await expect(pdf).toContain(`(${id})`);
    await expect(pdf).toContain('(R$ 45,00)');
    await expect(pdf).toContain('(Ana Lima)');
    await expect(pdf).not.toContain('MDR');
  },
};

export const Installments: Story = {
  ...openFirst(between(20, 0), (tx) => tx.installmentList.length >= 3),
  play: async ({ canvas, loaded }) => {
    const tx = detailOf(loaded);
    const card = await canvas.findByRole('region', { name: 'Parcelas e recebimentos' }, LONG);
    await expect(within(card).getAllByRole('row')).toHaveLength(tx.installmentList.length + 1);
    // The composition adds up: gross − fees = net.
    await expect(tx.gross - tx.mdr - tx.fixedFee).toBe(tx.net);
  },
};

export const Chargeback: Story = {
  ...openFirst(
    { ...between(120, 0), status: ['chargeback'] },
    (tx) => tx.dispute !== null && tx.dispute.kind === 'chargeback',
    storyUsers.admin,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Contestação' }, LONG)).toHaveTextContent('Chargeback');
    await expect(await refundCard(canvas)).toHaveTextContent(refundBlockMessages.dispute);
  },
};

let disputedId = '';

export const OpenDisputeCountsDown: Story = {
  args: { options: { idleTimeoutMinutes: 0 } },
  beforeEach: async () => {
    story.reset();
    const opened = await storyApi(story.sandbox, storyUsers.merchant).sandboxOpenDispute({
      kind: 'chargeback',
      outcome: 'won',
      hoursAgo: 220,
    });
    disputedId = opened.transactionId;
  },
  render: (args) => <PortalStory {...args} path={`/dashboard/transactions/preview/${disputedId}`} />,
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Contestação' }, LONG);
    // Opened 220 hours ago with 240 to answer: 20 hours left, past the 24-hour alert.
    await waitFor(() => expect(card).toHaveTextContent(/Faltam 20 h · Menos de 24 h/), LONG);
    const link = within(card).getByRole('link', { name: 'Responder à disputa' });
    await expect(link).toHaveAttribute('href', expect.stringContaining(`disputa=${disputedId}`));
  },
};

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Transação não encontrada, ou você não tem acesso a ela.', {}, LONG));
    // Trying again would find nothing either.
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Voltar para a lista' })).toBeVisible();
  },
};

let failingId = '';

export const LoadFailedThenRetry: Story = {
  beforeEach: async () => {
    story.reset();
    const detail = await findTransaction(storyApi(story.sandbox, storyUsers.merchant), between(6, 0), () => true);
    failingId = detail.id;
    story.sandbox.force('GET transactions/{id}', 'server-error');
  },
  render: (args) => <PortalStory {...args} path={`/dashboard/transactions/preview/${failingId}`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Não foi possível carregar a transação.',
    );
    story.sandbox.force('GET transactions/{id}', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await visible(await canvas.findByRole('region', { name: 'Identificação' }, LONG));
  },
};

export const Loading: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET transactions/{id}', 'never');
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Carregando a transação…', {}, LONG));
    await waitFor(() => expect(story.sandbox.received('GET transactions/{id}')).toBeGreaterThan(0), LONG);
  },
};

export const PartnerSeesWithoutRefund: Story = {
  ...openFirst(between(6, 0), (tx) => tx.status === 'paid', storyUsers.partner),
  play: async ({ canvas }) => {
    const card = await refundCard(canvas);
    await waitFor(() => expect(card.textContent).not.toBe('Estorno'), LONG);
    await expect(within(card).queryByRole('button', { name: 'Estornar' })).toBeNull();
  },
};
