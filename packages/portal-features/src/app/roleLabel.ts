import { portalMessages } from '../core/messages';
import type { StoredUser } from '../core/session/storedUser';

/**
 * The navbar's role text (spec 2.7): support and master users by their flag, a white-label partner's users (company
 * class WTL, spec 4) as 'Parceiro' whatever their API role, others by their role.
 */
export function roleLabel(
  user: Pick<StoredUser, 'role' | 'isTheSupport' | 'ismaster'> & {
    company?: Pick<StoredUser['company'], 'class'> | null;
  },
  roles: Record<string, string> = portalMessages.roles,
): string {
  if (user.isTheSupport) return roles.support ?? user.role;
  if (user.ismaster === 1) return roles.master ?? user.role;
  if (user.company?.class === 'WTL' && user.role !== 'admin') return roles.partner ?? user.role;
  return roles[user.role] ?? user.role;
}
