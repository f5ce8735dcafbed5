import { describe, expect, it } from 'vitest';
import { earliestStart, periodProblem, presetPeriod, resolvePeriod, shiftMonths, todayInSaoPaulo } from './period';

describe('periods', () => {
  const today = '2026-03-31';

  it('computes the pt-BR presets from today', () => {
    expect(presetPeriod('today', today)).toEqual({ preset: 'today', from: today, to: today });
    expect(presetPeriod('yesterday', today)).toMatchObject({ from: '2026-03-30', to: '2026-03-30' });
    expect(presetPeriod('last7', today)).toMatchObject({ from: '2026-03-25', to: today });
    expect(presetPeriod('last30', today)).toMatchObject({ from: '2026-03-02', to: today });
    expect(presetPeriod('thisMonth', today)).toMatchObject({ from: '2026-03-01', to: today });
    expect(presetPeriod('lastMonth', today)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2026-01-15')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('goes back at most 12 months, ends no later than today, and never backwards', () => {
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(earliestStart(today)).toBe('2025-03-31');
    expect(periodProblem('2025-03-31', today, today)).toBeNull();
    expect(periodProblem('2025-03-30', today, today)).toBe('tooOld');
    expect(periodProblem('2026-03-10', '2026-04-01', today)).toBe('inFuture');
    expect(periodProblem('2026-03-10', '2026-03-09', today)).toBe('invalid');
    expect(periodProblem('10/03/2026', today, today)).toBe('invalid');
  });

  it('recomputes a preset read from a URL, and falls back when the dates are not valid', () => {
    expect(resolvePeriod('last7', '2020-01-01', '2020-01-02', today)).toMatchObject({ from: '2026-03-25' });
    expect(resolvePeriod('custom', '2026-03-01', '2026-03-05', today)).toEqual({
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(resolvePeriod(null, '2019-01-01', '2019-01-05', today)).toMatchObject({ preset: 'last7' });
    expect(resolvePeriod('nonsense', null, null, today, 'last30')).toMatchObject({ preset: 'last30' });
  });

  it('takes today in São Paulo, not in UTC', () => {
    expect(todayInSaoPaulo(new Date('2026-04-21T01:30:00Z'))).toBe('2026-04-20');
  });
});
