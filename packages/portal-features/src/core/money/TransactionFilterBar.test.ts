import { describe, expect, it } from 'vitest';
import { activeTransactionFilters } from './TransactionFilterBar';
import { changeTransactionListState, readTransactionListState } from './transactionListState';

describe('the active transaction filters', () => {
  it('name each filter as a person reads it, and leave the period out', () => {
    const state = changeTransactionListState(readTransactionListState(new URLSearchParams(), '2026-11-26'), {
      status: ['paid', 'pending_refund'],
      brand: ['amex'],
      minAmount: 5_000,
      maxAmount: null,
      q: '4242',
    });
    expect(activeTransactionFilters(state)).toEqual([
      { id: 'status', label: 'Status: Paga, Estorno pendente' },
      { id: 'brand', label: 'Bandeira: Amex' },
      { id: 'amount', label: 'Valor: a partir de R$ 50,00' },
      { id: 'q', label: 'Busca: 4242' },
    ]);
  });
});
