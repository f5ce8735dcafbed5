import * as z from 'zod/mini';

/** Flags the API sends as 1/0, true/false or '1'/'0'. */
const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value: boolean | number | string) => value === true || value === 1 || value === '1'),
);

export const apiCompanySchema = z.looseObject({
  companyName: z.nullish(z.string()),
  document: z.nullish(z.string()),
  typeDocument: z.nullish(z.string()),
  class: z.nullish(z.string()),
  companyId: z.nullish(z.union([z.number(), z.string()])),
  socialReason: z.nullish(z.string()),
  documentNumber: z.nullish(z.string()),
});

export const apiAddressSchema = z.looseObject({
  street: z.nullish(z.string()),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
  zipCode: z.nullish(z.string()),
});

export const abilityRuleSchema = z.object({ action: z._default(z.string(), 'read'), subject: z.string() });

/** The user the login and register answers carry; unknown fields are kept for the session to use. */
export const apiUserSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.nullish(z.string()),
  iduser: z.nullish(z.union([z.number(), z.string()])),
  company: z.nullish(apiCompanySchema),
  address: z.nullish(apiAddressSchema),
  ability: z._default(z.array(abilityRuleSchema), []),
  verify_documents: z.nullish(z.union([z.number(), z.string(), z.boolean()])),
  two_factor_authentication: z.nullish(z.union([z.number(), z.string(), z.boolean()])),
  ismaster: z.nullish(z.union([z.number(), z.string(), z.boolean()])),
  birth_date: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
  refreshToken: z.nullish(z.string()),
});
export type ApiUser = z.output<typeof apiUserSchema>;

export const loginResultSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: apiUserSchema,
  requires_authentication: z._default(flag, false),
  isTheSupport: z._default(flag, false),
  ismaster_accepted_platform_terms: z._default(flag, false),
});
export type LoginResult = z.output<typeof loginResultSchema>;

export const registerResultSchema = z.object({ token: z.string().check(z.minLength(1)), user: apiUserSchema });
export type RegisterResult = z.output<typeof registerResultSchema>;

/** Answers whose content the spec does not show: any body, even none. */
export const anyResultSchema = z.unknown();

export const messageResultSchema = z.looseObject({ message: z.optional(z.string()) });

export const isSignedResultSchema = z.object({
  isSigned: flag,
  idrepresentative: z.nullish(z.union([z.number(), z.string()])),
});
export type IsSignedResult = z.output<typeof isSignedResultSchema>;

export const representativeResultSchema = z.object({ admin: z.object({ name: z.string(), email: z.string() }) });
export type RepresentativeResult = z.output<typeof representativeResultSchema>;

export const signingResultSchema = z.looseObject({ mensagem: z.optional(z.string()) });

export const systemFunctionSchema = z.object({ function_name: z.string(), status: flag });
type SystemFunctionShape = z.output<typeof systemFunctionSchema>;
/** The list may come bare or under `data`. */
export const systemFunctionsResultSchema = z.pipe(
  z.union([z.array(systemFunctionSchema), z.object({ data: z.array(systemFunctionSchema) })]),
  z.transform((value: SystemFunctionShape[] | { data: SystemFunctionShape[] }) =>
    Array.isArray(value) ? value : value.data,
  ),
);
export type SystemFunction = z.output<typeof systemFunctionSchema>;

export const operatorResultSchema = z.object({
  data: z.object({ id: z.union([z.number(), z.string()]), typeDocument: z.nullish(z.string()) }),
});
export type OperatorResult = z.output<typeof operatorResultSchema>;

export const auditEntrySchema = z.object({
  id: z.union([z.number(), z.string()]),
  event: z.string(),
  user_details: z.nullish(
    z.object({ name: z.nullish(z.string()), email: z.nullish(z.string()), systemOrigin: z.nullish(z.string()) }),
  ),
  auditable_type: z.nullish(z.string()),
  url: z.nullish(z.string()),
  old_values: z.unknown(),
  new_values: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogsResultSchema = z.pipe(
  z.object({ data: z.object({ data: z.array(auditEntrySchema) }) }),
  z.transform((value: { data: { data: AuditEntry[] } }) => value.data.data),
);

export const ipLookupResultSchema = z.looseObject({ ip: z.string() });
