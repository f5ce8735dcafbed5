import type { PaymentLinkKind } from '@painel/api-client';

/** The pages of each kind of link (spec 2.6): the list, the new-link form, and an anonymous link's own page. */
export const linkPaths = {
  single: { list: '/dashboard/payment/links', create: '/dashboard/payment/links/create' },
  reusable: { list: '/dashboard/payment/links/fixed', create: '/dashboard/payment/links/create/fixed' },
} as const satisfies Record<PaymentLinkKind, { list: string; create: string }>;

export const reusableLinkPath = (id: string) => `${linkPaths.reusable.list}/${id}`;

/** The kind a route's path names: the anonymous pages all have 'fixed' in them. */
export const linkKindOfPath = (path: string): PaymentLinkKind => (path.includes('fixed') ? 'reusable' : 'single');
