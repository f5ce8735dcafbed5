import type { ApiClient } from './client';

type Method = Exclude<keyof ApiClient, 'config' | 'withAccessToken'>;

/**
 * Every call of the client by name, for the lazy client that must list its methods before the client
 * (and its schemas) has loaded. A unit test keeps this list equal to the client's.
 */
export const apiClientMethods = [
  'lookupIp',
  'login',
  'register',
  'sendTwoFactorCode',
  'checkTwoFactorCode',
  'sendTwoFactorCodeByWhatsapp',
  'requestPasswordReset',
  'checkPasswordResetToken',
  'resetPassword',
  'logout',
  'checkSession',
  'isSigned',
  'representative',
  'signCompanyTerms',
  'systemFunctions',
  'acceptTerms',
  'companyTerms',
  'acceptCompanyTerms',
  'updateProfile',
  'changePassword',
  'auditLogs',
  'operatorByEmail',
  'updateOperator',
  'createOperator',
  'sendDocument',
  'sendCompanyDocuments',
  'verifyDocument',
  'sandboxOutbox',
] as const satisfies readonly Method[];
