import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  civilDateInSaoPaulo,
  easterSunday,
  holidaysOf,
  isBusinessDay,
  onOrNextBusinessDay,
  weekday,
} from './calendar';
import { settlementDates } from './settlement';

/**
 * The national bank holidays as FEBRABAN publishes them ("Calendário de feriados bancários nacionais",
 * febraban.org.br, editions for 2025, 2026 and 2027), typed from those lists; weekends included as listed.
 */
const febraban: Record<number, string[]> = {
  2025: [
    '01-01',
    '03-03',
    '03-04',
    '04-18',
    '04-21',
    '05-01',
    '06-19',
    '09-07',
    '10-12',
    '11-02',
    '11-15',
    '11-20',
    '12-25',
  ],
  2026: [
    '01-01',
    '02-16',
    '02-17',
    '04-03',
    '04-21',
    '05-01',
    '06-04',
    '09-07',
    '10-12',
    '11-02',
    '11-15',
    '11-20',
    '12-25',
  ],
  2027: [
    '01-01',
    '02-08',
    '02-09',
    '03-26',
    '04-21',
    '05-01',
    '05-27',
    '09-07',
    '10-12',
    '11-02',
    '11-15',
    '11-20',
    '12-25',
  ],
};

describe("Brazil's bank calendar", () => {
  it.each(Object.entries(febraban))('lists the FEBRABAN holidays of %s exactly', (year, days) => {
    expect(holidaysOf(Number(year)).map((holiday) => holiday.date)).toEqual(days.map((day) => `${year}-${day}`));
  });

  it('knows Easter and both days of Carnaval (Monday too, which brazilian-utils misses)', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isBusinessDay('2026-02-16')).toBe(false);
    expect(isBusinessDay('2026-02-17')).toBe(false);
    // Ash Wednesday: banks open at noon, settlement runs.
    expect(isBusinessDay('2026-02-18')).toBe(true);
    expect(isBusinessDay('2019-11-20')).toBe(true);
    expect(isBusinessDay('2024-11-20')).toBe(false);
  });

  it('counts business days across weekends and holidays', () => {
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-18');
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-06');
    expect(addBusinessDays('2026-11-19', 1)).toBe('2026-11-23');
    expect(onOrNextBusinessDay('2026-12-25')).toBe('2026-12-28');
    expect(weekday('2026-11-26')).toBe(4);
  });

  it('takes the São Paulo date of an instant, whatever the runtime zone', () => {
    expect(civilDateInSaoPaulo(new Date('2026-04-21T01:30:00Z'))).toBe('2026-04-20');
    expect(civilDateInSaoPaulo(new Date('2026-04-21T03:00:00Z'))).toBe('2026-04-21');
  });
});

describe('settlement rules', () => {
  it('pays débito D+1 útil, crédito every 30 days on a business day, Pix D+0 any day, boleto after confirmation', () => {
    expect(settlementDates('debit', '2026-02-13', 1)).toEqual(['2026-02-18']);
    expect(settlementDates('pix', '2026-02-15', 1)).toEqual(['2026-02-15']);
    // 20/11 (Consciência Negra) is a Friday holiday: the next business day after it is Monday 23/11.
    expect(settlementDates('boleto', '2026-11-20', 1)).toEqual(['2026-11-23']);
    // A débito sold on a weekend or a holiday settles on the first business day after the sale, not the second.
    expect(settlementDates('debit', '2026-11-28', 1)).toEqual(['2026-11-30']);
    expect(settlementDates('debit', '2026-11-29', 1)).toEqual(['2026-11-30']);
    expect(settlementDates('debit', '2026-11-20', 1)).toEqual(['2026-11-23']);
    expect(settlementDates('debit', '2026-11-27', 1)).toEqual(['2026-11-30']);
    expect(settlementDates('credit', '2026-01-17', 1)).toEqual(['2026-02-18']);
    // 31/10 is a Saturday and 2/11 Finados: the first installment moves to Tuesday 3/11.
    expect(settlementDates('credit', '2026-10-01', 3)).toEqual(['2026-11-03', '2026-11-30', '2026-12-30']);
  });
});
