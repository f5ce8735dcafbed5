import { buildUrl, type QueryValue } from '../http/buildUrl';
import { endpoints, type EndpointName } from './index';
import { fillPath } from './types';

type Reads = { [K in EndpointName]: (typeof endpoints)[K]['method'] extends 'GET' ? K : never }[EndpointName];

/**
 * The cache key of a read: its method, filled path and query ('GET companies/terms/9'), so two reads share
 * an answer exactly when they are the same request. Derived from the endpoint table like the client.
 */
export function apiQueryKey(
  name: Reads,
  input: { params?: Record<string, string | number>; query?: Record<string, QueryValue> } = {},
): string {
  const endpoint = endpoints[name];
  const path = fillPath(endpoint.path, input.params);
  const query = input.query ? buildUrl('/', path, input.query).slice(1 + path.length) : '';
  return `${endpoint.method} ${path}${query}`;
}

export type ApiRead = Reads;
