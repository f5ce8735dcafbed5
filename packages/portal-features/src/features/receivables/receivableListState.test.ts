import { describe, expect, it } from 'vitest';
import { horizonPeriod, receivableFiltersOf, receivableListView } from './receivableListState';

const read = (query: string) => receivableListView.read(new URLSearchParams(query), { today: '2026-11-26' });

describe('the receivables schedule in the URL', () => {
  it('reads a hand-edited link without breaking, and writes back only what differs from the defaults', () => {
    const state = read('periodo=next30&situacao=waiting,bogus,pledged&forma=credit,cash&lojista=2&pagina=3&itens=7');
    expect(state).toEqual({
      horizon: 'next30',
      status: ['waiting', 'pledged'],
      method: ['credit'],
      companyId: 2,
      page: 3,
      pageSize: 20,
    });
    expect(receivableListView.write(state).toString()).toBe(
      'periodo=next30&situacao=waiting%2Cpledged&forma=credit&lojista=2&pagina=3',
    );
    expect(receivableListView.write(read('periodo=ever')).toString()).toBe('');
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const state = read('pagina=4');
    expect(receivableListView.change(state, { page: 5 }).page).toBe(5);
    expect(receivableListView.change(state, { status: ['paid'] }).page).toBe(1);
  });

  it('counts horizons from today: the days ahead, or the last 30 already paid', () => {
    expect(horizonPeriod('next7', '2026-11-26')).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(horizonPeriod('next365', '2026-11-26')).toEqual({ from: '2026-11-27', to: '2027-11-26' });
    expect(horizonPeriod('last30', '2026-11-26')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(receivableFiltersOf(read(''), '2026-11-26')).toMatchObject({
      from: '2026-11-27',
      to: '2027-02-24',
      companyId: null,
    });
  });
});
