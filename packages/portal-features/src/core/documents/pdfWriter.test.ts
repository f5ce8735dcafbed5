import { describe, expect, it } from 'vitest';
import { createPdf, PDF_PAGE, pdfSafe, textWidth } from './pdfWriter';

const read = async (blob: Blob) => new TextDecoder('latin1').decode(await blob.arrayBuffer());

describe('the PDF writer', () => {
  it('writes a file whose cross-reference table points at each object', async () => {
    const pdf = createPdf();
    pdf.page().text('Olá (mundo) \\ ç', 36, 50);
    pdf.page().line(36, 60, 200, 60);
    const text = await read(pdf.output());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/Count 2');
    expect(text).toContain('(Olá \\(mundo\\) \\\\ ç) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = text
      .slice(xref)
      .split('\n')
      .filter((line) => / 00000 n $/.test(line))
      .map((line) => Number(line.slice(0, 10)));
    offsets.forEach((offset, index) => expect(text.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)));
    // Lengths are exact: each stream's /Length is its content's size.
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('right-aligns by the fixed Courier advance', async () => {
    const pdf = createPdf();
    pdf.page().text('R$ 1,00', 100, 10, { align: 'right', size: 10 });
    const x = 100 - textWidth('R$ 1,00', 10);
    expect(await read(pdf.output())).toContain(`${x} ${PDF_PAGE.height - 10} Td (R$ 1,00) Tj`);
  });

  it('keeps to Latin-1: typographic marks become their plain forms, anything else a question mark', () => {
    expect(pdfSafe('Ação — “ok” … 😀')).toBe('Ação - "ok" ... ?');
  });
});
