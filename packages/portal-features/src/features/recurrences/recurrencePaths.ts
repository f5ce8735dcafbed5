import type { PaymentLinkKind } from '@painel/api-client';

/** The pages of each kind of subscription (spec 2.6): the list, the new one and one subscription's charges. */
export const recurrencePaths = {
  single: { list: '/dashboard/recurrences', create: '/dashboard/recurrences/create' },
  reusable: { list: '/dashboard/fixed/recurrences', create: '/dashboard/fixed/recurrences/create' },
} as const satisfies Record<PaymentLinkKind, { list: string; create: string }>;

export const recurrencePreviewPath = (kind: PaymentLinkKind, id: string) =>
  `${recurrencePaths[kind].list}/preview/${id}`;

/** The kind a route's path names: the anonymous pages all start with /dashboard/fixed. */
export const recurrenceKindOfPath = (path: string): PaymentLinkKind =>
  path.includes('/fixed/') ? 'reusable' : 'single';
