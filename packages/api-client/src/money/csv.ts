/** CSV as a pt-BR spreadsheet opens it: the one writer every export of the portal uses. */

/** Centavos as a pt-BR spreadsheet reads them: 123456 → '1234,56', −5 → '-0,05'. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)},${String(magnitude % 100).padStart(2, '0')}`;
}

/** '2026-03-02T14:05:09-03:00' (already São Paulo time) → '02/03/2026 14:05:09'. */
export const csvDateTime = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;

const quoted = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

/**
 * UTF-8 with a BOM, ';' between fields, decimal comma, CRLF lines, fields quoted when they hold ';', '"' or a
 * line break.
 */
export function csvOf<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => quoted(column.header)).join(';')];
  for (const row of rows) lines.push(columns.map((column) => quoted(column.value(row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
