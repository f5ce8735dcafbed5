type TypedArray = Int32Array | Uint8Array | Uint16Array;
type ColumnKind = 'i32' | 'u8' | 'u16';

const make = (kind: ColumnKind, size: number): TypedArray =>
  kind === 'i32' ? new Int32Array(size) : kind === 'u16' ? new Uint16Array(size) : new Uint8Array(size);

/** The transaction table's columns, each a typed array (a million rows in ~45 MB), growing by doubling. */
export const transactionColumnKinds = {
  day: 'i32',
  second: 'i32',
  ordinal: 'i32',
  merchant: 'u8',
  store: 'u8',
  terminal: 'u8',
  method: 'u8',
  brand: 'u8',
  installments: 'u8',
  installmentType: 'u8',
  channel: 'u8',
  status: 'u8',
  refusal: 'u8',
  amount: 'i32',
  mdr: 'i32',
  fixedFee: 'i32',
  net: 'i32',
  customer: 'u16',
  event: 'u8',
  eventDay: 'i32',
  eventSecond: 'i32',
  outcome: 'u8',
  outcomeDay: 'i32',
  /** What an event holds: a refund's reservation, a chargeback's or a MED's block (a MED holds what there was). */
  held: 'i32',
  /** When the hold began (a refund waiting for the balance is reserved later than it was asked). */
  heldDay: 'i32',
  heldSecond: 'i32',
  /** A refund's state: waiting for the balance, reserved, or failed (EVENT_STATE). */
  eventState: 'u8',
} as const satisfies Record<string, ColumnKind>;

export type ColumnName = keyof typeof transactionColumnKinds;
export type TransactionColumns = {
  [K in ColumnName]: (typeof transactionColumnKinds)[K] extends 'i32'
    ? Int32Array
    : (typeof transactionColumnKinds)[K] extends 'u16'
      ? Uint16Array
      : Uint8Array;
};

export interface ColumnTable {
  columns: TransactionColumns;
  count: number;
  /** Appends a row and returns its index; unset columns are 0. */
  push(values: Partial<Record<ColumnName, number>>): number;
  /** Drops the unused capacity once the table is complete, but `spare` rows for what comes next. */
  trim(spare?: number): void;
}

export function createColumnTable(initialCapacity: number): ColumnTable {
  return tableOver(allocate(Math.max(16, initialCapacity)), 0);
}

/** A table over columns that hold `count` rows already (and zeros after them): pushes write on from there. */
export function resumeColumnTable(columns: TransactionColumns, count: number): ColumnTable {
  return tableOver(columns, count);
}

function allocate(size: number, from?: TransactionColumns): TransactionColumns {
  const entries = Object.entries(transactionColumnKinds).map(([name, kind]) => {
    const column = make(kind, size);
    const previous = from?.[name as ColumnName];
    if (previous) column.set(previous.subarray(0, Math.min(previous.length, size)));
    return [name, column];
  });
  return Object.fromEntries(entries) as TransactionColumns;
}

function tableOver(columns: TransactionColumns, count: number): ColumnTable {
  let capacity = columns.day.length;
  const table: ColumnTable = {
    columns,
    count,
    push(values) {
      if (table.count === capacity) {
        capacity *= 2;
        table.columns = allocate(capacity, table.columns);
      }
      const row = table.count;
      for (const name in values) table.columns[name as ColumnName][row] = values[name as ColumnName] ?? 0;
      table.count += 1;
      return row;
    },
    trim(spare = 0) {
      capacity = Math.max(16, table.count + spare);
      table.columns = allocate(capacity, table.columns);
    },
  };
  return table;
}
