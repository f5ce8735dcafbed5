import type { TransactionStatus } from '@painel/api-client';
import type { BadgeTone } from '@painel/ui';

/** How each transaction status looks on every money screen (its full name comes from the API's vocabulary). */
export const transactionStatusTone: Record<TransactionStatus, BadgeTone> = {
  processing: 'info',
  authorized: 'primary',
  paid: 'success',
  refused: 'danger',
  canceled: 'neutral',
  refunded: 'neutral',
  pending_refund: 'warning',
  chargeback: 'danger',
  analyzing: 'info',
  expired: 'neutral',
};
