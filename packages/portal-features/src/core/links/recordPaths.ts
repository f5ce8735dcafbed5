import type { PaymentLinkKind, TransactionDetail } from '@painel/api-client';

/**
 * The pages of links and subscriptions (spec 2.6), in one place: their own screens use them, and a sale's detail
 * links back to the link or subscription it came from.
 */
export const linkPaths = {
  single: { list: '/dashboard/payment/links', create: '/dashboard/payment/links/create' },
  reusable: { list: '/dashboard/payment/links/fixed', create: '/dashboard/payment/links/create/fixed' },
} as const satisfies Record<PaymentLinkKind, { list: string; create: string }>;

/** An anonymous link has a page of its own; a personalised one opens over its list. */
export const reusableLinkPath = (id: string) => `${linkPaths.reusable.list}/${id}`;
export const singleLinkPath = (id: string) => `${linkPaths.single.list}?link=${encodeURIComponent(id)}`;

export const recurrencePaths = {
  single: { list: '/dashboard/recurrences', create: '/dashboard/recurrences/create' },
  reusable: { list: '/dashboard/fixed/recurrences', create: '/dashboard/fixed/recurrences/create' },
} as const satisfies Record<PaymentLinkKind, { list: string; create: string }>;

export const recurrencePreviewPath = (kind: PaymentLinkKind, id: string) =>
  `${recurrencePaths[kind].list}/preview/${id}`;

/** Where a sale's link or subscription is. */
export function originPathOf(origin: NonNullable<TransactionDetail['origin']>): string {
  if (origin.kind === 'recurrence') return recurrencePreviewPath(origin.listKind, origin.id);
  return origin.listKind === 'reusable' ? reusableLinkPath(origin.id) : singleLinkPath(origin.id);
}
