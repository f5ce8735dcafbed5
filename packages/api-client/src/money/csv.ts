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

/**
 * A cell as a spreadsheet should read it: text that starts with = + - @ (a payer's name typed on the public
 * checkout, say) would run as a formula, so it gets a leading apostrophe; numbers (-12,34) stay numbers; quoted
 * when it holds ';', '"' or a line break.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(,\d+)?$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

/**
 * UTF-8 with a BOM, ';' between fields, decimal comma, CRLF lines, each cell as csvCell writes it.
 */
export function csvOf<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(';')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
