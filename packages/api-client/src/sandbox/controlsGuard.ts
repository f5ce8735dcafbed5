import { endpoints } from '../endpoints';
import type { Sandbox } from './createSandbox';
import { sandboxAddresses } from './createSandbox';

/** The sandbox's controls: what it holds, its clock, its reset, forced failures and what it "sent". */
const CONTROL_PATHS = [
  endpoints.sandboxState.path,
  endpoints.sandboxClock.path,
  endpoints.sandboxReset.path,
  endpoints.sandboxForce.path,
  endpoints.sandboxOutbox.path,
].map((path) => `${sandboxAddresses.apiBaseUrl}${path}`);

/**
 * A guard for a sandbox others can reach (a phone on the network, a second tester): its controls answer only a
 * signed-in administrator (the platform's full permissions), everyone else gets 403; the rest of the API is
 * the sandbox's as usual.
 */
export function administratorOnlyControls(sandbox: Pick<Sandbox, 'db'>) {
  return (request: Request): Response | null => {
    const path = new URL(request.url).pathname;
    if (!CONTROL_PATHS.includes(path)) return null;
    const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const state = sandbox.db.read();
    const session = token ? state.sessions[token] : undefined;
    const account =
      session && session.expires > Date.now() ? state.accounts.find((a) => a.email === session.email) : undefined;
    const administrator = account?.ability.some((rule) => rule.action === 'manage' && rule.subject === 'all');
    if (administrator) return null;
    return Response.json(
      { message: 'Os controles do sandbox compartilhado são só para administradores conectados.' },
      { status: account ? 403 : 401 },
    );
  };
}
