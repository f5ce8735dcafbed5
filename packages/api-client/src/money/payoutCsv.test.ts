import { describe, expect, it } from 'vitest';
import { payoutContentsCsv } from './payoutCsv';

const line = (id: string, date: string, amount: number, description: string) => ({
  id,
  date,
  type: 'sale' as const,
  gross: amount + 10,
  fees: -10,
  amount,
  balanceAfter: 0,
  description,
});

describe("a payout's contents as a spreadsheet", () => {
  it('lists the opening balance, every line and the total they add up to, as a pt-BR spreadsheet reads them', () => {
    const csv = payoutContentsCsv({
      openingBalance: 1_000,
      lines: [line('a', '2026-11-23', 12_345, 'Venda TX1 - parcela 2/3'), line('b', '2026-11-24', -345, '=cmd')],
      total: 13_000,
    });
    const rows = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(rows[0]).toBe('Data;Tipo;Descrição;Valor bruto;Taxas;Valor');
    expect(rows[1]).toBe(';Saldo depois do saque anterior;;;;10,00');
    expect(rows[2]).toMatch(/^23\/11\/2026;.+;Venda TX1 - parcela 2\/3;123,55;-0,10;123,45$/);
    // A description that would run as a formula is neutralised.
    expect(rows[3]).toContain(";'=cmd;");
    expect(rows[4]).toBe(';Valor do saque + tarifa;;;;130,00');
  });
});
