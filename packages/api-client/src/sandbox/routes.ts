import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, type EndpointName } from '../endpoints';
import type { ForcedMode } from '../endpoints/sandbox';
import { callName, type ApiBase } from '../endpoints/types';
import type { SandboxDb } from './db';
import type { SandboxAccount } from './seeds';

/** Where the sandbox answers: the addresses a portal in sandbox mode is configured with. */
export interface SandboxAddresses {
  apiBaseUrl: string;
  twoFactorApiBaseUrl: string;
  ipLookupUrl: string;
}

export interface SandboxControls {
  /** Forces one call (named as callName names it: 'POST login') to fail or lag until cleared. */
  force: (call: string, mode: ForcedMode | null) => void;
  forced: (call: string) => ForcedMode | undefined;
  /** How many requests one call has received: a story waits for it before it ends, so none lands in the next. */
  received: (call: string) => number;
  /** Back to the seeds, forced failures cleared. */
  reset: () => void;
}

export type Params = Record<string, string | readonly string[] | undefined>;
export type Answer = (args: { request: Request; params: Params }) => Promise<Response> | Response;
export type SignedInAnswer = (args: {
  request: Request;
  params: Params;
  account: SandboxAccount;
}) => Promise<Response> | Response;

const SLOW_MS = 2500;

export const unauthenticated = () => HttpResponse.json({ message: 'Não autenticado.' }, { status: 401 });
export const invalid = (problems: { message: string; errors: Record<string, string[]> }) =>
  HttpResponse.json(problems, { status: 422 });
export const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The MSW pattern of an endpoint under one base: base '/api/' and path 'a/{id}' give '*\/api/a/:id'.
 * A relative base matches on any origin, but only under its own
 * prefix, so a host's other requests pass through.
 */
export function handlerPattern(base: string, path: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path}`.replace(/\/+$/, path === '' ? '' : '/');
  const withParams = joined.replace(/\{([^}]+)\}/g, ':$1');
  return withParams.includes('://') ? withParams : `*${withParams.startsWith('/') ? '' : '/'}${withParams}`;
}

function baseUrlOf(addresses: SandboxAddresses, base: ApiBase): string {
  if (base === 'twoFactor') return addresses.twoFactorApiBaseUrl;
  return base === 'ipLookup' ? addresses.ipLookupUrl : addresses.apiBaseUrl;
}

/** Builds handlers for table entries: forced failures first, then the answer; `signedIn` checks the token. */
export function createRouter(
  db: SandboxDb,
  controls: SandboxControls,
  addresses: SandboxAddresses,
  onRequest: (call: string) => void = () => undefined,
) {
  const signedInAccount = (request: Request): SandboxAccount | null => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
    if (!token) return null;
    const session = db.read().sessions[token];
    if (!session) return null;
    if (session.expires < Date.now()) {
      db.update((s) => {
        delete s.sessions[token];
      });
      return null;
    }
    // A deactivated account's token stops working at once, whatever session it had.
    const account = db.read().accounts.find((candidate) => candidate.email === session.email);
    return account?.status === 'active' ? account : null;
  };

  const route = (name: EndpointName, answer: Answer): HttpHandler => {
    const endpoint = endpoints[name];
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const call = callName(endpoint);
    return http[method](
      handlerPattern(baseUrlOf(addresses, endpoint.base), endpoint.path),
      async ({ request, params }) => {
        onRequest(call);
        const mode = controls.forced(call);
        if (mode === 'network-error') return HttpResponse.error();
        if (mode === 'server-error')
          return HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 });
        if (mode === 'never') await delay('infinite');
        if (mode === 'slow') await delay(SLOW_MS);
        return answer({ request, params });
      },
    );
  };

  /** A call that needs the bearer token of an open session; 401 otherwise. */
  const signedIn = (name: EndpointName, answer: SignedInAnswer): HttpHandler =>
    route(name, ({ request, params }) => {
      const account = signedInAccount(request);
      return account ? answer({ request, params, account }) : unauthenticated();
    });

  return { route, signedIn };
}

export type SandboxRouter = ReturnType<typeof createRouter>;
