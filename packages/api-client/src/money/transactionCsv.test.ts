import { describe, expect, it } from 'vitest';
import type { TransactionSummary } from '../endpoints/money';
import { csvAmount, transactionsCsv } from './transactionCsv';

const sale: TransactionSummary = {
  id: 'TX20260302000001',
  orderNumber: 'PED-1',
  createdAt: '2026-03-02T14:05:09-03:00',
  status: 'paid',
  method: 'credit',
  brand: 'visa',
  installments: 3,
  installmentType: 'merchant',
  channel: 'chip',
  amount: 123_456,
  gross: 123_456,
  fees: 4_321,
  net: 119_135,
  customerName: 'Silva; Souza "ME"',
  companyId: 2,
  companyName: 'Loja Exemplo',
  storeId: 21,
  storeName: 'Loja Centro',
  refusalCode: null,
};

describe('the pt-BR CSV', () => {
  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect([csvAmount(123_456), csvAmount(5), csvAmount(-5), csvAmount(0)]).toEqual([
      '1234,56',
      '0,05',
      '-0,05',
      '0,00',
    ]);
  });

  it('starts with a BOM, separates with ";", ends lines with CRLF and quotes what needs it', () => {
    const csv = transactionsCsv([sale], ['id', 'createdAt', 'customer', 'gross', 'fees', 'net', 'unknown']);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'ID da transação;Data/hora;Cliente;Valor bruto;Taxas;Valor líquido',
      'TX20260302000001;02/03/2026 14:05:09;"Silva; Souza ""ME""";1234,56;-43,21;1191,35',
      '',
    ]);
  });
});
