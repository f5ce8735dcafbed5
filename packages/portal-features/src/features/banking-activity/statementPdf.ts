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

  const ensureRoom = (height: number) => {
    if (y + height <= PAGE.height - PAGE.margin - ROW) return;
    doc.addPage();
    y = PAGE.margin;
    tableHeader();
  };
  const money = (value: number, x: number) => doc.text(formatMoney(value), x, y, { align: 'right' });
  const fit = (value: string, width: number) => {
    if (doc.getTextWidth(value) <= width) return value;
    let cut = value;
    while (cut.length > 1 && doc.getTextWidth(`${cut}...`) > width) cut = cut.slice(0, -1);
    return `${cut}...`;
  };
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
  tableHeader();

  if (!statement.lines.length) doc.text(text.empty, PAGE.margin, y);
  for (const line of statement.lines) {
    ensureRoom(ROW * (line.dayClosingBalance === undefined ? 1 : 2));
    doc.setFont('helvetica', 'normal').setFontSize(8);
    doc.text(formatDate(line.date), COLUMNS.date, y);
    doc.text(fit(statementTypeLabels[line.type], COLUMNS.description - COLUMNS.type - 6), COLUMNS.type, y);
    doc.text(fit(pdfSafe(line.description), COLUMNS.gross - COLUMNS.description - 60), COLUMNS.description, y);
    if (line.gross !== line.amount || line.fees) {
      money(line.gross, COLUMNS.gross);
      money(-line.fees, COLUMNS.fees);
    }
    money(line.amount, COLUMNS.amount);
    money(line.balanceAfter, COLUMNS.balance);
    y += ROW;
    if (line.dayClosingBalance !== undefined) {
      doc.setFont('helvetica', 'bold');
      doc.text(text.dayClosing(formatDate(line.date)), COLUMNS.description, y);
      money(line.dayClosingBalance, COLUMNS.balance);
      y += ROW;
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
