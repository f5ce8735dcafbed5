// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessCalls } from '../calls/accessCalls';
import { createApiClient } from '../calls/client';
import { storeCalls } from '../calls/storeCalls';
import { accessEndpoints } from './accessEndpoints';
import { coreEndpoints } from './coreEndpoints';
import { establishmentEndpoints } from './establishmentEndpoints';
import { createSandbox } from '../sandbox';
import { handlerPattern } from '../sandbox/routes';
import { endpoints, type EndpointName } from './index';
import { apiQueryKey, type ApiRead } from './apiQueryKey';
import { fillPath, pathParameterNames, type EndpointDefinition } from './types';

const entries = Object.entries(endpoints) as Array<[EndpointName, EndpointDefinition]>;
const config = {
  apiBaseUrl: '/',
  twoFactorApiBaseUrl: '/',
  ipLookupUrl: '/',
  systemOrigin: 'PAINEL',
  getAccessToken: () => null,
  onUnauthorized: () => undefined,
};
const client = createApiClient(config);
/** The back-office groups: each group's calls are its table's, the client's own are the core table's. */
const groups: Array<[Record<string, unknown>, Record<string, unknown>]> = [
  [client, coreEndpoints],
  [accessCalls(config), accessEndpoints],
  [storeCalls(config), establishmentEndpoints],
];

describe('the endpoint table', () => {
  it('gives every call of the API a client function, in the group whose table holds it', () => {
    const calls = entries.filter(([, endpoint]) => endpoint.audience !== 'sandbox').map(([name]) => name);
    const missing = calls.filter((name) => {
      const group = groups.find(([, table]) => name in table)?.[0];
      return typeof group?.[name === 'ipLookup' ? 'lookupIp' : name] !== 'function';
    });
    expect(missing).toEqual([]);
    const tables = groups.map(([, table]) => Object.keys(table));
    expect(tables.flat().sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('gives every entry a sandbox handler at its method and path', () => {
    const handlers = createSandbox().handlers.map((handler) => {
      const info = handler.info as { method: string; path: string };
      return `${info.method} ${info.path}`;
    });
    const base = { api: '/api/', twoFactor: '/2fa-api/', ipLookup: '/api/sandbox/ip' } as const;
    for (const [name, endpoint] of entries) {
      expect(handlers, name).toContain(`${endpoint.method} ${handlerPattern(base[endpoint.base], endpoint.path)}`);
    }
    expect(handlers).toHaveLength(entries.length);
  });

  it('gives every read a cache key made of its method, filled path and query', () => {
    const reads = entries.filter(([, endpoint]) => endpoint.method === 'GET');
    expect(reads.length).toBeGreaterThan(5);
    for (const [name, endpoint] of reads) {
      const params = Object.fromEntries(pathParameterNames(endpoint.path).map((param) => [param, 'x y']));
      expect(apiQueryKey(name as ApiRead, { params }), name).toBe(`GET ${fillPath(endpoint.path, params)}`);
    }
    expect(apiQueryKey('companyTerms', { params: { termId: '9' } })).toBe('GET companies/terms/9');
    expect(apiQueryKey('auditLogs', { query: { systemOrigin: 'PAINEL' } })).toBe(
      'GET api/audit/logs?systemOrigin=PAINEL',
    );
  });

  it('names each path parameter in the entry’s params schema', () => {
    for (const [name, endpoint] of entries) {
      const declared = endpoint.params ? Object.keys((endpoint.params as unknown as { shape: object }).shape) : [];
      expect(declared.sort(), name).toEqual(pathParameterNames(endpoint.path).sort());
    }
  });
});

describe('one place for each path', () => {
  const root = join(import.meta.dirname, '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) ? [path] : [];
    });
  const names = new Set<string>(Object.keys(endpoints));
  const literals = (text: string) =>
    [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');

  it('writes every path of the table only in the table', () => {
    const outside = sources(root).filter((file) => !relative(root, file).startsWith('endpoints'));
    const repeated: string[] = [];
    for (const file of outside) {
      // A portal page the sandbox links to from a message it "sent" ('/dashboard/transfers/chargebacks') is not an
      // API path, however alike its words.
      const found = literals(readFileSync(file, 'utf8')).filter(
        (literal) => !names.has(literal) && !literal.startsWith('/dashboard/'),
      );
      for (const [, endpoint] of entries) {
        if (endpoint.path === '') continue;
        const pattern = endpoint.path.replace(/\{[^}]+\}/g, '');
        if (
          found.some(
            (literal) =>
              literal === endpoint.path ||
              literal.endsWith(`/${endpoint.path}`) ||
              (pattern.includes('/') && literal.includes(pattern)),
          )
        )
          repeated.push(`${relative(root, file)}: ${endpoint.path}`);
      }
    }
    expect(repeated).toEqual([]);
  });
});
