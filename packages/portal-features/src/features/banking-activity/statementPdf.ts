import type { LedgerStatementResult } from '@painel/api-client';
import { statementTypeLabels } from '@painel/api-client/money';
import { formatDate, formatMoney } from '@painel/ui';
import { createPdf, PDF_PAGE, pdfSafe, type PdfPage } from '../../core/documents/pdfWriter';
import type { bankingActivityMessages } from './messages';

export interface StatementPdfInput {
  statement: LedgerStatementResult;
  /** Whether filters cut the lines (the summary always covers the whole period). */
  filtered: boolean;
  /** 'dd/mm/aaaa hh:mm', São Paulo. */
  issuedAt: string;
  /** The platform that issues it (the white-label brand). */
  issuer: string;
  messages: typeof bankingActivityMessages;
}

const MARGIN = 36;
const ROW = 12;
const SIZE = 7;
/** Left edges (text) and right edges (figures), in points, on A4 portrait. */
const COLUMNS = { date: 36, type: 82, description: 166, gross: 372, fees: 420, amount: 488, balance: 559 };
const DESCRIPTION_CHARS = 34;
const TYPE_CHARS = 19;

const cut = (value: string, chars: number) => (value.length > chars ? `${value.slice(0, chars - 3)}...` : value);

/**
 * A description on as many lines as it needs (breaking between words), so nothing is lost: a cut one dropped the
 * installment number ('Venda TX… - parcel…', D21).
 */
export function wrapWords(value: string, chars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= chars) current = candidate;
    else {
      if (current) lines.push(current);
      // A word longer than a line (an id) is split where it must be.
      let rest = word;
      while (rest.length > chars) {
        lines.push(rest.slice(0, chars));
        rest = rest.slice(chars);
      }
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

/**
 * The statement as a PDF an accountant can file: who and which period, the summary that reconciles
 * (opening + credits − debits = closing), every line in date order with its fees and the balance after it, each
 * day's closing, page numbers.
 */
export function statementPdf({ statement, filtered, issuedAt, issuer, messages }: StatementPdfInput) {
  const pdf = createPdf();
  const text = messages.pdf;
  const summary = messages.summary;
  const columns = messages.columns;
  const pages: PdfPage[] = [];
  let page = pdf.page();
  pages.push(page);
  let y = MARGIN;
  const money = (value: number, x: number, bold = false) =>
    page.text(formatMoney(value), x, y, { align: 'right', size: SIZE, bold });
  const tableHeader = () => {
    const bold = { bold: true, size: SIZE };
    page.text(columns.date, COLUMNS.date, y, bold);
    page.text(columns.type, COLUMNS.type, y, bold);
    page.text(columns.description, COLUMNS.description, y, bold);
    page.text(columns.gross, COLUMNS.gross, y, { ...bold, align: 'right' });
    page.text(columns.fees, COLUMNS.fees, y, { ...bold, align: 'right' });
    page.text(columns.amount, COLUMNS.amount, y, { ...bold, align: 'right' });
    page.text(columns.balanceAfter, COLUMNS.balance, y, { ...bold, align: 'right' });
    page.line(MARGIN, y + 4, PDF_PAGE.width - MARGIN, y + 4);
    y += ROW + 4;
  };

  page.text(text.title, MARGIN, (y += 8), { bold: true, size: 16 });
  page.text(pdfSafe(statement.companyName), MARGIN, (y += 20), { size: 10 });
  page.text(text.period(formatDate(statement.from), formatDate(statement.to)), MARGIN, (y += 14), { size: 10 });
  page.text(pdfSafe(`${issuer} · ${text.issued(issuedAt)}`), MARGIN, (y += 12), { size: SIZE });
  y += 20;
  const figures: Array<[string, number]> = [
    [summary.opening, statement.openingBalance],
    [summary.credits, statement.credits],
    [summary.debits, -statement.debits],
    [summary.closing, statement.closingBalance],
  ];
  for (const [label, value] of figures) {
    const bold = label === summary.closing;
    page.text(label, MARGIN, y, { size: 10, bold });
    page.text(formatMoney(value), 300, y, { size: 10, bold, align: 'right' });
    y += 14;
  }
  page.text(`${summary.fees}: ${formatMoney(-statement.fees)}`, MARGIN, y, { size: SIZE });
  y += 12;
  if (filtered) {
    page.text(text.filtered, MARGIN, y, { size: SIZE });
    y += 12;
  }
  y += 12;
  tableHeader();
  if (!statement.lines.length) page.text(text.empty, MARGIN, y, { size: SIZE });

  const bottom = PDF_PAGE.height - MARGIN - ROW;
  const room = (rows: number) => {
    if (y + rows * ROW <= bottom) return;
    page = pdf.page();
    pages.push(page);
    y = MARGIN;
    tableHeader();
  };
  for (const line of statement.lines) {
    const description = wrapWords(pdfSafe(line.description), DESCRIPTION_CHARS);
    room(description.length + (line.dayClosingBalance === undefined ? 0 : 1));
    page.text(formatDate(line.date), COLUMNS.date, y, { size: SIZE });
    page.text(cut(statementTypeLabels[line.type], TYPE_CHARS), COLUMNS.type, y, { size: SIZE });
    description.forEach((part, index) => page.text(part, COLUMNS.description, y + index * ROW, { size: SIZE }));
    if (line.gross !== line.amount || line.fees !== 0) {
      money(line.gross, COLUMNS.gross);
      money(-line.fees, COLUMNS.fees);
    }
    money(line.amount, COLUMNS.amount);
    money(line.balanceAfter, COLUMNS.balance);
    y += ROW * description.length;
    if (line.dayClosingBalance !== undefined) {
      page.text(text.dayClosing(formatDate(line.date)), COLUMNS.description, y, { size: SIZE, bold: true });
      money(line.dayClosingBalance, COLUMNS.balance, true);
      y += ROW;
    }
  }

  pages.forEach((each, index) => {
    const footer = PDF_PAGE.height - MARGIN / 2;
    each.text(pdfSafe(statement.companyName), MARGIN, footer, { size: SIZE });
    each.text(text.page(index + 1, pages.length), PDF_PAGE.width - MARGIN, footer, { size: SIZE, align: 'right' });
  });
  return pdf.output();
}

export const statementPdfFilename = (statement: Pick<LedgerStatementResult, 'companyId' | 'from' | 'to'>) =>
  `extrato_${statement.companyId ?? 'todos'}_${statement.from}_a_${statement.to}.pdf`;
