import type { ApiClient } from '@painel/api-client';

type SessionPolicy = Awaited<ReturnType<ApiClient['sessionPolicy']>>;

// One read per signed-in session, shared by the idle sign-out and the notices (both ask as the shell mounts).
const reads = new WeakMap<ApiClient, { token: string; policy: Promise<SessionPolicy> }>();

/** The platform's session policy for this session's token; a failed read is forgotten, so the next one asks again. */
export function readSessionPolicy(api: ApiClient, token: string): Promise<SessionPolicy> {
  const known = reads.get(api);
  if (known?.token === token) return known.policy;
  const policy = api.sessionPolicy();
  reads.set(api, { token, policy });
  policy.catch(() => {
    if (reads.get(api)?.policy === policy) reads.delete(api);
  });
  return policy;
}
