import type { LoginResult } from '@painel/api-client';
import type { StoredUser } from './storedUser';

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
