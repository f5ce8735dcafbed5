import type { ZodMiniType } from 'zod/mini';
import { ApiError } from '../errors/ApiError';
import { buildUrl, type QueryValue } from './buildUrl';
import type { ApiBase } from '../endpoints/types';
import { DEFAULT_TIMEOUT_MS, type ApiConfig } from './config';

export interface RequestOptions<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Which configured address: the main API (default), the two-factor API or the IP lookup. */
  base?: ApiBase;
  query?: Record<string, QueryValue>;
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** Send the bearer token. */
  auth?: boolean;
  /** The answer's shape; the parsed value is returned. */
  schema: ZodMiniType<T>;
  timeoutMs?: number;
}

function baseUrl(config: ApiConfig, base: ApiBase): string {
  if (base === 'twoFactor') return config.twoFactorApiBaseUrl;
  return base === 'ipLookup' ? config.ipLookupUrl : config.apiBaseUrl;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (an HTML error page, plain text): kept as text.
    return text;
  }
}

/**
 * The one way every call reaches the API: builds the address, sends JSON (or multipart) with the
 * bearer token when asked, gives up after the timeout, and checks the answer's shape, so a screen only
 * ever sees a typed value or an ApiError.
 */
export async function request<T>(config: ApiConfig, options: RequestOptions<T>): Promise<T> {
  const call = `${options.method} ${options.path}`;
  const url = buildUrl(baseUrl(config, options.base ?? 'api'), options.path, options.query);
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (options.auth) {
    const token = config.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, { method: options.method, headers, body, signal: controller.signal });
  } catch (cause) {
    throw new ApiError({ kind: controller.signal.aborted ? 'timeout' : 'network', call, cause });
  } finally {
    clearTimeout(timer);
  }

  const parsed = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && options.auth) config.onUnauthorized();
    throw new ApiError({ kind: 'http', status: response.status, body: parsed, call });
  }
  const result = options.schema.safeParse(parsed);
  if (!result.success) {
    throw new ApiError({ kind: 'malformed', status: response.status, body: parsed, call, cause: result.error });
  }
  if (options.method !== 'GET') config.onWrite?.();
  return result.data;
}
