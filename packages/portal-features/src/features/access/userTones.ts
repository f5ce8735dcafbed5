import type { AccessUser } from '@painel/api-client';
import type { BadgeTone } from '@painel/ui';

/** Each user status's tone: the list's badge and the edit page's. */
export const statusTone: Record<AccessUser['status'], BadgeTone> = {
  invited: 'info',
  active: 'success',
  blocked: 'danger',
  inactive: 'neutral',
};
