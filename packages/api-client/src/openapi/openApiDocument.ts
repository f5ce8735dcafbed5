import * as z from 'zod/mini';
import { apiUserSchema } from '../endpoints/auth';
import { endpoints, type EndpointName } from '../endpoints';
import { endpointSummaries } from '../endpoints/summaries';
import { pathParameterNames, type EndpointDefinition, type ErrorStatus } from '../endpoints/types';

type Json = Record<string, unknown>;

/** The error shapes of spec 8, as components every operation refers to. */
const errorSchemas = {
  MessageError: z.object({ message: z.string() }),
  ValidationError: z.object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  }),
  ExceptionError: z.object({ exception: z.union([z.string(), z.object({ message: z.string() })]) }),
};

const errorResponses: Record<ErrorStatus, { name: string; description: string; schema: keyof typeof errorSchemas }> = {
  401: { name: 'Unauthenticated', description: 'No bearer token, or its session ended.', schema: 'MessageError' },
  403: { name: 'Forbidden', description: 'Signed in, but not allowed to do this.', schema: 'MessageError' },
  404: { name: 'NotFound', description: 'Nothing at this address.', schema: 'MessageError' },
  422: {
    name: 'ValidationFailed',
    description: 'The body was refused: per-field messages in Portuguese (register may answer `exception`).',
    schema: 'ValidationError',
  },
  500: {
    name: 'ServerError',
    description: 'The server failed; the portal says "Server error".',
    schema: 'MessageError',
  },
};

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const componentRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** The calls the contract describes: the table minus the sandbox's controls and third-party services. */
export const contractEndpoints = (Object.entries(endpoints) as Array<[EndpointName, EndpointDefinition]>).filter(
  ([, endpoint]) => endpoint.audience === undefined,
);

/** A JSON Schema of each property of an object schema (for path and query parameters). */
function propertiesOf(schema: z.ZodMiniType): Array<{ name: string; schema: Json; required: boolean }> {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as Json;
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

function operation(name: EndpointName, endpoint: EndpointDefinition, ids: Map<z.ZodMiniType, string>): Json {
  const parameters = [
    ...(endpoint.params ? propertiesOf(endpoint.params) : []).map((p) => ({ ...p, in: 'path', required: true })),
    ...(endpoint.query ? propertiesOf(endpoint.query) : []).map((p) => ({ ...p, in: 'query' })),
  ];
  const declared = new Set(parameters.filter((p) => p.in === 'path').map((p) => p.name));
  const missing = pathParameterNames(endpoint.path).filter((param) => !declared.has(param));
  if (missing.length > 0) throw new Error(`[@painel/api-client openapi] ${name}: no schema for ${missing.join(', ')}`);

  const bodyRef = endpoint.body ? componentRef(ids.get(endpoint.body) ?? '') : null;
  const requestBody =
    bodyRef &&
    (endpoint.bodyType === 'multipart'
      ? {
          required: true,
          description:
            'Fields `systemOrigin`, `idOperator`, then `document[i][type]` and `document[i][file]` per file.',
          content: { 'multipart/form-data': { schema: bodyRef } },
        }
      : { required: true, content: { 'application/json': { schema: bodyRef } } });

  const success = String(endpoint.successStatus ?? 200);
  return {
    operationId: name,
    summary: endpointSummaries[name],
    tags: [endpoint.group],
    security: endpoint.auth ? [{ bearerAuth: [] }] : [],
    ...(endpoint.base === 'twoFactor'
      ? {
          servers: [
            {
              url: '{twoFactorApiBaseUrl}',
              variables: { twoFactorApiBaseUrl: { default: 'https://2fa.painel.dev/' } },
            },
          ],
        }
      : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [success]: {
        description: 'Success.',
        content: { 'application/json': { schema: componentRef(ids.get(endpoint.response) ?? '') } },
      },
      ...Object.fromEntries(
        endpoint.errors.map((status) => [
          String(status),
          { $ref: `#/components/responses/${errorResponses[status].name}` },
        ]),
      ),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the Painel API, generated from the endpoint table and its zod schemas:
 * the contract a backend implements. Schemas describe what travels on the wire (zod's input side).
 */
export function buildOpenApiDocument(version: string): Json {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodMiniType, string>();
  const register = (schema: z.ZodMiniType, id: string) => {
    if (ids.has(schema)) return;
    ids.set(schema, id);
    registry.add(schema, { id });
  };
  register(apiUserSchema, 'ApiUser');
  for (const [id, schema] of Object.entries(errorSchemas)) register(schema, id);
  for (const [name, endpoint] of contractEndpoints) {
    if (endpoint.body) register(endpoint.body, `${capitalized(name)}Request`);
    register(endpoint.response, `${capitalized(name)}Response`);
  }
  const generated = z.toJSONSchema(registry, {
    io: 'input',
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  // Each component is its own schema in the generator's output; inside the document they are not.
  const schemas = Object.fromEntries(
    Object.entries(generated.schemas).map(([id, { $id: _id, $schema: _schema, ...schema }]) => [id, schema]),
  );

  const paths: Record<string, Json> = {};
  for (const [name, endpoint] of contractEndpoints) {
    const path = `/${endpoint.path}`;
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint, ids) };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Painel API',
      version,
      description:
        'The API behind the Painel portal, generated from the endpoint table of @painel/api-client. Authenticated ' +
        'calls carry `Authorization: Bearer <token>` from the login answer; any 401 ends the session in the portal. ' +
        'Errors answer in the shapes below; their `message` and per-field texts are shown to users as they come, in Portuguese.',
    },
    servers: [{ url: '{apiBaseUrl}', variables: { apiBaseUrl: { default: 'https://api.painel.dev/' } } }],
    tags: [
      { name: 'auth', description: 'Sign-in, registration, the two-factor code and the session.' },
      { name: 'company', description: "The company's terms, the platform terms and the system functions." },
      { name: 'account', description: "The signed-in user's profile, password and audit log." },
      { name: 'verification', description: 'The identity verification and the company documents.' },
      {
        name: 'money',
        description:
          'Transactions, balances and the ledger: amounts in integer centavos, dates in America/Sao_Paulo, every read scoped by the caller.',
      },
      {
        name: 'establishments',
        description:
          "White Label e Lojas: the stores and white labels of the caller's tree (platform → white label → Cliente → Loja), each with its status, owner and last 30 days; status changes with a reason. Every list and total is scoped server-side.",
      },
      {
        name: 'access',
        description:
          "Who may do what: the permission catalogue, roles as data (a user's sign-in ability is derived from them), users and platform operators, invitations.",
      },
      {
        name: 'system',
        description:
          'System settings and the approvals by a second person that sensitive changes wait for (the maker never approves their own).',
      },
    ],
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        Object.values(errorResponses).map(({ name, description, schema }) => [
          name,
          { description, content: { 'application/json': { schema: componentRef(schema) } } },
        ]),
      ),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: "The login answer's token." } },
    },
  };
}
