import { describe, expect, it } from 'vitest';
import { receivableDetailFilters, receivableDetailViewOf } from './receivableDetailView';

describe('the schedule’s detail routes', () => {
  it('reads each route of spec 2.6, and nothing from a malformed one', () => {
    expect(receivableDetailViewOf('/dashboard/statements/preview/TX20261120000042')).toEqual({
      view: 'transaction',
      transactionId: 'TX20261120000042',
      companyId: null,
      date: null,
    });
    expect(receivableDetailViewOf('/dashboard/statements/pending/preview/2/2026-11-26')).toMatchObject({
      view: 'anticipated',
      companyId: 2,
      date: '2026-11-26',
    });
    expect(receivableDetailViewOf('/dashboard/statements/future/preview/2/2026-12-28/')?.view).toBe('future');
    expect(receivableDetailViewOf('/dashboard/statements/warranty/preview/2/2027-02-01')?.view).toBe('pledged');
    expect(receivableDetailViewOf('/dashboard/statements/future/preview/2/amanha')).toBeNull();
  });

  it('asks for a sale over its whole life, and for one day with the view’s status', () => {
    const sale = receivableDetailViewOf('/dashboard/statements/preview/TX1');
    expect(receivableDetailFilters(sale!, '2026-11-26', 1)).toMatchObject({
      from: '2025-10-22',
      to: '2027-12-31',
      transactionId: 'TX1',
    });
    const pledged = receivableDetailViewOf('/dashboard/statements/warranty/preview/2/2027-02-01');
    expect(receivableDetailFilters(pledged!, '2026-11-26', 2)).toEqual({
      from: '2027-02-01',
      to: '2027-02-01',
      companyId: 2,
      status: ['pledged'],
      page: 2,
      pageSize: 50,
    });
  });
});
