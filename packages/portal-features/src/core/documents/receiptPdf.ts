import { createPdf, PDF_PAGE, pdfSafe } from './pdfWriter';

const MARGIN = 48;
const ROW = 16;
const SIZE = 9;
const VALUE_X = 220;

/**
 * A one-page receipt, as the portal's receipts look (a transfer's, a sale's): the issuer, the title and when it was
 * issued, then sections of label–value rows, then a footer line.
 */
export function receiptPdf({ issuer, title, issued }: { issuer: string; title: string; issued: string }) {
  const pdf = createPdf();
  const page = pdf.page();
  let y = MARGIN;
  page.text(pdfSafe(issuer), MARGIN, y, { size: 10, bold: true });
  page.text(pdfSafe(title), MARGIN, (y += 22), { size: 14, bold: true });
  page.text(pdfSafe(issued), MARGIN, (y += 16), { size: SIZE });
  return {
    row: (label: string, value: string, bold = false) => {
      page.text(pdfSafe(label), MARGIN, (y += ROW), { size: SIZE });
      page.text(pdfSafe(value), VALUE_X, y, { size: SIZE, bold });
    },
    section: (name: string) => {
      y += ROW / 2;
      page.text(pdfSafe(name), MARGIN, (y += ROW), { size: 10, bold: true });
      page.line(MARGIN, y + 4, PDF_PAGE.width - MARGIN, y + 4);
      y += 4;
    },
    finish: (footer: string): Blob => {
      page.line(MARGIN, (y += ROW), PDF_PAGE.width - MARGIN, y);
      page.text(pdfSafe(footer), MARGIN, (y += ROW), { size: 7 });
      return pdf.output();
    },
  };
}
