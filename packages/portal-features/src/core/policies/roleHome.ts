/**
 * Spec 4.2 gives two readings of the home by role; both are here behind one option.
 * - 'operatorSimulator' (default): operator → /dashboard/simulator, everyone else → /dashboard/ecommerce.
 * - 'strictRoles': admin or client → /dashboard/ecommerce, operator → /dashboard/simulator, any other role → /login.
 */
export type RoleHomeReading = 'operatorSimulator' | 'strictRoles';

export const DEFAULT_ROLE_HOME_READING: RoleHomeReading = 'operatorSimulator';

export function roleHome(
  role: string | undefined | null,
  reading: RoleHomeReading = DEFAULT_ROLE_HOME_READING,
): string {
  if (role === 'operator') return '/dashboard/simulator';
  if (reading === 'operatorSimulator') return '/dashboard/ecommerce';
  return role === 'admin' || role === 'client' ? '/dashboard/ecommerce' : '/login';
}
