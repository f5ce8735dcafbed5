import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Which configured address a call goes to (ApiConfig: apiBaseUrl, twoFactorApiBaseUrl, ipLookupUrl). */
export type ApiBase = 'api' | 'twoFactor' | 'ipLookup';
/** The OpenAPI tag and the sandbox file of a call. */
export type EndpointGroup =
  'auth' | 'company' | 'account' | 'verification' | 'money' | 'establishments' | 'access' | 'system' | 'sandbox';
/** Answers besides success, each in a shape of spec 8 (see the OpenAPI document's components). */
export type ErrorStatus = 401 | 403 | 404 | 422 | 500;

type Schema = z.ZodMiniType;

/** One call of the API, named once: everything the client, the sandbox and the OpenAPI document need. */
export interface EndpointDefinition {
  method: HttpMethod;
  /** The path under its base, as the spec writes it; `{name}` marks a path parameter. */
  path: string;
  base: ApiBase;
  /** Sends the bearer token; a 401 then ends the session. */
  auth: boolean;
  group: EndpointGroup;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** 'multipart' bodies are sent as FormData (file uploads). */
  bodyType?: 'json' | 'multipart';
  /** The answer as the server sends it; the client returns its parsed (output) value. */
  response: Schema;
  successStatus?: 200 | 201;
  errors: readonly ErrorStatus[];
  /**
   * 'sandbox': exists only in the sandbox (its controls), left out of the OpenAPI document;
   * 'external': a third-party service the portal calls (the IP lookup), not ours to implement.
   */
  audience?: 'sandbox' | 'external';
}

/** Keeps each entry's literal types, so client functions are typed from the schemas. */
export function defineEndpoints<const T extends Record<string, EndpointDefinition>>(table: T): T {
  return table;
}

type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends Schema }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a call needs: its path parameters, query and body, each typed from the table's schemas. */
export type EndpointInput<E extends EndpointDefinition> = InputOf<E, 'params'> &
  InputOf<E, 'query'> &
  (E extends { bodyType: 'multipart' } ? { body: FormData } : InputOf<E, 'body'>);

/** What a call resolves with: the response schema's parsed value. */
export type EndpointOutput<E extends EndpointDefinition> = z.output<E['response']>;

const PARAM = /\{([^}]+)\}/g;

/** The names of a path's parameters, in order: 'a/{x}/b/{y}' → ['x', 'y']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] ?? '');
}

/** The path with its parameters filled in and encoded: 'companies/terms/{termId}' → 'companies/terms/9'. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`[@painel/api-client] missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** How logs, errors and the sandbox's forced failures name a call: 'POST login', 'GET companies/terms/{termId}'. */
export const callName = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;
