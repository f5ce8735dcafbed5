import type { LedgerStatementResult } from '@painel/api-client';
import { statementTypeLabels } from '@painel/api-client/money';
import { formatDate, formatMoney } from '@painel/ui';
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
  /** Off only in tests, which read the text streams. */
  compress?: boolean;
}

/** The PDF's standard font speaks Latin-1: the few typographic marks beyond it become their plain forms. */
export const pdfSafe = (value: string) =>
  value
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\t\n\r\u0020-\u00ff]/gu, '?');

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const ROW = 13;
const FONT_SIZE = 8;
/** Column right edges (money) or left edges (text), in points, on A4 portrait. */
const COLUMNS = { date: 36, type: 88, description: 168, gross: 380, fees: 428, amount: 492, balance: 559 };

/**
 * The statement as a PDF an accountant can file: who and which period, the summary that reconciles
 * (opening + credits − debits = closing), every line in date order with its fees and the balance after it, each
 * day's closing, page numbers. jsPDF is loaded only when someone asks for the file.
 */
export async function statementPdf({
  statement,
  filtered,
  issuedAt,
  issuer,
  messages,
  compress = true,
}: StatementPdfInput) {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress });
  const text = messages.pdf;
  const summary = messages.summary;
  let y = PAGE.margin;

  const money = (value: number, x: number) => doc.text(formatMoney(value), x, y, { align: 'right' });
  function tableHeader() {
    doc.setFont('helvetica', 'bold').setFontSize(8);
    const columns = messages.columns;
    doc.text(columns.date, COLUMNS.date, y);
    doc.text(columns.type, COLUMNS.type, y);
    doc.text(columns.description, COLUMNS.description, y);
    doc.text(columns.gross, COLUMNS.gross, y, { align: 'right' });
    doc.text(columns.fees, COLUMNS.fees, y, { align: 'right' });
    doc.text(columns.amount, COLUMNS.amount, y, { align: 'right' });
    doc.text(columns.balanceAfter, COLUMNS.balance, y, { align: 'right' });
    y += 4;
    doc.setLineWidth(0.5).line(PAGE.margin, y, PAGE.width - PAGE.margin, y);
    y += ROW - 2;
    doc.setFont('helvetica', 'normal');
  }

  doc
    .setFont('helvetica', 'bold')
    .setFontSize(16)
    .text(text.title, PAGE.margin, (y += 8));
  doc.setFont('helvetica', 'normal').setFontSize(10);
  doc.text(pdfSafe(statement.companyName), PAGE.margin, (y += 18));
  doc.text(text.period(formatDate(statement.from), formatDate(statement.to)), PAGE.margin, (y += 14));
  doc.setFontSize(8).text(pdfSafe(`${issuer} · ${text.issued(issuedAt)}`), PAGE.margin, (y += 12));

  y += 20;
  doc.setFontSize(10);
  const figures: Array<[string, number]> = [
    [summary.opening, statement.openingBalance],
    [summary.credits, statement.credits],
    [summary.debits, -statement.debits],
    [summary.closing, statement.closingBalance],
  ];
  for (const [label, value] of figures) {
    doc.setFont('helvetica', label === summary.closing ? 'bold' : 'normal');
    doc.text(label, PAGE.margin, y);
    money(value, 260);
    y += 14;
  }
  doc.setFont('helvetica', 'normal').setFontSize(8);
  doc.text(`${summary.fees}: ${formatMoney(-statement.fees)}`, PAGE.margin, y);
  y += 12;
  if (filtered) {
    doc.text(text.filtered, PAGE.margin, y);
    y += 12;
  }
  y += 12;

  // A page is drawn column by column, one text call per column: a month of a busy merchant (16,000 lines)
  // takes a fraction of the time of one call per cell. A day's closing is a row of its own, in bold.
  type Row = { line: (typeof statement.lines)[number]; closing: boolean };
  const rows: Row[] = statement.lines.flatMap((line) =>
    line.dayClosingBalance === undefined
      ? [{ line, closing: false }]
      : [
          { line, closing: false },
          { line, closing: true },
        ],
  );
  const maxDescription = Math.floor((COLUMNS.gross - COLUMNS.description - 60) / 4.2);
  const cut = (value: string) => (value.length > maxDescription ? `${value.slice(0, maxDescription - 3)}...` : value);
  const column = (page: Row[], cell: (line: Row['line']) => string) =>
    page.map((row) => (row.closing ? '' : cell(row.line)));
  const hasFees = (line: Row['line']) => line.gross !== line.amount || line.fees !== 0;
  tableHeader();
  if (!rows.length) doc.text(text.empty, PAGE.margin, y);
  let next = 0;
  while (next < rows.length) {
    const room = Math.max(1, Math.floor((PAGE.height - PAGE.margin - ROW - y) / ROW) + 1);
    const page = rows.slice(next, next + room);
    next += page.length;
    const options = { lineHeightFactor: ROW / FONT_SIZE };
    const right = { ...options, align: 'right' as const };
    doc.setFont('helvetica', 'normal').setFontSize(FONT_SIZE);
    doc.text(
      column(page, (line) => formatDate(line.date)),
      COLUMNS.date,
      y,
      options,
    );
    doc.text(
      column(page, (line) => statementTypeLabels[line.type]),
      COLUMNS.type,
      y,
      options,
    );
    doc.text(
      column(page, (line) => cut(pdfSafe(line.description))),
      COLUMNS.description,
      y,
      options,
    );
    doc.text(
      column(page, (line) => (hasFees(line) ? formatMoney(line.gross) : '')),
      COLUMNS.gross,
      y,
      right,
    );
    doc.text(
      column(page, (line) => (hasFees(line) ? formatMoney(-line.fees) : '')),
      COLUMNS.fees,
      y,
      right,
    );
    doc.text(
      column(page, (line) => formatMoney(line.amount)),
      COLUMNS.amount,
      y,
      right,
    );
    doc.text(
      column(page, (line) => formatMoney(line.balanceAfter)),
      COLUMNS.balance,
      y,
      right,
    );
    doc.setFont('helvetica', 'bold');
    page.forEach((row, index) => {
      if (!row.closing) return;
      const rowY = y + index * ROW;
      doc.text(text.dayClosing(formatDate(row.line.date)), COLUMNS.description, rowY);
      doc.text(formatMoney(row.line.dayClosingBalance ?? 0), COLUMNS.balance, rowY, { align: 'right' });
    });
    if (next < rows.length) {
      doc.addPage();
      y = PAGE.margin;
      tableHeader();
    }
  }

  const pages = doc.getNumberOfPages();
  doc.setFont('helvetica', 'normal').setFontSize(8);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(text.page(page, pages), PAGE.width - PAGE.margin, PAGE.height - PAGE.margin / 2, { align: 'right' });
    doc.text(pdfSafe(statement.companyName), PAGE.margin, PAGE.height - PAGE.margin / 2);
  }
  return doc.output('blob');
}

export const statementPdfFilename = (statement: Pick<LedgerStatementResult, 'companyId' | 'from' | 'to'>) =>
  `extrato_${statement.companyId ?? 'todos'}_${statement.from}_a_${statement.to}.pdf`;
