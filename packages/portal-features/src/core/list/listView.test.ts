import { describe, expect, it } from 'vitest';
import {
  centsRangeField,
  choiceField,
  defineListView,
  idField,
  idsField,
  optionField,
  periodField,
  textField,
  valuesField,
} from './listView';

const statuses = ['paid', 'refunded', 'failed'] as const;
const view = defineListView({
  period: periodField('last30'),
  status: valuesField('status', statuses),
  companyId: idField('lojista'),
  storeId: idsField('loja', { resetWith: ['companyId'] }),
  flow: optionField('fluxo', { in: 'entradas', out: 'saidas' }),
  amount: centsRangeField(),
  q: textField('busca'),
  order: choiceField('ordem', { desc: 'recentes', asc: 'antigos' }, 'desc'),
});
const today = '2026-11-26';
const read = (query: string) => view.read(new URLSearchParams(query), { today });

describe('a list view in the URL', () => {
  it('opens on its defaults and writes nothing for them', () => {
    expect(read('')).toEqual({
      period: { preset: 'last30', from: '2026-10-28', to: today },
      status: [],
      companyId: null,
      storeId: [],
      flow: null,
      amount: { min: null, max: null },
      q: '',
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(view.write(read('')).toString()).toBe('');
    expect(view.filtered(read(''))).toBe(false);
  });

  it('reads back what it wrote, in the order its fields are declared', () => {
    const query =
      'periodo=custom&de=2026-10-01&ate=2026-10-31&status=paid%2Crefunded&lojista=2&loja=5%2C6&fluxo=saidas&min=1000&max=50000&busca=ana%40gmail.com&ordem=antigos&pagina=3&itens=50';
    const state = read(query);
    expect(state).toMatchObject({
      period: { preset: 'custom', from: '2026-10-01', to: '2026-10-31' },
      status: ['paid', 'refunded'],
      companyId: 2,
      storeId: [5, 6],
      flow: 'out',
      amount: { min: 1000, max: 50000 },
      q: 'ana@gmail.com',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(view.write(state).toString()).toBe(query);
    expect(view.filtered(state)).toBe(true);
  });

  it('ignores what an old or hand-edited link got wrong', () => {
    expect(
      read('status=paid,nonsense&lojista=x&loja=1,-2&fluxo=sideways&min=-5&max=abc&pagina=0&itens=7&ordem=x'),
    ).toMatchObject({
      status: ['paid'],
      companyId: null,
      storeId: [1],
      flow: null,
      amount: { min: null, max: null },
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(read(`busca=${'x'.repeat(500)}`).q).toHaveLength(100);
    expect(read('busca=%20%20ana%20').q).toBe('ana');
    expect(read('pagina=2.5').page).toBe(1);
  });

  it('keeps the parameters it does not own, and drops its own stale ones', () => {
    const state = read('status=paid&pagina=2');
    const written = view.write(view.change(state, { status: ['failed'] }), new URLSearchParams('disputa=T1&pagina=2'));
    expect(written.toString()).toBe('disputa=T1&status=failed');
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = view.change(read(''), { page: 4 });
    expect(onPage4.page).toBe(4);
    expect(view.change(onPage4, { status: ['paid'] }).page).toBe(1);
    expect(view.change(onPage4, { pageSize: 100 }).page).toBe(1);
    expect(view.change(onPage4, { order: 'asc' }).page).toBe(1);
  });

  it('resets a dependent field when the one it depends on changes', () => {
    const state = read('lojista=2&loja=5');
    expect(view.change(state, { companyId: 3 }).storeId).toEqual([]);
    expect(view.change(state, { companyId: 2 }).storeId).toEqual([5]);
    expect(view.change(state, { companyId: 3, storeId: [9] }).storeId).toEqual([9]);
  });

  it('clears one filter or all of them, never the period, order or size', () => {
    const state = read('periodo=last7&status=paid&busca=ana&ordem=antigos&itens=50&min=100&pagina=3');
    const withoutSearch = view.clear(state, 'q');
    expect(withoutSearch).toMatchObject({ q: '', status: ['paid'], amount: { min: 100, max: null }, page: 1 });
    const none = view.clear(state);
    expect(view.write(none).toString()).toBe('periodo=last7&ordem=antigos&itens=50');
    expect(view.filtered(none)).toBe(false);
  });
});

describe("a list's rows key", () => {
  it('is the same across pages and sizes, and changes with any filter', () => {
    const state = read('status=paid&pagina=3');
    expect(view.rowsKey(state)).toBe(view.rowsKey(view.change(state, { page: 7 })));
    expect(view.rowsKey(state)).toBe(view.rowsKey({ ...state, pageSize: 100 }));
    expect(view.rowsKey(state)).not.toBe(view.rowsKey(view.change(state, { q: 'ana' })));
  });
});
