import { HttpResponse, type HttpHandler } from 'msw';
import { documentCharactersOf, maskDocument } from '../../money/documents';
import type { PayCheckoutInput } from '../../endpoints/checkoutEndpoints';
import { boletoBarcode, digitableLineOf } from '../../money/boleto';
import { brCodeProblemMessages, brCodeProblems, buildBrCode } from '../../money/brCode';
import { addDays } from '../../money/calendar';
import { cardProblemMessages, cardProblems, detectCardBrand, testCards } from '../../money/cardRules';
import { DEFAULT_MINIMUM_INSTALLMENT, installmentOptions } from '../../money/checkoutInstallments';
import { linkTotalOf } from '../../money/paymentLinkRules';
import { payerMessages, payerProblems } from '../../money/payerRules';
import { paymentLinkLimits } from '../../money/paymentLinkValidation';
import type { SandboxDb, StoredCheckoutPayment, StoredPaymentLink } from '../db';
import type { MoneySandbox } from '../money/moneySandbox';
import { checkoutPaymentViewOf, linkViewOf, merchantOf } from '../money/paymentLinkViews';
import { hash32 } from '../money/prng';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import { fail } from './moneyActionKit';
import { subscribeToPlan } from './recurrenceHandlers';

const PAYMENT_BANK_CODE = '341';
const AUTHORIZATION = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const unavailableMessages = {
  paid: 'Este link já foi pago.',
  inactive: 'Este link foi desativado pelo vendedor.',
  expired: 'Este link expirou.',
} as const;

const isoPlusMinutes = (iso: string, minutes: number) => {
  const ms = Date.parse(iso) + minutes * 60_000 - 3 * 3_600_000;
  return `${new Date(ms).toISOString().slice(0, 19)}-03:00`;
};

