import type { LedgerStatementResult } from '@painel/api-client';
import { describe, expect, it } from 'vitest';
import { bankingActivityMessages } from './messages';
import { statementPdf, statementPdfFilename, wrapWords } from './statementPdf';

function statementWith(lineCount: number): LedgerStatementResult {
  let balance = 10_000;
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const amount = index % 3 === 2 ? -1_500 : 4_751;
    balance += amount;
    const date = `2026-10-${String(1 + Math.floor(index / 40)).padStart(2, '0')}`;
    return {
      id: `L${index}`,
      date,
      type: amount > 0 ? ('sale' as const) : ('refund' as const),
      gross: amount > 0 ? 5_000 : amount,
      fees: amount > 0 ? 249 : 0,
      amount,
      balanceAfter: balance,
      description: amount > 0 ? `Venda TX${index} — parcela 1/2` : `Estorno TX${index}`,
      ...(index % 40 === 39 || index === lineCount - 1 ? { dayClosingBalance: balance } : {}),
    };
  });
  const credits = lines.filter((l) => l.amount > 0).reduce((s, l) => s + l.amount, 0);
  const debits = -lines.filter((l) => l.amount < 0).reduce((s, l) => s + l.amount, 0);
  return {
    companyId: 2,
    companyName: 'Loja Exemplo',
    from: '2026-10-01',
    to: '2026-10-31',
    openingBalance: 10_000,
    credits,
    debits,
    fees: lines.reduce((s, l) => s + l.fees, 0),
    closingBalance: balance,
    matched: { count: lines.length, credits, debits },
    lines,
    total: lines.length,
    page: 1,
    pageSize: lines.length,
  };
}

const pdfText = async (blob: Blob) => new TextDecoder('latin1').decode(await blob.arrayBuffer());

describe('the statement PDF', () => {
  it('carries the summary that reconciles, every line, each day closing and page numbers', async () => {
    const statement = statementWith(120);
    const text = await pdfText(
      statementPdf({
        statement,
        filtered: false,
        issuedAt: '26/11/2026 10:00',
        issuer: 'Painel Pagamentos',
        messages: bankingActivityMessages,
      }),
    );
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Extrato Bancário)');
    expect(text).toContain('(Período: 01/10/2026 a 31/10/2026)');
    expect(text).toContain('(Saldo inicial)');
    expect(text).toContain('(R$ 100,00)');
    // Every line is there; the em dash the standard font lacks becomes a hyphen.
    for (const line of statement.lines) expect(text).toContain(`(${line.description.replace('—', '-')})`);
    expect(text).toContain('(Saldo ao fim de 01/10/2026)');
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`(Página ${pages} de ${pages})`);
    expect(text).not.toContain('filtrados');
  });

  it('wraps a long description onto more lines instead of cutting it: the installment number stays (D21)', async () => {
    const statement = statementWith(3);
    const long = 'Venda TX20261126900000 — parcela 12/12 (antecipada: AN2026112600001)';
    statement.lines[0] = { ...statement.lines[0]!, description: long };
    const text = await pdfText(
      statementPdf({
        statement,
        filtered: false,
        issuedAt: '26/11/2026 10:00',
        issuer: 'Painel',
        messages: bankingActivityMessages,
      }),
    );
    const parts = wrapWords(long.replace('—', '-'), 34);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join(' ')).toBe(long.replace('—', '-'));
    // A PDF string escapes its parentheses.
    for (const part of parts) expect(text).toContain(`(${part.replace(/([()\\])/g, '\\$1')})`);
    expect(parts.some((part) => part.includes('12/12'))).toBe(true);
    expect(wrapWords('AB'.repeat(20), 34)).toEqual(['AB'.repeat(17), 'ABABAB']);
  });

  it('says when filters cut the lines, and names the file after the merchant and period', async () => {
    const text = await pdfText(
      statementPdf({
        statement: statementWith(0),
        filtered: true,
        issuedAt: '26/11/2026 10:00',
        issuer: 'Painel',
        messages: bankingActivityMessages,
      }),
    );
    expect(text).toContain('(Lançamentos filtrados; o resumo cobre o período inteiro.)');
    expect(text).toContain('(Nenhum lançamento no período.)');
    expect(statementPdfFilename(statementWith(0))).toBe('extrato_2_2026-10-01_a_2026-10-31.pdf');
  });
});
