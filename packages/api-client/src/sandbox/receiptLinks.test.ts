// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCheckoutClient } from '../calls/checkoutClient';
import { addDays } from '../money/calendar';
import { failure, sandboxTestSession } from './testClient.fixtures';

const { sandbox, api, signIn, today } = sandboxTestSession({ moneyScale: 25_000 });
const payer = createCheckoutClient({ apiBaseUrl: 'http://sandbox.test/api/', systemOrigin: 'PAINEL' });
const tokenOf = (path: string) => path.split('/').at(-1) ?? '';

/** A recent sale of the signed-in merchant. */
async function saleWith(status: 'paid' | 'refused', method: Array<'credit' | 'debit' | 'pix'> = ['credit']) {
  const from = addDays(today(), -7);
  const page = await api.transactions({ from, to: today(), status: [status], method, pageSize: 100 });
  const first = page.items[0];
  if (!first) throw new Error(`no ${status} sale since ${from}`);
  return api.transaction(first.id);
}

describe("a sale's receipt shared with its customer", () => {
  it('gives one unguessable address however often it is asked, which anyone holding it opens without signing in', async () => {
    await signIn('cliente@painel.dev');
    const sale = await saleWith('paid');
    expect(sale.receiptLink).toBeNull();
    const [first, second] = await Promise.all([api.shareSaleReceipt(sale.id), api.shareSaleReceipt(sale.id)]);
    expect(second.path).toBe(first.path);
    expect(first.path).toMatch(/^\/checkout\/comprovante\/[A-Za-z0-9_-]{22}$/);
    expect(first.createdBy).toBe('Carla Cliente');
    expect((await api.transaction(sale.id)).receiptLink).toEqual(first);

    const receipt = await payer.saleReceipt(tokenOf(first.path));
    expect(receipt).toMatchObject({
      id: sale.id,
      amount: sale.amount,
      status: 'paid',
      method: 'credit',
      merchant: { name: sale.companyName, store: sale.storeName },
    });
    expect(receipt.cardLast4).toBe(sale.card?.masked.slice(-4));
    expect(receipt.customer.name).toBe(sale.customer.name);
    expect(receipt.customer.document).toMatch(/\*/);
  });

  it('sends the customer nothing of the fees, the settlement or the card but its last four digits', async () => {
    await signIn('cliente@painel.dev');
    const sale = await saleWith('paid');
    const link = await api.shareSaleReceipt(sale.id);
    const raw = await fetch(`http://sandbox.test/api/public/receipts/${tokenOf(link.path)}`);
    const body = (await raw.json()) as Record<string, unknown>;
    for (const key of ['mdr', 'mdrRate', 'fees', 'net', 'gross', 'fixedFee', 'installmentList', 'card', 'refund'])
      expect(body).not.toHaveProperty(key);
    expect(JSON.stringify(body)).not.toContain(sale.card?.masked ?? 'no card');
  });

  it('stops working when revoked; sharing again makes a new address', async () => {
    await signIn('cliente@painel.dev');
    const sale = await saleWith('paid', ['pix']);
    const link = await api.shareSaleReceipt(sale.id);
    await api.revokeSaleReceipt(sale.id);
    const gone = await failure(payer.saleReceipt(tokenOf(link.path)));
    expect(gone?.status).toBe(404);
    expect(gone?.serverMessage).toBe('Comprovante não encontrado. O link pode ter sido revogado pelo estabelecimento.');
    expect((await api.transaction(sale.id)).receiptLink).toBeNull();
    const again = await api.shareSaleReceipt(sale.id);
    expect(again.path).not.toBe(link.path);
    expect((await payer.saleReceipt(tokenOf(again.path))).pixE2eId).toBe(sale.pix?.e2eId);
  });

  it('answers an unknown token, or one named like an object property, with the same 404', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', '__proto__', 'constructor', 'toString']) {
      expect((await failure(payer.saleReceipt(token)))?.status).toBe(404);
    }
  });

  it('makes no receipt of a refused sale, nor of a sale the caller does not see', async () => {
    await signIn('cliente@painel.dev');
    const refused = await saleWith('refused');
    const none = await failure(api.shareSaleReceipt(refused.id));
    expect(none?.status).toBe(422);
    expect(none?.serverMessage).toBe('Só há comprovante de uma venda aprovada.');
    const theirs = await saleWith('paid');
    await signIn('membro@painel.dev');
    expect((await failure(api.shareSaleReceipt(theirs.id)))?.status).toBe(404);
    expect((await failure(api.revokeSaleReceipt(theirs.id)))?.status).toBe(404);
    expect(Object.keys(sandbox.db.read().receiptLinks)).toHaveLength(0);
  });
});
