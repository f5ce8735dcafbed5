import { transferStatuses } from '@painel/api-client/money';
import { describe, expect, it } from 'vitest';
import { pendingDayOf, transferFiltersOf, transferListView, transferViewOf } from './transferListState';

const view = transferListView(transferStatuses);
const read = (query: string) => view.read(new URLSearchParams(query), { today: '2026-11-26' });

describe("the transfer list's view", () => {
  it('round-trips its filters through the URL and leaves defaults out', () => {
    expect(view.write(read('')).toString()).toBe('');
    const query = 'status=failed%2Cprocessing&tipo=pix&lojista=2&busca=TR1&pagina=2&itens=50';
    expect(view.write(read(query)).toString()).toBe(query);
    expect(read('status=bogus&tipo=x').status).toEqual([]);
    expect(view.change(read('pagina=3'), { kind: ['ted'] }).page).toBe(1);
  });

  it('drops a status its sub-route cannot have', () => {
    expect(
      transferListView(['scheduled']).read(new URLSearchParams('status=failed,scheduled'), { today: '2026-11-26' })
        .status,
    ).toEqual(['scheduled']);
  });

  it("reads the sub-route's view and the pending day from the path", () => {
    expect(transferViewOf('/dashboard/transfers')).toBeNull();
    expect(transferViewOf('/dashboard/transfers/unrealized')).toBe('unrealized');
    expect(transferViewOf('/dashboard/transfers/oldpending/')).toBe('oldpending');
    expect(transferViewOf('/dashboard/transfers/adjustment')).toBeNull();
    expect(pendingDayOf('/dashboard/transfers/pending/preview/2/2026-11-27')).toEqual({
      companyId: 2,
      date: '2026-11-27',
    });
    expect(pendingDayOf('/dashboard/transfers/pending')).toBeNull();
    const day = pendingDayOf('/dashboard/transfers/pending/preview/2/2026-11-27');
    expect(transferFiltersOf(read(''), null, day)).toMatchObject({
      view: 'pending',
      companyId: [2],
      date: '2026-11-27',
    });
  });
});
