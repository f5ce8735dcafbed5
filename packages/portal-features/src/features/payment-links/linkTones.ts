import type { PaymentLinkStatus } from '@painel/api-client';
import type { BadgeTone } from '@painel/ui';

export const linkStatusTone: Record<PaymentLinkStatus, BadgeTone> = {
  active: 'success',
  paid: 'info',
  inactive: 'neutral',
  expired: 'warning',
};

export const paymentStatusTone: Record<'paid' | 'refused' | 'pending' | 'expired', BadgeTone> = {
  paid: 'success',
  refused: 'danger',
  pending: 'warning',
  expired: 'neutral',
};
