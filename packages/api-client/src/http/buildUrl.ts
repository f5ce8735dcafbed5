export type QueryValue = string | number | boolean | null | undefined;

/**
 * Joins a base address and a call path the way the spec writes them
 * (with or without leading and trailing slashes) without doubling or losing slashes,
 * and appends the query parameters that have a value.
 */
export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  if (!baseUrl) throw new Error('[@painel/api-client buildUrl] baseUrl is empty');
  const relative = path.replace(/^\/+/, '');
  // An empty path is the base address itself (the IP lookup), without an added slash.
  const base = relative === '' || baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(relative, base.includes('://') ? base : new URL(base, 'http://relative.invalid/'));
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  if (base.includes('://')) return url.toString();
  // A relative base (e.g. "/api/") stays relative, so the portal can call its own origin.
  return `${url.pathname}${url.search}`;
}
