import type { RecurrenceChargeView, RecurrenceStatus } from '@painel/api-client';
import type { BadgeTone } from '@painel/ui';

export const recurrenceStatusTone: Record<RecurrenceStatus, BadgeTone> = {
  active: 'success',
  paused: 'neutral',
  canceled: 'neutral',
  incomplete: 'warning',
  overdue: 'danger',
};

export const chargeStatusTone: Record<RecurrenceChargeView['status'], BadgeTone> = {
  paid: 'success',
  retrying: 'warning',
  failed: 'danger',
  awaiting: 'info',
  overdue: 'danger',
  scheduled: 'neutral',
};
