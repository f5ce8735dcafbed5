import type { AuditedModel } from '../endpoints/account';
import { createContext, useContext, type ReactNode } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../calls/client';
import { coreQueryKey as queryKey } from '../endpoints/coreQueryKey';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes the portal's client available to the read hooks below. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client)
    throw new Error('[@painel/api-client] wrap the app in <ApiClientProvider client={createApiClient(config)}>');
  return client;
}

/** The system functions (is two-factor authentication active?). */
export function useSystemFunctions(enabled = true) {
  const api = useApiClient();
  return useSWR(enabled ? queryKey('systemFunctions') : null, () => api.systemFunctions());
}

export function useIsSigned(enabled = true) {
  const api = useApiClient();
  return useSWR(enabled ? queryKey('isSigned') : null, () => api.isSigned());
}

export function useRepresentative(enabled = true) {
  const api = useApiClient();
  return useSWR(enabled ? queryKey('representative') : null, () => api.representative());
}

/** The audit log; the session check runs first, as the spec asks (7). */
export function useAuditLogs(enabled = true) {
  const api = useApiClient();
  // The query (systemOrigin) is the same for every call of one client, so the key leaves it out.
  return useSWR(enabled ? queryKey('auditLogs') : null, async () => {
    await api.checkSession();
    return api.auditLogs();
  });
}

/** One record's audit entries (a detail screen's Histórico); null skips the read. */
export function useRecordHistory(record: { model: AuditedModel; id: string } | null) {
  const api = useApiClient();
  return useSWR(record ? queryKey('recordHistory', { params: record }) : null, () =>
    api.recordHistory(record?.model ?? 'Transfer', record?.id ?? ''),
  );
}

export function useCompanyTerms(termId: string | null) {
  const api = useApiClient();
  return useSWR(termId ? queryKey('companyTerms', { params: { termId } }) : null, () => api.companyTerms(termId ?? ''));
}

/** What the sandbox "sent" by e-mail or WhatsApp, newest first (sandbox only). */
export function useSandboxOutbox() {
  const api = useApiClient();
  return useSWR(queryKey('sandboxOutbox'), () => api.sandboxOutbox());
}
