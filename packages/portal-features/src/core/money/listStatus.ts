import type { DataTableStatus } from '@painel/ui';

/**
 * A list's state from its query: a 403 says the person may not see it (no retry that cannot work), any other
 * failure offers a retry, no answer yet is loading.
 */
export function listStatusOf(error: unknown, hasData: boolean): DataTableStatus {
  if (error) return (error as { status?: number }).status === 403 ? 'forbidden' : 'error';
  return hasData ? 'ready' : 'loading';
}
