import { HttpResponse, type HttpHandler } from 'msw';
import { saleHasReceipt, saleReceiptOf } from '../../money/saleReceipt';
import type { SandboxDb } from '../db';
import type { MoneySandbox } from '../money/moneySandbox';
import { newReceiptToken, receiptLinkOf, receiptTokenOf } from '../money/receiptLinks';
import { rowOfTransactionId } from '../money/records';
import { transactionDetailWithRefund } from '../money/refundState';
import { canSee, moneyScopeOf } from '../money/scope';
import type { SandboxAccount } from '../seeds';
import { invalid, notFound, type SandboxRouter } from '../routes';

const NOT_FOUND = 'Transação não encontrada.';
/** The same answer for a token never made, revoked, or malformed: an address reveals nothing. */
const RECEIPT_NOT_FOUND = 'Comprovante não encontrado. O link pode ter sido revogado pelo estabelecimento.';

/** A sale's receipt shared with its customer: the merchant makes and revokes its address; anyone holding it reads it. */
export function receiptLinkHandlers(
  db: SandboxDb,
  money: MoneySandbox,
  { route, signedIn }: SandboxRouter,
): HttpHandler[] {
  /** The sale's detail when the caller sees it, as GET transactions/{id} decides. */
  const visibleDetail = (account: SandboxAccount, id: string) => {
    const h = money.history();
    const row = rowOfTransactionId(h, id);
    if (row === undefined) return null;
    const detail = transactionDetailWithRefund(h, db, row);
    const scope = moneyScopeOf(account, db, h);
    if (!canSee(h, scope, detail.companyId)) return null;
    return scope.kind === 'store' && detail.storeId !== scope.storeId ? null : detail;
  };

  return [
    signedIn('shareSaleReceipt', ({ params, account }) => {
      const detail = visibleDetail(account, String(params.id));
      if (!detail) return notFound(NOT_FOUND);
      if (!saleHasReceipt(detail.status)) {
        const message = 'Só há comprovante de uma venda aprovada.';
        return invalid({ message, errors: { transaction: [message] } });
      }
      if (!receiptTokenOf(db.read(), detail.id)) {
        db.update((state) => {
          state.receiptLinks[newReceiptToken()] = {
            transactionId: detail.id,
            createdAt: money.now().iso,
            createdBy: account.name,
          };
        });
      }
      return HttpResponse.json(receiptLinkOf(db, detail.id));
    }),

    signedIn('revokeSaleReceipt', ({ params, account }) => {
      const detail = visibleDetail(account, String(params.id));
      if (!detail) return notFound(NOT_FOUND);
      db.update((state) => {
        const token = receiptTokenOf(state, detail.id);
        if (token) delete state.receiptLinks[token];
      });
      return HttpResponse.json({ id: detail.id });
    }),

    route('saleReceipt', ({ params }) => {
      const token = String(params.token);
      const links = db.read().receiptLinks;
      const stored = Object.hasOwn(links, token) ? links[token] : undefined;
      const h = money.history();
      const row = stored ? rowOfTransactionId(h, stored.transactionId) : undefined;
      if (row === undefined) return notFound(RECEIPT_NOT_FOUND);
      return HttpResponse.json(saleReceiptOf(transactionDetailWithRefund(h, db, row)));
    }),
  ];
}
