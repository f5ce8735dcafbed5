import { describe, expect, it } from 'vitest';
import {
  changeTransactionListState,
  clearTransactionFilters,
  readTransactionListState,
  transactionFiltersOf,
  writeTransactionListState,
} from './transactionListState';

const today = '2026-11-26';
const read = (search: string) => readTransactionListState(new URLSearchParams(search), today);

describe('the transaction list in the URL', () => {
  it('opens on the last 7 days, page 1, newest first', () => {
    expect(read('')).toEqual({
      preset: 'last7',
      from: '2026-11-20',
      to: today,
      status: [],
      method: [],
      brand: [],
      minAmount: null,
      maxAmount: null,
      q: '',
      partnerId: [],
      companyId: [],
      sort: 'date',
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(writeTransactionListState(read('')).toString()).toBe('');
  });

  it('reads back what it wrote, so a link or a reload gives the same view', () => {
    const state = changeTransactionListState(read(''), {
      preset: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      status: ['paid', 'refunded'],
      method: ['credit'],
      brand: ['visa', 'elo'],
      minAmount: 1_000,
      maxAmount: 50_000,
      q: 'ana@gmail.com',
      sort: 'amount',
      order: 'asc',
      pageSize: 50,
    });
    const written = writeTransactionListState({ ...state, page: 3 });
    expect(written.toString()).toBe(
      'periodo=custom&de=2026-10-01&ate=2026-10-31&status=paid%2Crefunded&forma=credit&bandeira=visa%2Celo&min=1000&max=50000&busca=ana%40gmail.com&ordem=valor&sentido=asc&pagina=3&itens=50',
    );
    expect(readTransactionListState(written, today)).toEqual({ ...state, page: 3 });
  });

  it('ignores what an old or hand-edited link got wrong', () => {
    const state = read(
      'status=paid,nonsense&forma=cheque&min=-5&max=abc&pagina=0&itens=7&ordem=x&periodo=custom&de=2020-01-01&ate=2020-01-31',
    );
    expect(state).toMatchObject({
      status: ['paid'],
      method: [],
      minAmount: null,
      maxAmount: null,
      page: 1,
      pageSize: 20,
      sort: 'date',
      preset: 'last7',
    });
    expect(read(`busca=${'x'.repeat(500)}`).q).toHaveLength(100);
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = changeTransactionListState(read(''), { page: 4 });
    expect(onPage4.page).toBe(4);
    expect(changeTransactionListState(onPage4, { status: ['paid'] }).page).toBe(1);
    expect(changeTransactionListState(onPage4, { pageSize: 100 }).page).toBe(1);
  });

  it('clears one filter and keeps the others, or clears them all', () => {
    const state = changeTransactionListState(read(''), { status: ['paid'], q: 'ana', minAmount: 100 });
    expect(clearTransactionFilters(state, 'status')).toMatchObject({ status: [], q: 'ana', minAmount: 100 });
    expect(clearTransactionFilters(state)).toMatchObject({ status: [], q: '', minAmount: null, from: state.from });
    expect(transactionFiltersOf(state)).not.toHaveProperty('preset');
  });
});
