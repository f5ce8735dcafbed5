import { describe, expect, it, vi } from 'vitest';
import type { Dispute } from '../endpoints/disputeEndpoints';
import { allPagesOf, disputesCsv } from './listCsv';

describe('an export of a paginated list', () => {
  it('reads every page, in order, and only as many as the total needs', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => index);
    const fetchPage = vi.fn((page: number, size: number) =>
      Promise.resolve({ items: rows.slice((page - 1) * size, page * size), total: rows.length }),
    );
    await expect(allPagesOf(fetchPage)).resolves.toEqual({ rows });
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('reads nothing more, and says how many, when the list is over the limit: never a cut file', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ items: [1, 2], total: 10_001 }));
    await expect(allPagesOf(fetchPage)).resolves.toEqual({ tooMany: 10_001 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('the disputes as a spreadsheet', () => {
  it('writes each dispute with its words, São Paulo times and pt-BR amounts', () => {
    const dispute = {
      transactionId: 'TX1',
      companyName: 'Loja; Centro',
      kind: 'chargeback',
      reason: 'Fraude',
      saleDate: '2026-11-02',
      openedAt: '2026-11-10T09:30:00-03:00',
      deadline: '2026-11-20T23:59:59-03:00',
      state: 'open',
      decidedOn: null,
      amount: 12_345,
      fine: 1_500,
    } as unknown as Dispute;
    const [header, line] = disputesCsv([dispute]).replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'Transação;Tipo;Motivo;Estabelecimento;Data da venda;Aberta em;Prazo para responder;Situação;Decidida em;Valor;Multa',
    );
    expect(line).toBe(
      'TX1;Chargeback;Fraude;"Loja; Centro";02/11/2026;10/11/2026 09:30:00;20/11/2026 23:59:59;Aguardando resposta;;123,45;15,00',
    );
  });
});
