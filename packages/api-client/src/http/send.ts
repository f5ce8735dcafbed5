import { fillPath, type EndpointDefinition, type EndpointInput, type EndpointOutput } from '../endpoints/types';
import type { QueryValue } from './buildUrl';
import type { ApiConfig } from './config';
import { request } from './request';

/** One call of the endpoint table: its path filled, its base, token and body kind as the table says. */
export function send<E extends EndpointDefinition>(
  config: ApiConfig,
  endpoint: E,
  input: EndpointInput<E>,
  timeoutMs?: number,
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as { params?: Record<string, string>; query?: object; body?: unknown };
  return request(config, {
    method: endpoint.method,
    path: fillPath(endpoint.path, params),
    base: endpoint.base,
    query: query as Record<string, QueryValue> | undefined,
    body,
    auth: endpoint.auth,
    schema: endpoint.response,
    timeoutMs,
  }) as Promise<EndpointOutput<E>>;
}
