import type { PaymentLinkKind } from '@painel/api-client';

// The paths live in core: a sale's detail links back to its link too.
export { linkPaths, reusableLinkPath } from '../../core/links/recordPaths';

/** The kind a route's path names: the anonymous pages all have 'fixed' in them. */
export const linkKindOfPath = (path: string): PaymentLinkKind => (path.includes('fixed') ? 'reusable' : 'single');
