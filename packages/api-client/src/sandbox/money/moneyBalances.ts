import { addDays, dayNumber, type CivilDate } from '../../money/calendar';
import { deriveBalances, type Balances, type LedgerEntry } from '../../money/ledger';
import type { MoneyScope } from './directory';
import { EVENT, type MoneyHistory } from './history';
import { ledgerEntriesOfRow, payoutEntriesOf, retentionEntriesOf, userTransferEntriesOf } from './records';
import { merchantsAskedFor } from './scope';
import { cachedColumns } from './statement';
import { lineKinds } from './statementColumns';

const SALE = lineKinds.indexOf('sale');
const ANTICIPATION_FEE = lineKinds.indexOf('anticipation_fee');

/**
 * The balances `deriveBalances(ledgerOf(…))` gives (a test holds them equal), from the statement's columns for
 * the available balance and a receber, and from the few entries outside it (holds, transfers in flight).
 */
export function balancesOf(
  h: MoneyHistory,
  scope: MoneyScope,
  companyId: number | undefined,
  partnerIds: readonly number[],
  asOf: CivilDate,
): Balances {
  const columns = cachedColumns(h, scope, companyId, partnerIds);
  const today = dayNumber(asOf);
  const horizon = dayNumber(addDays(asOf, 30));
  let available = 0;
  let receivable = 0;
  let receivableNext30Days = 0;
  for (let i = 0; i < columns.count; i += 1) {
    const day = columns.day[i] ?? 0;
    const amount = columns.amount[i] ?? 0;
    if (day <= today) available += amount;
    else if (columns.kind[i] === SALE || columns.kind[i] === ANTICIPATION_FEE) {
      receivable += amount;
      if (day <= horizon) receivableNext30Days += amount;
    }
  }
  const merchants = merchantsAskedFor(h, scope, companyId, partnerIds);
  const outside: LedgerEntry[] = [];
  for (let row = 0; row < h.count; row += 1) {
    // Refund reservations, chargebacks and MEDs hold money outside the available balance.
    if (h.columns.event[row] === EVENT.none || !merchants.has(h.columns.merchant[row] ?? -1)) continue;
    outside.push(...ledgerEntriesOfRow(h, row).filter((entry) => entry.bucket !== 'available'));
  }
  for (const merchant of merchants) {
    const transfers = [
      ...payoutEntriesOf(h, merchant),
      ...userTransferEntriesOf(h, merchant),
      ...retentionEntriesOf(h, merchant),
    ];
    outside.push(...transfers.filter((entry) => entry.bucket !== 'available'));
  }
  const held = deriveBalances(outside, asOf);
  return { ...held, available, receivable, receivableNext30Days };
}
