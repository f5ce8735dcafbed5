/**
 * The smallest PDF writer the statement and the receipts need: pages of text in the standard Courier fonts (every glyph 0.6 em
 * wide, so right-aligned figures need no font metrics) and rules, WinAnsi (Latin-1) text. Ours rather than a
 * library: jsPDF pulled canvg and core-js into the bundles of partner hosts, putting a CommonJS helper chunk on
 * their own pages (see the partner-host test).
 */
export interface PdfPage {
  text(
    value: string,
    x: number,
    y: number,
    options?: { bold?: boolean; size?: number; align?: 'left' | 'right' },
  ): void;
  line(x1: number, y1: number, x2: number, y2: number): void;
}

export const PDF_PAGE = { width: 595.28, height: 841.89 };

/** The PDF's standard font speaks Latin-1: the few typographic marks beyond it become their plain forms. */
export const pdfSafe = (value: string) =>
  value
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\t\n\r\u0020-\u00ff]/gu, '?');
/** Courier's advance: 600/1000 of the font size for every character. */
export const textWidth = (value: string, size: number) => value.length * size * 0.6;

const escape = (value: string) => value.replace(/[\\()]/g, (char) => `\\${char}`);
const number = (value: number) => Number(value.toFixed(2)).toString();

export function createPdf() {
  const pages: string[][] = [];
  const page = (): PdfPage => {
    const ops: string[] = [];
    pages.push(ops);
    return {
      text(value, x, y, { bold = false, size = 8, align = 'left' } = {}) {
        const left = align === 'right' ? x - textWidth(value, size) : x;
        ops.push(
          `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${number(left)} ${number(PDF_PAGE.height - y)} Td (${escape(value)}) Tj ET`,
        );
      },
      line(x1, y1, x2, y2) {
        ops.push(
          `0.5 w ${number(x1)} ${number(PDF_PAGE.height - y1)} m ${number(x2)} ${number(PDF_PAGE.height - y2)} l S`,
        );
      },
    };
  };
  /** The file: catalog, page tree, two fonts, one content stream per page, the cross-reference table. */
  const output = (): Blob => {
    const objects: string[] = [];
    const fontRegular = 3;
    const fontBold = 4;
    const kids = pages.map((_, index) => `${5 + index * 2} 0 R`).join(' ');
    objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[2] = `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`;
    objects[fontRegular] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>';
    objects[fontBold] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>';
    pages.forEach((ops, index) => {
      const content = ops.join('\n');
      objects[5 + index * 2] =
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PDF_PAGE.width} ${PDF_PAGE.height}] ` +
        `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${6 + index * 2} 0 R >>`;
      objects[6 + index * 2] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
    });
    let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    for (let id = 1; id < objects.length; id += 1) {
      offsets[id] = body.length;
      body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
    }
    const xref = body.length;
    body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
    for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    // One byte per character (Latin-1), so the offsets above are byte offsets.
    const bytes = new Uint8Array(body.length);
    for (let index = 0; index < body.length; index += 1) bytes[index] = body.charCodeAt(index) & 0xff;
    return new Blob([bytes], { type: 'application/pdf' });
  };
  return { page, output, pageCount: () => pages.length };
}
