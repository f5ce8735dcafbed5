import { documentCharactersOf } from '@painel/api-client/money';
import type { CreatePaymentLinkInput, PaymentLink, PaymentLinkKind } from '@painel/api-client';

/** What the new-link form holds, as typed (money as centavos, numbers as text), before it becomes a request. */
export interface LinkDraft {
  name: string;
  items: Array<{ name: string; quantity: string; unitPrice: number }>;
  openAmount: boolean;
  shipping: number;
  expiry: 'never' | 'date' | 'days';
  expiresOn: string;
  expiresInDays: string;
  usageLimit: string;
  card: boolean;
  maxInstallments: string;
  interestFree: string;
  monthlyInterest: string;
  pix: boolean;
  pixMinutes: string;
  boleto: boolean;
  boletoDays: string;
  collectPhone: boolean;
  collectAddress: boolean;
  customer: { name: string; email: string; document: string; phone: string };
  returnUrl: string;
}

export const emptyDraft = (): LinkDraft => ({
  name: '',
  items: [{ name: '', quantity: '1', unitPrice: 0 }],
  openAmount: false,
  shipping: 0,
  expiry: 'never',
  expiresOn: '',
  expiresInDays: '7',
  usageLimit: '',
  card: true,
  maxInstallments: '6',
  interestFree: '6',
  monthlyInterest: '0',
  pix: true,
  pixMinutes: '30',
  boleto: true,
  boletoDays: '3',
  collectPhone: false,
  collectAddress: false,
  customer: { name: '', email: '', document: '', phone: '' },
  returnUrl: '',
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
/** '1,99' (percent a month) → 199 basis points. */
const basisPoints = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
};

/** The request a draft makes (without its idempotency key); the shared rules check it as the API will. */
export function linkRequestOf(draft: LinkDraft, kind: PaymentLinkKind): Omit<CreatePaymentLinkInput, 'idempotencyKey'> {
  const open = kind === 'reusable' && draft.openAmount;
  return {
    kind,
    name: draft.name.trim(),
    items: (open ? draft.items.slice(0, 1) : draft.items).map((item) => ({
      name: item.name.trim(),
      quantity: open ? 1 : whole(item.quantity),
      unitPrice: open ? 0 : item.unitPrice,
    })),
    ...(draft.shipping > 0 && !open ? { shipping: draft.shipping } : {}),
    ...(open ? { openAmount: true } : {}),
    ...(draft.expiry === 'date' ? { expiresOn: draft.expiresOn } : {}),
    ...(draft.expiry === 'days' ? { expiresInDays: whole(draft.expiresInDays) } : {}),
    ...(kind === 'reusable' && draft.usageLimit.trim() ? { usageLimit: whole(draft.usageLimit) } : {}),
    methods: {
      card: draft.card
        ? {
            maxInstallments: whole(draft.maxInstallments),
            interestFree: whole(draft.interestFree),
            monthlyInterest: basisPoints(draft.monthlyInterest),
          }
        : null,
      pix: draft.pix ? { expiresInMinutes: whole(draft.pixMinutes) } : null,
      boleto: draft.boleto ? { dueDays: whole(draft.boletoDays) } : null,
    },
    collect: { document: true, phone: draft.collectPhone, address: draft.collectAddress },
    ...(kind === 'single'
      ? {
          customer: {
            name: draft.customer.name.trim(),
            email: draft.customer.email.trim(),
            document: documentCharactersOf(draft.customer.document),
            ...(draft.customer.phone.replace(/\D/g, '') ? { phone: draft.customer.phone.replace(/\D/g, '') } : {}),
          },
        }
      : {}),
    ...(draft.returnUrl.trim() ? { returnUrl: draft.returnUrl.trim() } : {}),
  };
}

/**
 * A draft from an existing link: to duplicate it (everything but its expiry, which is likely past) or to change it
 * (its expiry too).
 */
export function draftOfLink(link: PaymentLink, keepExpiry = false): LinkDraft {
  const base = emptyDraft();
  const { card, pix, boleto } = link.methods;
  return {
    ...base,
    name: link.name,
    items: link.items.map((item) => ({ name: item.name, quantity: String(item.quantity), unitPrice: item.unitPrice })),
    openAmount: link.amount === null,
    shipping: link.shipping,
    usageLimit: link.usageLimit === null ? '' : String(link.usageLimit),
    ...(keepExpiry && link.expiresOn ? { expiry: 'date' as const, expiresOn: link.expiresOn } : {}),
    card: card !== null,
    maxInstallments: String(card?.maxInstallments ?? base.maxInstallments),
    interestFree: String(card?.interestFree ?? base.interestFree),
    monthlyInterest: String((card?.monthlyInterest ?? 0) / 100).replace('.', ','),
    pix: pix !== null,
    pixMinutes: String(pix?.expiresInMinutes ?? base.pixMinutes),
    boleto: boleto !== null,
    boletoDays: String(boleto?.dueDays ?? base.boletoDays),
    collectPhone: link.collect.phone,
    collectAddress: link.collect.address,
    customer: link.customer
      ? {
          name: link.customer.name,
          email: link.customer.email,
          document: link.customer.document,
          phone: link.customer.phone ?? '',
        }
      : base.customer,
    returnUrl: link.returnUrl ?? '',
  };
}
