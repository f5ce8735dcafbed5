import { ApiClientProvider } from '@painel/api-client/react';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useApi } from './hooks';

/**
 * The API read hooks (SWR) for the screens below, with a cache of their own: it lives as long as this
 * frame, so signing out (which unmounts it) drops every cached answer (spec 4.4). Mounted by the app
 * shell and by the signed-in blank pages; the login page does without SWR. A failed read is not retried
 * behind the user's back: the screen says so and offers to try again.
 */
export function ApiHooksProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [cache] = useState(() => new Map());
  return (
    <ApiClientProvider client={api}>
      <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false }}>{children}</SWRConfig>
    </ApiClientProvider>
  );
}
