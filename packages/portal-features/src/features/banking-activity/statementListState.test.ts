import { describe, expect, it } from 'vitest';
import { statementListView as view } from './statementListState';

const today = '2026-11-26';
const read = (query: string) => view.read(new URLSearchParams(query), { today });

describe("the statement's view in the URL", () => {
  it('defaults to the last 30 days, newest first, page 1 of 20, and writes nothing for the defaults', () => {
    const state = read('');
    expect(state).toMatchObject({
      period: { preset: 'last30', from: '2026-10-28', to: today },
      order: 'desc',
      page: 1,
    });
    expect(view.write(state).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const query =
      'periodo=custom&de=2026-09-01&ate=2026-09-30&lojista=2&tipo=sale%2Crefund&fluxo=saidas&forma=pix&loja=21&min=100&max=5000&busca=TX1&ordem=antigos&pagina=3&itens=50';
    const state = read(query);
    expect(state).toMatchObject({
      companyId: 2,
      types: ['sale', 'refund'],
      direction: 'out',
      method: ['pix'],
      storeId: [21],
      amount: { min: 100, max: 5000 },
      q: 'TX1',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(view.write(state).toString()).toBe(query);
  });

  it('ignores what it does not know and periods beyond 12 months', () => {
    const state = read('periodo=custom&de=2024-01-01&ate=2024-01-31&tipo=bogus,sale&fluxo=x&pagina=-2&itens=7');
    expect(state).toMatchObject({
      period: { preset: 'last30' },
      types: ['sale'],
      direction: null,
      page: 1,
      pageSize: 20,
    });
  });

  it('goes back to page 1 on any change but the page, and drops the stores with the merchant', () => {
    const state = read('lojista=2&loja=21&pagina=4');
    expect(view.change(state, { page: 5 }).page).toBe(5);
    expect(view.change(state, { direction: 'in' })).toMatchObject({ page: 1, storeId: [21] });
    expect(view.change(state, { companyId: 7 })).toMatchObject({ page: 1, storeId: [] });
    expect(view.clear(read('tipo=sale&fluxo=entradas'), 'types')).toMatchObject({ types: [], direction: 'in' });
  });

  it('keeps the merchant when the filters are cleared', () => {
    expect(view.clear(read('lojista=2&tipo=sale&busca=x'))).toMatchObject({ companyId: 2, types: [], q: '' });
  });
});
