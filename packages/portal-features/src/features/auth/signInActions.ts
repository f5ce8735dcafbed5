import type { MasterTermsPage } from '../../core/options';
// Everything the sign-in pages do on submit, in one module fetched on first use: the rules (zod),
// the API calls and the flow. The pages themselves carry only their fields.
import {
  formatRegisterDate,
  loginErrorToasts,
  registerErrorToasts,
  termsSignedErrorToasts,
  type ApiClient,
  type BotCheck,
} from '@painel/api-client';
import { notify } from '@painel/ui';
import type { RoleHomeReading } from '../../core/policies/roleHome';
import { safeReturnPath } from '../../core/policies/safeReturnPath';
import type { StoredUser } from '../../core/session/storedUser';
import { toStoredUser } from '../../core/session/toStoredUser';
import { authMessages } from './messages';
import type { Wording } from '../../core/copy/MessagesContext';
import { notifyAll } from '../../core/notifyAll';
import { rewordFields } from '../../core/copy/rewordFields';
import { firstFieldMessages } from '../../core/forms/fieldMessages';
import {
  loginSchema,
  registerSchema,
  twoFactorSchema,
  type LoginValues,
  type RegisterValues,
  type TwoFactorValues,
} from './schemas';
import { destinationAfterSignIn, isTwoFactorDue } from './signInFlow';

/** Signed in (or half-way, for /auth): store this user and go there. `null`: stay, the toasts said why. */
export type SignInOutcome = { user: StoredUser; next: string } | null;

/** A form's first message per field, in the host's words (its overrides of the `auth` group's validation texts). */
const inHostWords = (found: Record<string, string>, wording?: Wording) =>
  wording ? rewordFields(found, authMessages.validation, words(wording).validation) : found;

export const validateLogin = (values: LoginValues, wording?: Wording) =>
  inHostWords(firstFieldMessages(loginSchema, values), wording);
export const validateRegister = (values: RegisterValues, wording?: Wording) =>
  inHostWords(firstFieldMessages(registerSchema, values), wording);
export const validateTwoFactor = (values: TwoFactorValues, wording?: Wording) =>
  inHostWords(firstFieldMessages(twoFactorSchema, values), wording);

interface Context {
  api: ApiClient;
  botCheck: BotCheck;
  reading: RoleHomeReading;
  /** Where a master user who has not accepted the platform terms goes (PortalOptions.masterTermsPage). */
  masterTermsPage?: MasterTermsPage;
  /** The `redirect` query parameter as it came; honoured only if safeReturnPath accepts it. */
  requestedReturnPath?: string | null;
  /** The host's wording (PainelPortal's `messages`): the flow's toasts use its `auth` group. */
  wording?: Wording;
}

/** The flow's words, with the host's overrides of the `auth` group when the screen passes them. */
const words = (wording?: Wording) => wording?.('auth', authMessages) ?? authMessages;

const noHomeForRole = (wording?: Wording) => {
  const m = words(wording);
  notify({ tone: 'warning', title: m.attention, description: m.noHomeForRole });
};

/** Terms check, then the destination; a failed check is said with its own words (spec 8). */
async function destination(api: Pick<ApiClient, 'isSigned' | 'systemFunctions'>, user: StoredUser, context: Context) {
  try {
    const returnPath = safeReturnPath(context.requestedReturnPath);
    const next = await destinationAfterSignIn({
      api,
      user,
      reading: context.reading,
      returnPath,
      masterTermsPage: context.masterTermsPage,
    });
    if (next !== '/login') return next;
    noHomeForRole(context.wording);
  } catch (error) {
    notifyAll(termsSignedErrorToasts(error), 'danger', context.wording);
  }
  return null;
}

/** Spec 4.2: login, then the code when due, else the terms screens or the home. */
export async function signIn(values: LoginValues, context: Context): Promise<SignInOutcome> {
  try {
    const [token_recaptcha, ip] = await Promise.all([context.botCheck.getToken('login'), context.api.lookupIp()]);
    const answer = await context.api.login({ ...values, email: values.email.trim(), token_recaptcha, ip });
    // The rest of the flow runs with the new token, before anything is stored.
    const api = context.api.withAccessToken(answer.token);
    const user = toStoredUser(answer);
    if (await isTwoFactorDue(api, user.requires2faAuth)) {
      // A failed send still leads to /auth, where the code can be sent again.
      await api.sendTwoFactorCode({ email: user.email, limitResend: null }).catch(() => undefined);
      const returnPath = safeReturnPath(context.requestedReturnPath);
      const returnQuery = returnPath ? `?redirect=${encodeURIComponent(returnPath)}` : '';
      return { user, next: `/auth${returnQuery}` };
    }
    const signedIn = { ...user, requires2faAuth: false };
    const next = await destination(api, signedIn, context);
    return next ? { user: signedIn, next } : null;
  } catch (error) {
    notifyAll(loginErrorToasts(error), 'danger', context.wording);
    return null;
  }
}

/** Spec 4.2: the code, then requires2faAuth false and two_factor_authentication 1, then on as after a login. */
export async function verifyTwoFactor(
  { code }: TwoFactorValues,
  user: StoredUser,
  context: Context,
): Promise<SignInOutcome> {
  try {
    const [token_recaptcha, ip] = await Promise.all([context.botCheck.getToken('2FA'), context.api.lookupIp()]);
    await context.api.checkTwoFactorCode({ email: user.email, code, token_recaptcha, ip });
  } catch (error) {
    notifyAll(loginErrorToasts(error), 'danger', context.wording);
    return null;
  }
  const verified: StoredUser = { ...user, requires2faAuth: false, two_factor_authentication: 1 };
  const next = await destination(context.api, verified, context);
  return next ? { user: verified, next } : null;
}

/** 'Reenviar código': limitResend 1; true when sent. */
export async function resendTwoFactorCode(api: ApiClient, email: string, wording?: Wording): Promise<boolean> {
  try {
    await api.sendTwoFactorCode({ email, limitResend: 1 });
    notify({ tone: 'success', ...words(wording).resendSuccess });
    return true;
  } catch (error) {
    notifyAll(loginErrorToasts(error), 'danger', wording);
    return false;
  }
}

/** Spec 2.2, 3, 8: the account, 'Parabéns', then /registration/wizard signed in. */
export async function register(
  values: RegisterValues,
  context: Omit<Context, 'reading' | 'requestedReturnPath' | 'masterTermsPage'>,
): Promise<SignInOutcome> {
  try {
    const [token_recaptcha, ip_address] = await Promise.all([
      context.botCheck.getToken('registro'),
      context.api.lookupIp(),
    ]);
    const answer = await context.api.register({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      token_recaptcha,
      ip_address,
      acceptation_date: formatRegisterDate(new Date()),
    });
    notify({ tone: 'success', ...words(context.wording).registerSuccess });
    return { user: toStoredUser(answer), next: '/registration/wizard' };
  } catch (error) {
    notifyAll(registerErrorToasts(error), 'danger', context.wording);
    return null;
  }
}
