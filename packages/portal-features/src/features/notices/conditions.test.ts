import { describe, expect, it } from 'vitest';
import { shouldShowDocumentReminder, shouldShowPaymentPause, tokenExpiry } from './conditions';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('document reminder (spec 4.5)', () => {
  const now = new Date(2026, 10, 25, 15, 0);

  it('shows to a user not yet verified, not to a verified one', () => {
    expect(shouldShowDocumentReminder({ verify_documents: 0 }, null, now)).toBe(true);
    expect(shouldShowDocumentReminder({ verify_documents: 1 }, null, now)).toBe(false);
  });

  it("hides for the rest of the day after 'Mais tarde', and shows again the next day", () => {
    expect(shouldShowDocumentReminder({ verify_documents: 0 }, '2026-11-25', now)).toBe(false);
    expect(shouldShowDocumentReminder({ verify_documents: 0 }, '2026-11-24', now)).toBe(true);
  });
});

describe('payment-pause notice (spec 4.5)', () => {
  const now = new Date(2024, 1, 10, 9, 0); // 10/02/2024, before the cutoff
  const user = { accessToken: 'sandbox-token', two_factor_authentication: 1 as const };
  const base = { user, now, until: '2024-02-14', acknowledgedMonth: null };

  it('shows while every condition holds', () => {
    expect(shouldShowPaymentPause(base)).toBe(true);
  });

  it('does not show on or after the cutoff day (today, the default cutoff has passed)', () => {
    expect(shouldShowPaymentPause({ ...base, now: new Date(2024, 1, 14, 0, 1) })).toBe(false);
    expect(shouldShowPaymentPause({ ...base, now: new Date(2026, 10, 25) })).toBe(false);
  });

  it("hides for the rest of the month after 'Estou ciente', and shows again in a later month", () => {
    expect(shouldShowPaymentPause({ ...base, acknowledgedMonth: '2024-02' })).toBe(false);
    expect(shouldShowPaymentPause({ ...base, acknowledgedMonth: '2024-01' })).toBe(true);
    expect(shouldShowPaymentPause({ ...base, acknowledgedMonth: '2023-12' })).toBe(true);
  });

  it('does not show when two_factor_authentication is 0', () => {
    expect(shouldShowPaymentPause({ ...base, user: { ...user, two_factor_authentication: 0 } })).toBe(false);
  });

  it('does not show once the token has expired', () => {
    const expired = jwt(Math.floor(new Date(2024, 1, 9).getTime() / 1000));
    const valid = jwt(Math.floor(new Date(2024, 1, 11).getTime() / 1000));
    expect(tokenExpiry(valid)).toBe(Math.floor(new Date(2024, 1, 11).getTime() / 1000) * 1000);
    expect(shouldShowPaymentPause({ ...base, user: { ...user, accessToken: expired } })).toBe(false);
    expect(shouldShowPaymentPause({ ...base, user: { ...user, accessToken: valid } })).toBe(true);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
  });
});

describe('a dated payment pause', () => {
  const user = { accessToken: 'sandbox-token', two_factor_authentication: 1 as const };
  it('shows from its first day until the day before its last', () => {
    const at = (day: string) => new Date(`${day}T12:00:00`);
    const show = (day: string) =>
      shouldShowPaymentPause({ user, now: at(day), from: '2027-02-01', until: '2027-02-10', acknowledgedMonth: null });
    expect(show('2027-01-31')).toBe(false);
    expect(show('2027-02-01')).toBe(true);
    expect(show('2027-02-09')).toBe(true);
    expect(show('2027-02-10')).toBe(false);
  });
});
