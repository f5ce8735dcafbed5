import type { PaymentLinkKind } from '@painel/api-client';

// The paths live in core: a sale's detail links back to its subscription too.
export { recurrencePaths, recurrencePreviewPath } from '../../core/links/recordPaths';

/** The kind a route's path names: the anonymous pages all start with /dashboard/fixed. */
export const recurrenceKindOfPath = (path: string): PaymentLinkKind =>
  path.includes('/fixed/') ? 'reusable' : 'single';
