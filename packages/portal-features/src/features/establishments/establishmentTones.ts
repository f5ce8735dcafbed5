import type { EstablishmentStatus } from '@painel/api-client';
import type { BadgeTone } from '@painel/ui';

/** A store's status in colour (always with its word). */
export const establishmentStatusTone: Record<EstablishmentStatus, BadgeTone> = {
  onboarding: 'info',
  analysis: 'info',
  active: 'success',
  suspended: 'warning',
  blocked: 'danger',
  inactive: 'neutral',
  closed: 'neutral',
};
