import type { LoginResult } from '@painel/api-client';
import * as z from 'zod/mini';

const text = z.nullish(z.string());
const id = z.nullish(z.union([z.number(), z.string()]));
const flag01 = z.union([z.literal(0), z.literal(1)]);

/** The stored user of spec 3: exactly these fields, in localStorage. */
export const storedUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: text,
  iduser: id,
  company: z.object({
    companyName: text,
    document: text,
    typeDocument: z.nullish(z.enum(['cpf', 'cnpj'])),
    class: text,
    companyId: id,
    socialReason: text,
    documentNumber: text,
  }),
  address: z.object({ street: text, city: text, state: text, zipCode: text }),
  accessToken: z.string(),
  refreshToken: text,
  ability: z.array(z.object({ action: z.optional(z.string()), subject: z.string() })),
  verify_documents: flag01,
  two_factor_authentication: flag01,
  requires2faAuth: z.boolean(),
  isTheSupport: z.boolean(),
  ismaster: flag01,
  ismaster_accepted_platform_terms: z.boolean(),
  birth_date: text,
  mobile: text,
});

export type StoredUser = z.output<typeof storedUserSchema>;

const asFlag = (value: unknown): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0);
const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** Builds the stored user from the login (or register) answer. */
export function toStoredUser(
  answer: Pick<LoginResult, 'token' | 'user'> &
    Partial<Pick<LoginResult, 'requires_authentication' | 'isTheSupport' | 'ismaster_accepted_platform_terms'>>,
): StoredUser {
  const { user } = answer;
  const company = user.company ?? {};
  const typeDocument = company.typeDocument?.toLowerCase();
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    avatar: user.avatar ?? null,
    iduser: user.iduser ?? null,
    company: {
      companyName: company.companyName ?? null,
      document: company.document ?? null,
      typeDocument: typeDocument === 'cpf' || typeDocument === 'cnpj' ? typeDocument : null,
      class: company.class ?? null,
      companyId: company.companyId ?? null,
      socialReason: company.socialReason ?? null,
      documentNumber: company.documentNumber ?? null,
    },
    address: {
      street: asText(user.address?.street),
      city: asText(user.address?.city),
      state: asText(user.address?.state),
      zipCode: asText(user.address?.zipCode),
    },
    accessToken: answer.token,
    refreshToken: user.refreshToken ?? null,
    ability: user.ability,
    verify_documents: asFlag(user.verify_documents),
    two_factor_authentication: asFlag(user.two_factor_authentication),
    requires2faAuth: answer.requires_authentication ?? false,
    isTheSupport: answer.isTheSupport ?? false,
    ismaster: asFlag(user.ismaster),
    ismaster_accepted_platform_terms: answer.ismaster_accepted_platform_terms ?? false,
    birth_date: user.birth_date ?? null,
    mobile: user.mobile ?? null,
  };
}
