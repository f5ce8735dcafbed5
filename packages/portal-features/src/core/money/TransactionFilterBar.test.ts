import { describe, expect, it } from 'vitest';
import { activeTransactionFilters } from './TransactionFilterBar';
import { transactionListView } from './transactionListState';

describe('the active transaction filters', () => {
  it('name each filter as a person reads it, and leave the period out', () => {
    const start = transactionListView.read(new URLSearchParams('parceiro=9'), { today: '2026-11-26' });
    const state = transactionListView.change(start, {
      status: ['paid', 'pending_refund'],
      brand: ['amex'],
      amount: { min: 5_000, max: null },
      q: '4242',
    });
    expect(activeTransactionFilters(state)).toEqual([
      { id: 'partnerId', label: 'Parceiro: #9' },
      { id: 'status', label: 'Status: Paga, Estorno pendente' },
      { id: 'brand', label: 'Bandeira: Amex' },
      { id: 'amount', label: 'Valor: a partir de R$ 50,00' },
      { id: 'q', label: 'Busca: 4242' },
    ]);
  });
});
