// @vitest-environment node
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { buildOpenApiDocument, contractEndpoints } from './openApiDocument';

const document = buildOpenApiDocument('0.0.0-test');
type Operation = { operationId: string; security: unknown[]; responses: Record<string, unknown> };
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), ...op })),
);

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has one operation per call of the table, with its method, path and token, and nothing else', () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual(contractEndpoints.map(([name]) => name).sort());
    for (const [name, endpoint] of contractEndpoints) {
      const op = operations.find((candidate) => candidate.operationId === name);
      expect(op, name).toMatchObject({ path: `/${endpoint.path}`, method: endpoint.method });
      expect(op?.security, name).toEqual(endpoint.auth ? [{ bearerAuth: [] }] : []);
      const statuses = Object.keys(op?.responses ?? {}).sort();
      expect(statuses, name).toEqual([String(endpoint.successStatus ?? 200), ...endpoint.errors.map(String)].sort());
    }
  });

  it('leaves out the sandbox controls and third-party services', () => {
    const outside = Object.entries(endpoints).filter(([, endpoint]) => 'audience' in endpoint);
    expect(outside.map(([name]) => name).sort()).toEqual([
      'ipLookup',
      'sandboxClock',
      'sandboxForce',
      'sandboxOpenDispute',
      'sandboxOutbox',
      'sandboxPayCheckout',
      'sandboxReset',
      'sandboxState',
      'setSandboxClock',
    ]);
    for (const [name] of outside) expect(operations.some((op) => op.operationId === name)).toBe(false);
  });

  it('describes bodies as they travel: the login body, and flags the server may send as 1/0 or true/false', () => {
    const schemas = (document.components as { schemas: Record<string, { properties?: Record<string, unknown> }> })
      .schemas;
    expect(Object.keys(schemas.LoginRequest?.properties ?? {}).sort()).toEqual(
      ['email', 'ip', 'password', 'token_recaptcha'].sort(),
    );
    expect(schemas.IsSignedResponse?.properties?.isSigned).toEqual({ type: ['boolean', 'number', 'string'] });
    expect(JSON.stringify(schemas.LoginResponse)).toContain('#/components/schemas/ApiUser');
  });
});
