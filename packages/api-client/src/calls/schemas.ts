import { z } from 'zod';

/** Flags the API sends as 1/0, true/false or '1'/'0'. */
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value) => value === true || value === 1 || value === '1');

export const apiCompanySchema = z.looseObject({
  companyName: z.string().nullish(),
  document: z.string().nullish(),
  typeDocument: z.string().nullish(),
  class: z.string().nullish(),
  companyId: z.union([z.number(), z.string()]).nullish(),
  socialReason: z.string().nullish(),
  documentNumber: z.string().nullish(),
});

export const apiAddressSchema = z.looseObject({
  street: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zipCode: z.string().nullish(),
});

export const abilityRuleSchema = z.object({ action: z.string().default('read'), subject: z.string() });

/** The user the login and register answers carry; unknown fields are kept for the session to use. */
export const apiUserSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullish(),
  iduser: z.union([z.number(), z.string()]).nullish(),
  company: apiCompanySchema.nullish(),
  address: apiAddressSchema.nullish(),
  ability: z.array(abilityRuleSchema).default([]),
  verify_documents: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  two_factor_authentication: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  ismaster: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  birth_date: z.string().nullish(),
  mobile: z.string().nullish(),
  refreshToken: z.string().nullish(),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

export const loginResultSchema = z.object({
  token: z.string().min(1),
  user: apiUserSchema,
  requires_authentication: flag.default(false),
  isTheSupport: flag.default(false),
  ismaster_accepted_platform_terms: flag.default(false),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const registerResultSchema = z.object({ token: z.string().min(1), user: apiUserSchema });
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** Answers whose content the spec does not show: any body, even none. */
export const anyResultSchema = z.unknown();

export const messageResultSchema = z.looseObject({ message: z.string().optional() });

export const isSignedResultSchema = z.object({
  isSigned: flag,
  idrepresentative: z.union([z.number(), z.string()]).nullish(),
});
export type IsSignedResult = z.infer<typeof isSignedResultSchema>;

export const representativeResultSchema = z.object({ admin: z.object({ name: z.string(), email: z.string() }) });
export type RepresentativeResult = z.infer<typeof representativeResultSchema>;

export const signingResultSchema = z.looseObject({ mensagem: z.string().optional() });

export const systemFunctionSchema = z.object({ function_name: z.string(), status: flag });
/** The list may come bare or under `data`. */
export const systemFunctionsResultSchema = z
  .union([z.array(systemFunctionSchema), z.object({ data: z.array(systemFunctionSchema) })])
  .transform((value) => (Array.isArray(value) ? value : value.data));
export type SystemFunction = z.infer<typeof systemFunctionSchema>;

export const operatorResultSchema = z.object({
  data: z.object({ id: z.union([z.number(), z.string()]), typeDocument: z.string().nullish() }),
});
export type OperatorResult = z.infer<typeof operatorResultSchema>;

export const auditEntrySchema = z.object({
  id: z.union([z.number(), z.string()]),
  event: z.string(),
  user_details: z
    .object({ name: z.string().nullish(), email: z.string().nullish(), systemOrigin: z.string().nullish() })
    .nullish(),
  auditable_type: z.string().nullish(),
  url: z.string().nullish(),
  old_values: z.unknown(),
  new_values: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogsResultSchema = z
  .object({ data: z.object({ data: z.array(auditEntrySchema) }) })
  .transform((value) => value.data.data);

export const ipLookupResultSchema = z.looseObject({ ip: z.string() });
