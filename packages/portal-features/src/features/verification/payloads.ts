import { documentCharactersOf } from '@painel/api-client/money';
import type {
  DocumentForValidation,
  OperatorCreatePayload,
  OperatorUpdatePayload,
  VerifyDocumentPayload,
} from '@painel/api-client';
import { moneyDigits } from '@painel/api-client';
import type { StoredUser } from '../../core/session/storedUser';
import type { ExtraInfoValues } from './extraInfoSchema';

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The operator create/update payload of spec 3 for the signed-in user: typeCompany is the company
 * class in lower case; whitelabelId is null for a white-label company (class WTL), else the company id
 * as text; typeRegister TO_VALIDATE_COMPANY.
 */
export function buildOperatorPayload(
  user: StoredUser,
  documentForValidation: DocumentForValidation,
  systemOrigin: string,
): { create: OperatorCreatePayload; update: OperatorUpdatePayload } {
  const companyClass = (user.company.class ?? '').trim();
  const create: OperatorCreatePayload = {
    systemOrigin,
    name: user.name,
    email: user.email,
    typeCompany: companyClass.toLowerCase(),
    toDocument: documentCharactersOf(user.company.documentNumber ?? user.company.document ?? ''),
    typeDocument: (user.company.typeDocument ?? 'cpf').toUpperCase(),
    whitelabelId: companyClass.toUpperCase() === 'WTL' ? null : String(user.company.companyId ?? ''),
    phone: digits(user.mobile),
    documentForValidation,
    typeRegister: 'TO_VALIDATE_COMPANY',
  };
  return { create, update: { ...create, currentEmail: user.email, newEmail: user.email } };
}

/**
 * The verify-document payload of spec 3: the CPF as digits, money as digits (no 'R$', dots or commas),
 * and the variant's extra fields (CNPJ: share capital, patrimony, soft descriptor; CPF: marital status
 * and education).
 */
export function buildVerifyDocumentPayload(
  user: StoredUser,
  idOperator: string | number,
  values: ExtraInfoValues,
): VerifyDocumentPayload {
  const identity = { rg: values.rg.trim(), rgIssuer: values.rgIssuer.trim(), rgIssuedDate: values.rgIssuedDate };
  const common = { idUser: user.iduser ?? '', idOperator, document: digits(values.cpf) };
  if (values.variant === 'cnpj') {
    return {
      ...common,
      finances: {
        monthlyInvoicing: moneyDigits(values.monthlyInvoicing),
        shareCapital: moneyDigits(values.shareCapital),
        patrimony: moneyDigits(values.patrimony),
      },
      otherInfo: { ...identity, softwareDescriptor: values.softwareDescriptor.trim() },
    };
  }
  return {
    ...common,
    finances: { monthlyInvoicing: moneyDigits(values.monthlyInvoicing) },
    otherInfo: { marital: values.marital, education: values.education, ...identity },
  };
}
