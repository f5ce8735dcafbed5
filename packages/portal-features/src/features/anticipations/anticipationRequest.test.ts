import { describe, expect, it } from 'vitest';
import { chosenReceivablesOf, simulationExpired, untilProblem } from './anticipationRequest';

describe('an anticipation request', () => {
  it('reads the chosen receivables from the URL, keeping only well-formed ids, once each', () => {
    const search = new URLSearchParams(
      'recebiveis=TX20261120000042-2,lixo,TX20261120000042-2,TX20261001000001-12&lojista=2',
    );
    expect(chosenReceivablesOf(search)).toEqual({
      ids: ['TX20261120000042-2', 'TX20261001000001-12'],
      companyId: 2,
    });
    expect(chosenReceivablesOf(new URLSearchParams())).toEqual({ ids: [], companyId: null });
  });

  it('says when a simulation has expired by the portal’s clock', () => {
    expect(simulationExpired('2026-11-26T13:15:00.000Z', new Date('2026-11-26T13:14:59Z'))).toBe(false);
    expect(simulationExpired('2026-11-26T13:15:00.000Z', new Date('2026-11-26T13:15:00Z'))).toBe(true);
  });

  it('wants a date after today for "até uma data"', () => {
    expect(untilProblem('', '2026-11-26')).toBe('dateRequired');
    expect(untilProblem('2026-11-26', '2026-11-26')).toBe('dateInPast');
    expect(untilProblem('2026-12-26', '2026-11-26')).toBeNull();
  });
});
