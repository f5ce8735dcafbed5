import * as z from 'zod/mini';
import { anyResult, flag, id } from './common';
import { defineEndpoints } from './types';

export const isSignedResultSchema = z.object({ isSigned: flag, idrepresentative: z.nullish(id) });
export type IsSignedResult = z.output<typeof isSignedResultSchema>;

export const representativeResultSchema = z.object({ admin: z.object({ name: z.string(), email: z.string() }) });
export type RepresentativeResult = z.output<typeof representativeResultSchema>;

const signingResultSchema = z.looseObject({ mensagem: z.optional(z.string()) });

const systemFunctionSchema = z.object({ function_name: z.string(), status: flag });
export type SystemFunction = z.output<typeof systemFunctionSchema>;
/** The list may come bare or under `data`. */
const systemFunctionsResultSchema = z.pipe(
  z.union([z.array(systemFunctionSchema), z.object({ data: z.array(systemFunctionSchema) })]),
  z.transform((value: SystemFunction[] | { data: SystemFunction[] }) => (Array.isArray(value) ? value : value.data)),
);

export const platformTermsPayloadSchema = z.object({
  hasAccept: z.boolean(),
  /** 'YYYY-MM-DD HH:mm:ss' (see formatTermsDate). */
  acceptationDate: z.string(),
  ipAddress: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  city: z.string(),
  regionName: z.string(),
  country: z.string(),
});
export type PlatformTermsPayload = z.input<typeof platformTermsPayloadSchema>;

const termIdParams = z.object({ termId: z.string() });

/** The company's terms, its representative, the platform terms and the system functions (spec 2.4, 4.2, 7). */
export const companyEndpoints = defineEndpoints({
  isSigned: {
    method: 'GET',
    path: 'company/is-signed',
    base: 'api',
    auth: true,
    group: 'company',
    response: isSignedResultSchema,
    errors: [401, 500],
  },
  representative: {
    method: 'GET',
    path: 'company/representative',
    base: 'api',
    auth: true,
    group: 'company',
    response: representativeResultSchema,
    errors: [401, 404, 500],
  },
  signCompanyTerms: {
    method: 'PUT',
    path: 'company/signing',
    base: 'api',
    auth: true,
    group: 'company',
    body: z.object({ ip: z.string() }),
    response: signingResultSchema,
    errors: [401, 403, 422, 500],
  },
  systemFunctions: {
    method: 'GET',
    path: 'system/',
    base: 'api',
    auth: true,
    group: 'company',
    response: systemFunctionsResultSchema,
    errors: [401, 500],
  },
  acceptTerms: {
    method: 'POST',
    path: 'accept-terms',
    base: 'api',
    auth: true,
    group: 'company',
    response: anyResult,
    errors: [401, 500],
  },
  companyTerms: {
    method: 'GET',
    path: 'companies/terms/{termId}',
    base: 'api',
    auth: false,
    group: 'company',
    params: termIdParams,
    response: anyResult,
    errors: [404, 500],
  },
  acceptCompanyTerms: {
    method: 'POST',
    path: 'companies/terms/{termId}',
    base: 'api',
    auth: true,
    group: 'company',
    params: termIdParams,
    body: platformTermsPayloadSchema,
    response: anyResult,
    errors: [401, 422, 500],
  },
});
