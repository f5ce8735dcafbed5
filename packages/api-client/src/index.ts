// Public API of @painel/api-client: explicit named exports only.
export { buildUrl } from './http/buildUrl';
export type { QueryValue } from './http/buildUrl';
export type { ApiConfig } from './http/config';
