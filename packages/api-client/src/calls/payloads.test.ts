import { describe, expect, it } from 'vitest';
import { formatRegisterDate, formatTermsDate, moneyDigits } from './payloads';

describe('payload formats', () => {
  it('register date: YYYY-MM-DD H:m:s, time not padded', () => {
    expect(formatRegisterDate(new Date(2026, 0, 5, 9, 4, 3))).toBe('2026-01-05 9:4:3');
    expect(formatRegisterDate(new Date(2026, 10, 25, 21, 30, 59))).toBe('2026-11-25 21:30:59');
  });

  it('terms date: YYYY-MM-DD HH:mm:ss', () => {
    expect(formatTermsDate(new Date(2026, 0, 5, 9, 4, 3))).toBe('2026-01-05 09:04:03');
  });

  it('money: digits only', () => {
    expect(moneyDigits('R$ 1.234.567,89')).toBe('123456789');
    expect(moneyDigits('R$ 0,00')).toBe('000');
  });
});
