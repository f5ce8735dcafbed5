import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './csv';

describe('CSV cells', () => {
  it('neutralises text that a spreadsheet would run as a formula, and keeps numbers numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+55 11 99999-8888')).toBe("'+55 11 99999-8888");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12,34')).toBe('-12,34');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('Ana; Maria')).toBe('"Ana; Maria"');
    expect(csvCell('Ana Maria')).toBe('Ana Maria');
  });

  it('is what every export writes: a payer named =1+1 is text in the file', () => {
    const file = csvOf([{ name: '=1+1' }], [{ header: 'Cliente', value: (row) => row.name }]);
    expect(file).toBe("\uFEFFCliente\r\n'=1+1\r\n");
  });
});
