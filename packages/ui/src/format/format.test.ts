import { describe, expect, it } from 'vitest';
import {
  changeInBasisPoints,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
} from './format';

describe('formatting in one place', () => {
  it('writes centavos as reais the Brazilian way', () => {
    expect(formatMoney(123_456)).toBe('R$ 1.234,56');
    expect(formatMoney(-5)).toBe('R$ -0,05');
    expect(formatMoney(-1_234_56)).toBe('R$ -1.234,56');
    expect(formatMoney(-0)).toBe('R$ 0,00');
    expect(formatMoney(100_000_000_00)).toBe('R$ 100.000.000,00');
    expect(formatMoneyCompact(123_456_00)).toBe('R$ 123,5 mil');
    expect(formatMoneyCompact(-123_456_00)).toBe('R$ -123,5 mil');
  });

  it('writes rates from basis points', () => {
    expect(formatPercent(249)).toBe('2,49%');
    expect(formatPercent(10_000)).toBe('100,00%');
  });

  it('writes dates as dd/mm/aaaa in São Paulo, whatever the zone of the instant', () => {
    expect(formatDate('2026-11-26')).toBe('26/11/2026');
    expect(formatDate('2026-04-21T01:30:00Z')).toBe('20/04/2026');
    expect(formatDateTime('2026-11-26T14:49:13-03:00')).toBe('26/11/2026 14:49');
  });

  it('compares with the previous period, or says there is nothing to compare', () => {
    expect(changeInBasisPoints(110, 100)).toBe(1_000);
    expect(changeInBasisPoints(90, 100)).toBe(-1_000);
    expect(changeInBasisPoints(5, 0)).toBeNull();
  });
});
