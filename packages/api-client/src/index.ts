// Public API of @painel/api-client: explicit named exports only.
export { createApiClient } from './calls/client';
export type { ApiClient } from './calls/client';
export { lookupIp } from './calls/ipLookup';
export { companyDocumentTypes, formatRegisterDate, formatTermsDate, moneyDigits } from './calls/payloads';
export type {
  BotAction,
  CompanyDocumentType,
  CompanyDocumentsPayload,
  DocumentForValidation,
  LoginPayload,
  OperatorCreatePayload,
  OperatorUpdatePayload,
  PasswordPayload,
  PhotoDocumentType,
  PlatformTermsPayload,
  ProfilePayload,
  RegisterPayload,
  SendDocumentPayload,
  TwoFactorCheckPayload,
  TwoFactorSendPayload,
  VerifyDocumentPayload,
} from './calls/payloads';
export type {
  ApiUser,
  AuditEntry,
  IsSignedResult,
  LoginResult,
  OperatorResult,
  RegisterResult,
  RepresentativeResult,
  SystemFunction,
} from './calls/schemas';
export { ApiError, isApiError } from './errors/ApiError';
export type { ApiErrorKind, FieldErrors } from './errors/ApiError';
export {
  apiErrorMessages,
  fixedErrorToasts,
  loginErrorToasts,
  passwordErrorToasts,
  platformTermsErrorToasts,
  registerErrorToasts,
  termsSignedErrorToasts,
} from './errors/messages';
export type { ErrorToast } from './errors/messages';
export { buildUrl } from './http/buildUrl';
export type { QueryValue } from './http/buildUrl';
export { DEFAULT_TIMEOUT_MS, IP_LOOKUP_TIMEOUT_MS } from './http/config';
export type { ApiConfig } from './http/config';
export { createRecaptchaBotCheck, createSandboxBotCheck } from './botCheck/botCheck';
export type { BotCheck, RecaptchaOptions } from './botCheck/botCheck';
export {
  ApiClientProvider,
  apiQueryKeys,
  useApiClient,
  useAuditLogs,
  useCompanyTerms,
  useIsSigned,
  useRepresentative,
  useSystemFunctions,
} from './hooks/hooks';
