import { isoDay, isoMonth } from '../../core/dates';
import type { StoredUser } from '../../core/session/storedUser';

export const documentReminderKey = (userId: StoredUser['iduser']) => `painel:document-reminder:${userId ?? ''}`;
export const paymentPauseKey = (userId: StoredUser['iduser']) => `painel:payment-pause:${userId ?? ''}`;

/**
 * Spec 4.5: the document reminder shows to a user not yet verified, unless 'Mais tarde' was chosen today
 * (`dismissedOn` is the day it was).
 */
export function shouldShowDocumentReminder(
  user: Pick<StoredUser, 'verify_documents'>,
  dismissedOn: string | null,
  now: Date,
): boolean {
  return user.verify_documents !== 1 && dismissedOn !== isoDay(now);
}

/**
 * The token's expiry from its JWT `exp` claim, in ms; null when the token is not a JWT (the sandbox's),
 * whose expiry the portal cannot know.
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export interface PaymentPauseInput {
  user: Pick<StoredUser, 'accessToken' | 'two_factor_authentication'>;
  now: Date;
  /** The cutoff day, 'YYYY-MM-DD' (spec 9: 2024-02-14); the notice shows before it, not on it. */
  until: string;
  /** The first day it shows, 'YYYY-MM-DD'; none (the spec's notice) shows it from any day before the cutoff. */
  from?: string | null;
  /** The month 'Estou ciente' was last chosen in, 'YYYY-MM'. */
  acknowledgedMonth: string | null;
}

/**
 * Spec 4.5: the payment-pause notice shows while the token is unexpired (a token without a readable
 * expiry counts as unexpired), before the cutoff day, while two_factor_authentication is not 0, and
 * unless it was acknowledged this month. The spec words the last rule 'the current month is not past
 * the stored acknowledged month'; read literally that would show it again only the next month, so the
 * comparison is: acknowledged month earlier than the current month ('YYYY-MM' strings compare in
 * calendar order), which hides it for the rest of the month 'Estou ciente' was chosen in.
 */
export function shouldShowPaymentPause({
  user,
  now,
  until,
  from = null,
  acknowledgedMonth,
}: PaymentPauseInput): boolean {
  const expiry = tokenExpiry(user.accessToken);
  const tokenValid = expiry === null || expiry > now.getTime();
  const beforeCutoff = isoDay(now) < until && (from === null || isoDay(now) >= from);
  const notAcknowledged = acknowledgedMonth === null || acknowledgedMonth < isoMonth(now);
  return tokenValid && beforeCutoff && notAcknowledged && user.two_factor_authentication !== 0;
}
