import { buildUrl, type QueryValue } from '../http/buildUrl';
import { fillPath, type EndpointDefinition } from './types';

type Reads<T extends Record<string, EndpointDefinition>> = {
  [K in keyof T]: T[K]['method'] extends 'GET' ? K : never;
}[keyof T];

export interface QueryKeyInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
}

/**
 * The cache key of a read of one table: its method, filled path and query ('GET companies/terms/9'), so two
 * reads share an answer exactly when they are the same request. Each table (the core, a back-office group)
 * gets its own key function, so a screen's hooks import only the schemas of the calls they read.
 */
export function queryKeysOf<T extends Record<string, EndpointDefinition>>(table: T) {
  return (name: Reads<T>, input: QueryKeyInput = {}): string => {
    const endpoint = table[name] as EndpointDefinition;
    const path = fillPath(endpoint.path, input.params);
    const query = input.query ? buildUrl('/', path, input.query).slice(1 + path.length) : '';
    return `${endpoint.method} ${path}${query}`;
  };
}
