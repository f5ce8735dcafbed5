/** Request bodies with exactly the field names of spec sections 3 and 7. */

export type BotAction = 'registro' | 'login' | '2FA';

export interface LoginPayload {
  email: string;
  password: string;
  token_recaptcha: string;
  ip: string;
}

export interface RegisterPayload {
  name: string;
  email: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  terms_of_use: boolean;
  terms_of_privacity: boolean;
  token_recaptcha: string;
  ip_address: string;
  /** 'YYYY-MM-DD H:m:s' (see formatRegisterDate). */
  acceptation_date: string;
}

export interface TwoFactorSendPayload {
  email: string;
  /** null at login, 1 on resend. */
  limitResend: null | 1;
}

export interface TwoFactorCheckPayload {
  email: string;
  code: string;
  token_recaptcha: string;
  ip: string;
}

export interface ProfilePayload {
  name: string;
  email: string;
  birthDate: string;
  mobile: string;
}

export interface PasswordPayload {
  currentPassword: string;
  newPassword: string;
  retypeNewPassword: string;
}

export type DocumentForValidation = 'CNH' | 'RG';

export interface OperatorCreatePayload {
  systemOrigin: string;
  name: string;
  email: string;
  /** Lower-case company class. */
  typeCompany: string;
  toDocument: string;
  typeDocument: string;
  /** null for class WTL, else the company id as text. */
  whitelabelId: string | null;
  phone: string;
  documentForValidation: DocumentForValidation;
  typeRegister: 'TO_VALIDATE_COMPANY';
}

export interface OperatorUpdatePayload extends OperatorCreatePayload {
  currentEmail: string;
  newEmail: string;
}

export type PhotoDocumentType = `${DocumentForValidation}_FRONT` | `${DocumentForValidation}_BACK` | 'SELFIE';

export interface SendDocumentPayload {
  idOperator: string | number;
  typeDocument: PhotoDocumentType;
  fileBase64: string;
}

export const companyDocumentTypes = [
  'CNPJ_CARD',
  'PROOF_OF_ADDRESS',
  'SOCIAL_CONTRACT',
  'BILLING_DECLARATION',
  'PROOF_OF_ACCOUNT',
  'PROOF_OF_RESIDENCE',
] as const;
export type CompanyDocumentType = (typeof companyDocumentTypes)[number];

export interface CompanyDocumentsPayload {
  idOperator: string | number;
  documents: ReadonlyArray<{ type: CompanyDocumentType; file: Blob; fileName?: string }>;
}

export interface VerifyDocumentPayload {
  idUser: string | number;
  idOperator: string | number;
  /** CPF digits only. */
  document: string;
  finances: { monthlyInvoicing: string; shareCapital?: string; patrimony?: string };
  otherInfo: Record<string, string>;
}

export interface PlatformTermsPayload {
  hasAccept: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' (see formatTermsDate). */
  acceptationDate: string;
  ipAddress: string;
  latitude: string;
  longitude: string;
  city: string;
  regionName: string;
  country: string;
}

/** Register's acceptation_date, 'YYYY-MM-DD H:m:s' as the spec writes it: time parts not padded. */
export function formatRegisterDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${date.getHours()}:${date.getMinutes()}:${date.getSeconds()}`;
}

/** Platform terms' acceptationDate, 'YYYY-MM-DD HH:mm:ss'. */
export function formatTermsDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Money as the API takes it: currency symbols, commas and dots stripped ('R$ 1.234,56' → '123456'). */
export function moneyDigits(value: string): string {
  return value.replace(/[^\d]/g, '');
}
