import type { SandboxState } from './db';
import type { SandboxAccount } from './seeds';

/** An account as the login and register answers carry it. */
export function toApiUser(state: SandboxState, account: SandboxAccount) {
  const company = state.companies.find((c) => c.companyId === account.companyId);
  return {
    name: account.name,
    email: account.email,
    role: account.role,
    avatar: account.avatar,
    iduser: account.iduser,
    company: company && {
      companyName: company.companyName,
      document: company.document,
      typeDocument: company.typeDocument,
      class: company.class,
      companyId: company.companyId,
      socialReason: company.socialReason,
      documentNumber: company.documentNumber,
    },
    address: { street: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP', zipCode: '01310100' },
    ability: account.ability,
    verify_documents: account.verify_documents,
    two_factor_authentication: account.two_factor_authentication,
    ismaster: account.ismaster,
    birth_date: account.birth_date,
    mobile: account.mobile,
    refreshToken: `refresh-${account.iduser}`,
  };
}

/** Opens a session for the account and gives its token. */
export const sessionToken = (account: Pick<SandboxAccount, 'iduser'>) =>
  `sandbox-${account.iduser}-${crypto.randomUUID()}`;
