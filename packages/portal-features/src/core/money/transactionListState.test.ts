import { describe, expect, it } from 'vitest';
import { transactionFiltersOf, transactionListView as view } from './transactionListState';

const today = '2026-11-26';
const read = (search: string) => view.read(new URLSearchParams(search), { today });

describe('the transaction list in the URL', () => {
  it('opens on the last 7 days, page 1, newest first', () => {
    expect(read('')).toEqual({
      period: { preset: 'last7', from: '2026-11-20', to: today },
      status: [],
      method: [],
      brand: [],
      amount: { min: null, max: null },
      q: '',
      partnerId: [],
      companyId: [],
      sort: 'date',
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(view.write(read('')).toString()).toBe('');
  });

  it('reads back what it wrote, so a link or a reload gives the same view', () => {
    const state = view.change(read(''), {
      period: { preset: 'custom', from: '2026-10-01', to: '2026-10-31' },
      status: ['paid', 'refunded'],
      method: ['credit'],
      brand: ['visa', 'elo'],
      amount: { min: 1_000, max: 50_000 },
      q: 'ana@gmail.com',
      sort: 'amount',
      order: 'asc',
      pageSize: 50,
    });
    const written = view.write({ ...state, page: 3 });
    expect(written.toString()).toBe(
      'periodo=custom&de=2026-10-01&ate=2026-10-31&status=paid%2Crefunded&forma=credit&bandeira=visa%2Celo&min=1000&max=50000&busca=ana%40gmail.com&ordem=valor&sentido=asc&pagina=3&itens=50',
    );
    expect(view.read(written, { today })).toEqual({ ...state, page: 3 });
  });

  it('ignores what an old or hand-edited link got wrong', () => {
    const state = read(
      'status=paid,nonsense&forma=cheque&min=-5&max=abc&pagina=0&itens=7&ordem=x&periodo=custom&de=2020-01-01&ate=2020-01-31',
    );
    expect(state).toMatchObject({
      status: ['paid'],
      method: [],
      amount: { min: null, max: null },
      page: 1,
      pageSize: 20,
      sort: 'date',
      period: { preset: 'last7' },
    });
    expect(read(`busca=${'x'.repeat(500)}`).q).toHaveLength(100);
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = view.change(read(''), { page: 4 });
    expect(onPage4.page).toBe(4);
    expect(view.change(onPage4, { status: ['paid'] }).page).toBe(1);
    expect(view.change(onPage4, { pageSize: 100 }).page).toBe(1);
  });

  it("drops the merchants chosen when another partner's are looked at", () => {
    const state = read('parceiro=1&lojista=4');
    expect(view.change(state, { partnerId: [2] }).companyId).toEqual([]);
  });

  it('clears one filter and keeps the others, or clears them all', () => {
    const state = view.change(read(''), { status: ['paid'], q: 'ana', amount: { min: 100, max: null } });
    expect(view.clear(state, 'status')).toMatchObject({ status: [], q: 'ana', amount: { min: 100 } });
    expect(view.clear(state)).toMatchObject({ status: [], q: '', amount: { min: null }, period: state.period });
    expect(transactionFiltersOf(state)).toMatchObject({ from: '2026-11-20', to: today, minAmount: 100 });
    expect(transactionFiltersOf(state)).not.toHaveProperty('period');
  });
});
