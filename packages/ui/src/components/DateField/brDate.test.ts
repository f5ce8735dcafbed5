import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { brDateOf, isoOfBrDate } from './brDate';

describe('a date typed as dd/mm/aaaa', () => {
  it('is a date only when whole and real', () => {
    expect(isoOfBrDate('27/12/2026')).toBe('2026-12-27');
    expect(isoOfBrDate('29/02/2028')).toBe('2028-02-29');
    expect(isoOfBrDate('29/02/2027')).toBeNull();
    expect(isoOfBrDate('31/04/2026')).toBeNull();
    expect(isoOfBrDate('12/27/2026')).toBeNull();
    expect(isoOfBrDate('27/12/20')).toBeNull();
    expect(brDateOf('2026-12-27')).toBe('27/12/2026');
    expect(brDateOf('')).toBe('');
  });

  test.prop([fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })])(
    'any real day goes to dd/mm/aaaa and back unchanged',
    (date) => {
      const iso = date.toISOString().slice(0, 10);
      expect(isoOfBrDate(brDateOf(iso))).toBe(iso);
    },
  );
});
