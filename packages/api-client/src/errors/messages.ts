import { isApiError, type ApiError } from './ApiError';

/** A toast's words; the portal passes them to `notify` with the tone it wants. */
export interface ErrorToast {
  title: string;
  description: string;
}

/** The error texts of spec 8, copied exactly. Partners may read and replace them. */
export const apiErrorMessages = {
  attention: 'Atenção',
  serverError: 'Server error',
  login: 'Algo deu errado ao efetuar o login',
  register: 'Algo deu errado ao cadastrar sua conta, por favor tente novamente.',
  termsSigned: 'Algo deu errado ao verificar a assinatura dos termos',
  profile: 'Algo deu errado ao atualizar os dados',
  password: 'Algo deu errado ao mudar a senha',
  platformTerms: 'Algo deu errado.',
  verificationTitle: 'Houve um erro',
  verification: 'Não foi possivel se preparar para verificação.',
  photoTitle: 'Ops, algo deu errado!',
  photo: 'Erro ao enviar a foto.',
  companyUploadTitle: 'Ops!!! Algo deu errado.',
  companyUpload: 'Não foi possível enviar os arquivos',
  singleFileTitle: 'Algo deu errado!',
  singleFile: 'Não foi possível enviar o arquivo.',
  // Not in spec 8: the forgotten-password pages and the code by WhatsApp.
  forgotPassword: 'Não foi possível enviar as instruções. Tente novamente.',
  resetPassword: 'Não foi possível redefinir a senha. Tente novamente.',
  whatsappCode: 'Não foi possível enviar o código pelo WhatsApp.',
} as const;

const m = apiErrorMessages;

function everyFieldMessage(error: ApiError): ErrorToast[] {
  return Object.values(error.fieldErrors)
    .flat()
    .map((description) => ({ title: m.attention, description }));
}

/** Login and 2FA: the server's message or the fallback; 'Server error' when the server never answered. */
export function loginErrorToasts(error: unknown): ErrorToast[] {
  if (!isApiError(error) || !error.isHttp) return [{ title: m.attention, description: m.serverError }];
  return [{ title: m.attention, description: error.serverMessage ?? m.login }];
}

/** Register: the exception's message; else each field's messages one by one; else the fallback. */
export function registerErrorToasts(error: unknown): ErrorToast[] {
  if (!isApiError(error) || !error.isHttp) return [{ title: m.attention, description: m.serverError }];
  if (error.exception) return [{ title: m.attention, description: error.exception }];
  const fields = everyFieldMessage(error);
  return fields.length > 0 ? fields : [{ title: m.attention, description: m.register }];
}

/** Change password: a message field in one toast; else every string of every field's array; else the fallback. */
export function passwordErrorToasts(error: unknown): ErrorToast[] {
  // No answer at all is 'no structured body': the flow's own text (spec 8 gives 'Server error' elsewhere only).
  if (!isApiError(error) || !error.isHttp) return [{ title: m.attention, description: m.password }];
  if (error.serverMessage) return [{ title: m.attention, description: error.serverMessage }];
  const fields = everyFieldMessage(error);
  return fields.length > 0 ? fields : [{ title: m.attention, description: m.password }];
}

/** Platform terms post: object with message; object without: each field's messages; not an object: 'Algo deu errado.'. */
export function platformTermsErrorToasts(error: unknown): ErrorToast[] {
  if (!isApiError(error) || !error.isHttp) return [{ title: m.attention, description: m.serverError }];
  if (!error.bodyIsObject) return [{ title: m.attention, description: m.platformTerms }];
  if (error.serverMessage) return [{ title: m.attention, description: error.serverMessage }];
  const fields = everyFieldMessage(error);
  return fields.length > 0 ? fields : [{ title: m.attention, description: m.platformTerms }];
}

/** Signing the company terms: the server's message (e.g. a refusal for a non-administrator) or 'Algo deu errado.'. */
export function signTermsErrorToasts(error: unknown): ErrorToast[] {
  if (!isApiError(error) || !error.isHttp) return [{ title: m.attention, description: m.platformTerms }];
  return [{ title: m.attention, description: error.serverMessage ?? m.platformTerms }];
}

/** Terms-signed check: the server's message or the fallback, which is also what no answer at all shows (8.13, 8.14). */
export function termsSignedErrorToasts(error: unknown): ErrorToast[] {
  if (!isApiError(error) || !error.isHttp) return [{ title: m.attention, description: m.termsSigned }];
  return [{ title: m.attention, description: error.serverMessage ?? m.termsSigned }];
}

/**
 * The forgotten-password pages and the code by WhatsApp: each field's messages, else the server's message,
 * else the page's own fallback, also when the server never answered.
 */
export function recoveryErrorToasts(
  error: unknown,
  call: 'forgotPassword' | 'resetPassword' | 'whatsappCode',
): ErrorToast[] {
  if (!isApiError(error) || !error.isHttp) return [{ title: m.attention, description: m[call] }];
  const fields = everyFieldMessage(error);
  if (fields.length > 0) return fields;
  // A server fault says nothing the user can act on ('Erro interno do servidor.'): the page's own text does.
  const serverFault = (error.status ?? 0) >= 500;
  return [{ title: m.attention, description: (serverFault ? undefined : error.serverMessage) ?? m[call] }];
}

/** Fixed pairs: the spec gives these call sites one text whatever the server said. */
export const fixedErrorToasts = {
  profile: { title: m.attention, description: m.profile },
  verification: { title: m.verificationTitle, description: m.verification },
  photo: { title: m.photoTitle, description: m.photo },
  companyUpload: { title: m.companyUploadTitle, description: m.companyUpload },
  singleFile: { title: m.singleFileTitle, description: m.singleFile },
} satisfies Record<string, ErrorToast>;