/** The customer's side of a link: the public page's data, the payment and its status, and the control that pays. */
export function checkoutHandlers(db: SandboxDb, money: MoneySandbox, { route }: SandboxRouter): HttpHandler[] {
  const linkOf = (id: unknown) => db.read().paymentLinks.find((link) => link.id === id);
  const viewOf = (link: StoredPaymentLink) =>
    linkViewOf(money.history(), link, db.read().checkoutPayments, money.now().date);
  const merchantNameOf = (link: StoredPaymentLink) => merchantOf(money.history(), link.companyId)?.name ?? '';
  const answerOf = (payment: StoredCheckoutPayment) => {
    const link = linkOf(payment.linkId);
    return checkoutPaymentViewOf(payment, link ? merchantNameOf(link) : '', money.now().iso);
  };

  return [
    route('checkout', ({ params }) => {
      const link = linkOf(params.id);
      if (!link) return notFound('Link de pagamento não encontrado.');
      const view = viewOf(link);
      const merchant = merchantOf(money.history(), link.companyId);
      return HttpResponse.json({
        id: link.id,
        status: view.status,
        merchant: { name: merchant?.name ?? '', city: merchant?.city ?? '', document: merchant?.document ?? '' },
        name: link.name,
        items: link.items,
        shipping: link.shipping,
        amount: view.amount,
        methods: link.methods,
        collect: link.collect,
        customer: link.customer
          ? {
              name: link.customer.name,
              email: link.customer.email,
              document: link.customer.document ? maskDocument(link.customer.document) : null,
            }
          : null,
        minimumInstallment: DEFAULT_MINIMUM_INSTALLMENT,
        returnUrl: link.returnUrl,
        subscription: link.recurrenceId
          ? { cycle: db.read().recurrences.find((r) => r.id === link.recurrenceId)?.cycle ?? 'monthly' }
          : null,
      });
    }),

    route('payCheckout', async ({ request, params }) => {
      const link = linkOf(params.id);
      if (!link) return notFound('Link de pagamento não encontrado.');
      const body = ((await jsonBody(request)) ?? {}) as Partial<PayCheckoutInput>;
      const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : '';
      if (key.length < 8 || key.length > 100) return fail('idempotencyKey', 'Chave de idempotência inválida.');
      const repeated = db.read().checkoutPayments.find((p) => p.linkId === link.id && p.idempotencyKey === key);
      if (repeated) return HttpResponse.json(answerOf(repeated), { status: 201 });
      const status = viewOf(link).status;
      if (status !== 'active')
        return invalid({ message: unavailableMessages[status], errors: { link: [unavailableMessages[status]] } });
      const method = body.method;
      if ((method !== 'card' && method !== 'pix' && method !== 'boleto') || !link.methods[method])
        return fail('method', 'Escolha uma forma de pagamento aceita por este link.');
      const payer = {
        name: String(body.payer?.name ?? '').trim(),
        email: String(body.payer?.email ?? '').trim(),
        // Left empty on a link made for one customer: the document the merchant gave is the payer's.
        document: documentCharactersOf(String(body.payer?.document ?? '')) || (link.customer?.document ?? ''),
        ...(body.payer?.phone ? { phone: String(body.payer.phone).replace(/\D/g, '') } : {}),
        ...(body.payer?.address ? { address: String(body.payer.address).trim().slice(0, 200) } : {}),
      };
      const payerFields = Object.entries(payerProblems(payer, link.collect));
      if (payerFields.length > 0)
        return invalid({
          message: payerFields[0]?.[1] ?? 'Dados inválidos.',
          errors: Object.fromEntries(payerFields.map(([field, message]) => [`payer.${field}`, [message]])),
        });
      const linkAmount = link.openAmount ? null : linkTotalOf(link.items, link.shipping);
      const amount = linkAmount ?? (typeof body.amount === 'number' ? body.amount : 0);
      if (!Number.isInteger(amount) || amount < paymentLinkLimits.amountMin || amount > paymentLinkLimits.amountMax)
        return fail('amount', payerMessages.amount);
      const now = money.now();
      const state = db.read();
      const index = state.checkoutPayments.length;
      const base = {
        id: `PG${now.date.replaceAll('-', '')}${String(index + 1).padStart(6, '0')}`,
        linkId: link.id,
        idempotencyKey: key,
        amount,
        payer,
        createdAt: now.iso,
        refusalCode: null,
        pix: null,
        boleto: null,
        brand: null,
        last4: null,
        authorizationCode: null,
      };
      let payment: StoredCheckoutPayment;
      // Pix and boleto wait for the payer's bank, in one installment of the whole amount.
      const waiting = {
        status: 'pending',
        installments: 1,
        installmentAmount: amount,
        total: amount,
        paidAt: null,
      } as const;
      if (method === 'card') {
        const card = body.card;
        const cardConfig = link.methods.card;
        if (!card || !cardConfig) return fail('card.number', cardProblemMessages.number);
        const problems = Object.entries(cardProblems(card, now.date.slice(0, 7)));
        if (problems.length > 0)
          return invalid({
            message: cardProblemMessages[problems[0]?.[1] ?? 'number'],
            errors: Object.fromEntries(
              problems.map(([field, problem]) => [`card.${field}`, [cardProblemMessages[problem]]]),
            ),
          });
        const option = installmentOptions(amount, {
          max: cardConfig.maxInstallments,
          interestFree: cardConfig.interestFree,
          monthlyInterest: cardConfig.monthlyInterest,
          minimumInstallment: DEFAULT_MINIMUM_INSTALLMENT,
        }).find((o) => o.count === card.installments);
        if (!option || option.unavailable)
          return fail('card.installments', 'Escolha um número de parcelas disponível.');
        const digits = card.number.replace(/\D/g, '');
        const test = testCards.find((t) => t.number === digits);
        const approved = !test || test.outcome === 'approved';
        payment = {
          ...base,
          method,
          status: approved ? 'paid' : 'refused',
          installments: option.count,
          installmentAmount: option.installment,
          total: option.total,
          brand: detectCardBrand(digits),
          first6: digits.slice(0, 6),
          last4: digits.slice(-4),
          cardExpiry: /^\d{2}\/\d{4}$/.test(card.expiry.trim()) ? card.expiry.trim() : null,
          refusalCode: approved ? null : (test?.refusalCode ?? '05'),
          paidAt: approved ? now.iso : null,
          authorizationCode: approved
            ? Array.from({ length: 6 }, (_, i) => AUTHORIZATION[hash32(index, i, 77) % AUTHORIZATION.length]).join('')
            : null,
        };
      } else if (method === 'pix') {
        const merchant = merchantOf(money.history(), link.companyId);
        const brCodeInput = {
          url: `pix.painel.dev/qr/v2/${base.id.toLowerCase()}`,
          merchantName: merchant?.name ?? '',
          merchantCity: merchant?.city ?? '',
          amount,
        };
        // A name or city over the BR Code's limits is the merchant's registration to fix, never cut here.
        const [problem] = brCodeProblems(brCodeInput);
        if (problem) return fail('method', brCodeProblemMessages[problem]);
        const expiresAt = isoPlusMinutes(now.iso, link.methods.pix?.expiresInMinutes ?? 30);
        // A dynamic code (the PSP's location), as a real PSP gives it: single use, the amount fixed.
        payment = { ...base, ...waiting, method, pix: { brCode: buildBrCode(brCodeInput), expiresAt } };
      } else {
        const dueDate = addDays(now.date, link.methods.boleto?.dueDays ?? 3);
        const freeField = String(hash32(index, 41) % 1_000_000_000)
          .padStart(9, '0')
          .concat(String(index + 1).padStart(16, '0'));
        const barcode = boletoBarcode({ bankCode: PAYMENT_BANK_CODE, dueDate, amount, freeField });
        payment = {
          ...base,
          ...waiting,
          method,
          boleto: { barcode, digitableLine: digitableLineOf(barcode), dueDate },
        };
      }
      db.update((s) => void s.checkoutPayments.push(payment));
      subscribeToPlan(db, payment.id);
      return HttpResponse.json(answerOf(payment), { status: 201 });
    }),

    route('checkoutPayment', ({ params }) => {
      const payment = db.read().checkoutPayments.find((p) => p.id === params.paymentId && p.linkId === params.id);
      return payment ? HttpResponse.json(answerOf(payment)) : notFound('Pagamento não encontrado.');
    }),

    route('sandboxPayCheckout', ({ params }) => {
      const payment = db.read().checkoutPayments.find((p) => p.id === params.paymentId);
      if (!payment) return notFound('Pagamento não encontrado.');
      const current = answerOf(payment);
      const link = linkOf(payment.linkId);
      if (current.status !== 'pending' || payment.method === 'card')
        return fail('paymentId', 'Só um Pix ou boleto aguardando pagamento pode ser pago.');
      if (link && viewOf(link).status === 'paid') return fail('paymentId', unavailableMessages.paid);
      const now = money.now();
      db.update((s) => {
        const stored = s.checkoutPayments.find((p) => p.id === payment.id);
        if (stored) {
          stored.status = 'paid';
          stored.paidAt = now.iso;
        }
      });
      subscribeToPlan(db, payment.id);
      const paid = db.read().checkoutPayments.find((p) => p.id === payment.id) ?? payment;
      return HttpResponse.json(answerOf(paid));
    }),
  ];
}
