import type { TransactionStatus } from '@painel/api-client';
import type { AnticipationStatus, DisputeState, ReceivableStatus, TransferStatus } from '@painel/api-client/money';
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

/** How each transfer status looks: done in green, waiting in yellow, failed in red. */
export const transferStatusTone: Record<TransferStatus, BadgeTone> = {
  scheduled: 'info',
  awaiting_approval: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  canceled: 'neutral',
  returned: 'danger',
  extended: 'warning',
};

/** How each installment of the schedule looks: paid or brought forward in green, held in yellow, lost in red. */
export const receivableStatusTone: Record<ReceivableStatus, BadgeTone> = {
  waiting: 'info',
  anticipated: 'success',
  paid: 'success',
  canceled: 'neutral',
  pledged: 'warning',
};

/** How each anticipation looks. */
export const anticipationStatusTone: Record<AnticipationStatus, BadgeTone> = {
  simulation: 'neutral',
  pending: 'warning',
  approved: 'info',
  refused: 'danger',
  canceled: 'neutral',
  credited: 'success',
};

/** A dispute waiting for the merchant in yellow, being decided in blue, won in green, lost in red. */
export const disputeStateTone: Record<DisputeState, BadgeTone> = {
  open: 'warning',
  contested: 'info',
  expired: 'neutral',
  won: 'success',
  lost: 'danger',
};
