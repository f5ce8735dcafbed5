import type { TransferDetail } from '@painel/api-client';

type Line = NonNullable<TransferDetail['contents']>['lines'][number];

export interface PayoutDay {
  date: string;
  lines: Line[];
  /** The day's lines added up, to the cent. */
  total: number;
}

/** A payout's lines by day, in the order they came (the statement's order), each day with its total. */
export function payoutDays(lines: readonly Line[]): PayoutDay[] {
  const days: PayoutDay[] = [];
  for (const line of lines) {
    const last = days.at(-1);
    if (last?.date === line.date) {
      last.lines.push(line);
      last.total += line.amount;
    } else days.push({ date: line.date, lines: [line], total: line.amount });
  }
  return days;
}

/** How much each kind of line (sales, refunds, fees…) adds to the payout, largest effect first. */
export function payoutTypeTotals(lines: readonly Line[]): Array<{ type: Line['type']; count: number; total: number }> {
  const byType = new Map<Line['type'], { type: Line['type']; count: number; total: number }>();
  for (const line of lines) {
    const entry = byType.get(line.type) ?? { type: line.type, count: 0, total: 0 };
    entry.count += 1;
    entry.total += line.amount;
    byType.set(line.type, entry);
  }
  return [...byType.values()].sort((a, b) => Math.abs(b.total) - Math.abs(a.total));
}
