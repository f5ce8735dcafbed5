import { addDays, type TransactionDetail } from '@painel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { captureDownloads } from '../../storybook/downloads';
import { storyUsers } from '../../storybook/fixtures';
import { findTransaction, moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { LONG, visible } from '../../storybook/patience';
import type { CheckoutApi } from './checkoutApi';
import { CheckoutApp } from './CheckoutPages';
import { checkoutRouteOf } from './checkoutRoute';
import { checkoutMessages } from './messages';

const story = moneyStorySandbox(storyUsers.merchant);
const merchantApi = () => storyApi(story.sandbox, storyUsers.merchant);

/** Set by each story's beforeEach (after the meta's reset): the receipt's address and its sale. */
let opened = '/checkout/comprovante/AAAAAAAAAAAAAAAAAAAAAA';
let sale: TransactionDetail | null = null;
let failFirstLoad = false;

/** Shares the receipt of the merchant's first recent sale that passes `test`, as the portal's button does. */
const share = async (test: (tx: TransactionDetail) => boolean) => {
  const api = merchantApi();
  sale = await findTransaction(api, { from: addDays(story.today(), -20), to: story.today() }, test);
  opened = (await api.shareSaleReceipt(sale.id)).path;
};

/** The receipt as the checkout's own page shows it to a customer who opens the link, signed in nowhere. */
function SaleReceiptStory() {
  const [api] = useState<CheckoutApi>(() => {
    const real = merchantApi();
    let failed = false;
    return {
      ...real,
      saleReceipt: (token) => {
        if (failFirstLoad && !failed) {
          failed = true;
          return Promise.reject(Object.assign(new Error('offline'), { kind: 'network' }));
        }
        return real.saleReceipt(token);
      },
    };
  });
  return (
    <CheckoutApp
      route={checkoutRouteOf(opened, '')}
      env={{
        api,
        navigate: () => undefined,
        processorName: 'Painel Pagamentos S.A.',
        sandboxTools: false,
        m: checkoutMessages,
        clock: story.clock,
      }}
    />
  );
}

const meta = {
  title: 'Checkout/Comprovante',
  component: SaleReceiptStory,
  globals: { viewport: { value: 'phone' } },
  parameters: { layout: 'fullscreen', ...story.parameters },
  beforeEach: () => {
    story.reset();
    failFirstLoad = false;
    sale = null;
    opened = '/checkout/comprovante/AAAAAAAAAAAAAAAAAAAAAA';
  },
} satisfies Meta<typeof SaleReceiptStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const saleOf = () => {
  if (!sale) throw new Error('the story shared no receipt');
  return sale;
};

/** A card sale's receipt on the customer's phone: what, from whom, how and when; none of the merchant's fees. */
export const CardSaleOnAPhone: Story = {
  beforeEach: () => share((tx) => tx.status === 'paid' && tx.method === 'credit' && tx.installments > 1),
  play: async ({ canvas }) => {
    const tx = saleOf();
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Comprovante de venda' }, LONG));
    await expect(document.title).toMatch(/^Comprovante de venda/);
    await expect(canvas.getByText('Pagamento aprovado.')).toBeVisible();
    await expect(canvas.getByText(tx.id)).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent(tx.companyName);
    const last4 = tx.card?.masked.slice(-4) ?? '';
    await expect(canvas.getByText(new RegExp(`final ${last4}$`))).toBeVisible();
    await expect(canvas.getByText(`Crédito · ${tx.installments}x`)).toBeVisible();
    await expect(canvas.getByText(tx.customer.name)).toBeVisible();
    const page = canvas.getByRole('main');
    await expect(page).not.toHaveTextContent(tx.card?.masked ?? 'no card');
    await expect(page).not.toHaveTextContent(/Taxa|MDR|Líquido/);
    for (const heading of ['Venda', 'Pagamento', 'Estabelecimento', 'Cliente'])
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();

    const downloads = captureDownloads();
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar PDF' }));
    await visible(await canvas.findByText(`Comprovante baixado em comprovante_venda_${tx.id}.pdf.`, {}, LONG));
    const pdf = (await downloads.lastLines()).join('\n');
    await expect(pdf.startsWith('%PDF-')).toBe(true);
    await expect(pdf).toContain(`(${tx.id})`);
    await expect(pdf).toContain(`final ${last4}`);
  },
};

/** A Pix sale's receipt gives the end-to-end id a bank asks for. */
export const PixSale: Story = {
  beforeEach: () => share((tx) => tx.status === 'paid' && tx.method === 'pix'),
  play: async ({ canvas }) => {
    const tx = saleOf();
    await visible(await canvas.findByText(tx.pix?.e2eId ?? 'no e2e id', {}, LONG));
    await expect(canvas.queryByText(/final \d{4}/)).toBeNull();
  },
};

/** A sale whose refund was asked for since: the receipt says so rather than showing it simply paid. */
export const RefundAskedForSince: Story = {
  beforeEach: async () => {
    await share((tx) => tx.refund.allowed && tx.method === 'credit');
    await merchantApi().refundTransaction(saleOf().id, 'story-receipt-refund');
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('O estorno desta venda foi pedido e está em processamento.', {}, LONG));
    await expect(canvas.getByText('Estorno pendente')).toBeVisible();
    await expect(canvas.queryByText('Pagamento aprovado.')).toBeNull();
  },
};

/** Revoked by the merchant: the customer learns only that the link no longer works, and whom to ask. */
export const RevokedLink: Story = {
  beforeEach: async () => {
    await share((tx) => tx.status === 'paid');
    await merchantApi().revokeSaleReceipt(saleOf().id);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Comprovante não encontrado' }, LONG));
    await expect(canvas.getByText(/Peça um novo link a quem fez a venda/)).toBeVisible();
    await expect(canvas.queryByText(saleOf().id)).toBeNull();
  },
};

/** A network failure says so and offers to try again, which then shows the receipt. */
export const LoadFailsThenRetries: Story = {
  beforeEach: async () => {
    await share((tx) => tx.status === 'paid');
    failFirstLoad = true;
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Não foi possível carregar o comprovante.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await visible(await canvas.findByText(saleOf().id, {}, LONG));
    await expect(within(canvas.getByRole('main')).queryByRole('alert')).toBeNull();
  },
};
