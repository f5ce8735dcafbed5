import type { ApiConfig } from '../http/config';
import { request } from '../http/request';
import type {
  CompanyDocumentsPayload,
  LoginPayload,
  OperatorCreatePayload,
  OperatorUpdatePayload,
  PasswordPayload,
  PlatformTermsPayload,
  ProfilePayload,
  RegisterPayload,
  SendDocumentPayload,
  TwoFactorCheckPayload,
  TwoFactorSendPayload,
  VerifyDocumentPayload,
} from './payloads';
import {
  anyResultSchema,
  auditLogsResultSchema,
  isSignedResultSchema,
  loginResultSchema,
  messageResultSchema,
  operatorResultSchema,
  registerResultSchema,
  representativeResultSchema,
  signingResultSchema,
  systemFunctionsResultSchema,
} from './schemas';

/**
 * One typed function per call of spec section 7. Every function resolves with the checked answer or
 * rejects with an ApiError.
 */
export function createApiClient(config: ApiConfig) {
  const systemOrigin = { systemOrigin: config.systemOrigin };
  return {
    config,

    // Authentication
    login: (payload: LoginPayload) =>
      request(config, { method: 'POST', path: 'login', body: payload, schema: loginResultSchema }),
    register: (payload: RegisterPayload) =>
      request(config, { method: 'POST', path: 'register', body: payload, schema: registerResultSchema }),
    sendTwoFactorCode: (payload: TwoFactorSendPayload) =>
      request(config, { method: 'POST', path: '2fa/send-email', body: payload, schema: anyResultSchema }),
    checkTwoFactorCode: (payload: TwoFactorCheckPayload) =>
      request(config, {
        method: 'POST',
        path: '2fa/check-code',
        base: 'twoFactor',
        body: payload,
        schema: anyResultSchema,
      }),
    logout: () => request(config, { method: 'POST', path: 'logout', auth: true, schema: anyResultSchema }),
    /** The session check that precedes the company upload and the audit fetch (its answer is not used). */
    checkSession: () => request(config, { method: 'GET', path: 'auth/session', auth: true, schema: anyResultSchema }),

    // Company, terms and system
    isSigned: () =>
      request(config, { method: 'GET', path: 'company/is-signed', auth: true, schema: isSignedResultSchema }),
    representative: () =>
      request(config, {
        method: 'GET',
        path: 'company/representative',
        auth: true,
        schema: representativeResultSchema,
      }),
    signCompanyTerms: (ip: string) =>
      request(config, {
        method: 'PUT',
        path: 'company/signing',
        auth: true,
        body: { ip },
        schema: signingResultSchema,
      }),
    systemFunctions: () =>
      request(config, { method: 'GET', path: 'system/', auth: true, schema: systemFunctionsResultSchema }),
    acceptTerms: () => request(config, { method: 'POST', path: 'accept-terms', auth: true, schema: anyResultSchema }),
    companyTerms: (termId: string) =>
      request(config, {
        method: 'GET',
        path: `companies/terms/${encodeURIComponent(termId)}`,
        schema: anyResultSchema,
      }),
    acceptCompanyTerms: (termId: string, payload: PlatformTermsPayload) =>
      request(config, {
        method: 'POST',
        path: `companies/terms/${encodeURIComponent(termId)}`,
        auth: true,
        body: payload,
        schema: anyResultSchema,
      }),

    // Account
    updateProfile: (payload: ProfilePayload) =>
      request(config, { method: 'PUT', path: 'profile', auth: true, body: payload, schema: anyResultSchema }),
    changePassword: (payload: PasswordPayload) =>
      request(config, { method: 'POST', path: 'password', auth: true, body: payload, schema: messageResultSchema }),
    auditLogs: () =>
      request(config, {
        method: 'GET',
        path: 'api/audit/logs',
        query: systemOrigin,
        auth: true,
        schema: auditLogsResultSchema,
      }),

    // Operator and verification
    operatorByEmail: (email: string) =>
      request(config, {
        method: 'GET',
        path: `api/operator/by-email/${encodeURIComponent(email)}`,
        query: systemOrigin,
        auth: true,
        schema: operatorResultSchema,
      }),
    updateOperator: (payload: OperatorUpdatePayload) =>
      request(config, {
        method: 'POST',
        path: 'api/operator/update-data-by-email',
        auth: true,
        body: payload,
        schema: operatorResultSchema,
      }),
    createOperator: (payload: OperatorCreatePayload) =>
      request(config, {
        method: 'POST',
        path: 'api/operator/create',
        auth: true,
        body: payload,
        schema: operatorResultSchema,
      }),
    sendDocument: (payload: SendDocumentPayload) =>
      request(config, {
        method: 'POST',
        path: 'api/operator/send-document',
        auth: true,
        body: payload,
        schema: anyResultSchema,
      }),
    sendCompanyDocuments: ({ idOperator, documents }: CompanyDocumentsPayload) => {
      const form = new FormData();
      form.append('systemOrigin', config.systemOrigin);
      form.append('idOperator', String(idOperator));
      documents.forEach((document, index) => {
        form.append(`document[${index}][type]`, document.type);
        form.append(`document[${index}][file]`, document.file, document.fileName ?? `${document.type}`);
      });
      return request(config, {
        method: 'POST',
        path: 'api/operator/send-document-by-company',
        auth: true,
        body: form,
        schema: anyResultSchema,
      });
    },
    verifyDocument: (payload: VerifyDocumentPayload) =>
      request(config, {
        method: 'POST',
        path: 'invide-user/send/verify-document',
        auth: true,
        body: payload,
        schema: anyResultSchema,
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
