import * as z from 'zod/mini';
import { disputeStates } from '../money/disputeRules';
import { cardBrands } from '../money/pricing';
import {
  bankAccountTypes,
  captureChannels,
  paymentMethods,
  pixKeyTypes,
  refundBlocks,
  transactionStatuses,
  transferKinds,
  transferStatuses,
  transferViews,
} from '../money/vocabulary';
import { defineEndpoints } from './types';

/** A civil date in America/Sao_Paulo ('YYYY-MM-DD'); periods are inclusive of both ends. */
const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int();
/** Lists travel in the query as comma-separated values: status=paid,refunded. */
const csv = z.optional(z.string());

export const transactionQuerySchema = z.object({
  from: civilDate,
  to: civilDate,
  status: csv,
  method: csv,
  brand: csv,
  /** Administrators: the merchants of these white-label partners. */
  partnerId: csv,
  companyId: csv,
  storeId: csv,
  minAmount: z.optional(z.string()),
  maxAmount: z.optional(z.string()),
  /** One search box: id, NSU, authorisation code, e-mail, name, last 4 digits, Pix E2E id, order number. */
  q: z.optional(z.string()),
  sort: z.optional(z.enum(['date', 'amount'])),
  order: z.optional(z.enum(['asc', 'desc'])),
  page: z.optional(z.string()),
  pageSize: z.optional(z.enum(['20', '50', '100'])),
});
export type TransactionQueryInput = z.input<typeof transactionQuerySchema>;

export const transactionSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** ISO 8601 with the São Paulo offset. */
  createdAt: z.string(),
  status: z.enum(transactionStatuses),
  method: z.enum(paymentMethods),
  brand: z.nullable(z.enum(cardBrands)),
  installments: z.int(),
  installmentType: z.enum(['merchant', 'issuer']),
  channel: z.enum(captureChannels),
  /** The transaction's value, whatever became of it. */
  amount: cents,
  /** Captured value: the amount when the money moved (paid, refunded, chargeback), else 0; gross − fees = net. */
  gross: cents,
  fees: cents,
  net: cents,
  customerName: z.string(),
  companyId: z.int(),
  companyName: z.string(),
  storeId: z.int(),
  storeName: z.string(),
  refusalCode: z.nullable(z.string()),
});
export type TransactionSummary = z.output<typeof transactionSummarySchema>;

export const summaryGroups = ['day', 'method', 'brand', 'installments', 'status', 'refusal', 'company'] as const;

export const transactionSummaryQuerySchema = z.object({
  ...transactionQuerySchema.shape,
  groupBy: z.enum(summaryGroups),
  /** A second key per bucket (volume per day split by method). */
  splitBy: z.optional(z.enum(summaryGroups)),
});

export const listTotalsSchema = z.object({ count: z.int(), amount: cents, gross: cents, fees: cents, net: cents });
export type ListTotals = z.output<typeof listTotalsSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSummarySchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totals: listTotalsSchema,
});
export type TransactionPage = z.output<typeof transactionPageSchema>;

export const transactionBucketsSchema = z.object({
  groupBy: z.enum(summaryGroups),
  splitBy: z.nullable(z.enum(summaryGroups)),
  buckets: z.array(
    z.object({
      /** The group's value: a civil date, a method, a brand ('none' for Pix and boleto), a count of installments… */
      key: z.string(),
      split: z.nullable(z.string()),
      count: z.int(),
      amount: cents,
      gross: cents,
      fees: cents,
      net: cents,
    }),
  ),
  totals: listTotalsSchema,
});
export type TransactionBuckets = z.output<typeof transactionBucketsSchema>;
export type SummaryGroup = (typeof summaryGroups)[number];

const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.string(),
  title: z.string(),
  actor: z.enum(['system', 'user', 'issuer', 'customer']),
});

export const installmentSchema = z.object({
  number: z.int(),
  of: z.int(),
  expectedDate: civilDate,
  gross: cents,
  mdr: cents,
  fixedFee: cents,
  net: cents,
  status: z.enum(['waiting', 'paid']),
});

/**
 * A sale's receipt shared with its customer: '/checkout/comprovante/{token}', with a token nobody can guess. It
 * works until someone revokes it.
 */
export const receiptLinkSchema = z.object({ path: z.string(), createdAt: z.string(), createdBy: z.string() });
export type ReceiptLink = z.output<typeof receiptLinkSchema>;

export const transactionDetailSchema = z.object({
  ...transactionSummarySchema.shape,
  /**
   * The payment link or subscription the sale came from ('single' personalised, 'reusable' anonymous), so the detail
   * links back to it; null for a sale made elsewhere. Optional: an older API does not send it.
   */
  origin: z.optional(
    z.nullable(
      z.object({
        kind: z.enum(['link', 'recurrence']),
        id: z.string(),
        name: z.string(),
        listKind: z.enum(['single', 'reusable']),
      }),
    ),
  ),
  authorizedAt: z.nullable(z.string()),
  capturedAt: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  mdrRate: z.int(),
  mdr: cents,
  fixedFee: cents,
  nsu: z.string(),
  authorizationCode: z.nullable(z.string()),
  tid: z.nullable(z.string()),
  terminal: z.nullable(z.string()),
  partnerId: z.int(),
  customer: z.object({ name: z.string(), document: z.string(), email: z.string() }),
  card: z.nullable(
    z.object({
      masked: z.string(),
      holder: z.string(),
      /** 'MM/AAAA', and what the issuer says of the card today: a refund goes back to it (spec 9). */
      expiry: z.optional(z.string()),
      status: z.optional(z.enum(['valid', 'expired', 'canceled'])),
    }),
  ),
  pix: z.nullable(z.object({ e2eId: z.string(), txid: z.string() })),
  boleto: z.nullable(z.object({ ourNumber: z.string(), digitableLine: z.string(), dueDate: civilDate })),
  refusal: z.nullable(z.object({ code: z.string(), message: z.string() })),
  dispute: z.nullable(
    z.object({
      kind: z.enum(['chargeback', 'med']),
      status: z.enum(['open', 'won', 'lost']),
      /** The state the disputes screen shows (an answer contested or the deadline passed are still 'open'). */
      state: z.enum(disputeStates),
      openedAt: z.string(),
      deadline: civilDate,
      /** The last moment to answer (ISO 8601, São Paulo offset). */
      deadlineAt: z.string(),
      /** The contract's fine charged for a lost chargeback (0 otherwise). */
      fine: cents,
      /** What is held: a chargeback's value; a MED's, up to what the account had (the rest is a shortfall). */
      held: z.optional(cents),
    }),
  ),
  installmentList: z.array(installmentSchema),
  timeline: z.array(timelineEventSchema),
  /** Whether the caller's merchant can refund it now (spec 9), and why not. */
  refund: z.object({
    allowed: z.boolean(),
    reason: z.nullable(z.enum(refundBlocks)),
    /** The last calendar day of the 30-day window, from the capture (São Paulo). */
    lastDay: z.nullable(civilDate),
    /** What the merchant can spend: the available balance (reserved refunds left it) less refunds waiting for it. */
    available: cents,
    /**
     * While this sale's refund waits for the balance: what today's available balance lacks for it and the refunds
     * asked before it (first in, first out); null when it does not wait.
     */
    waitingShortfall: z.nullable(cents),
  }),
  /** The public address of the sale's receipt, when someone shared one; optional: an older API does not send it. */
  receiptLink: z.optional(z.nullable(receiptLinkSchema)),
  /** A refund someone asked for in the portal: who and when. */
  refundRequest: z.nullable(
    z.object({
      requestedAt: z.string(),
      requestedBy: z.string(),
      /** Waiting for the balance (first in, first out), reserved and processing, done, or not made after the wait. */
      status: z.enum(['waiting', 'processing', 'done', 'failed']),
    }),
  ),
});
export type TransactionDetail = z.output<typeof transactionDetailSchema>;

export const balancesSchema = z.object({
  asOf: civilDate,
  available: cents,
  blocked: cents,
  blocks: z.array(
    z.object({
      reason: z.enum(['med', 'chargeback', 'refund', 'security_review', 'judicial']),
      amount: cents,
      releaseDate: civilDate,
      transactionId: z.optional(z.string()),
    }),
  ),
  receivable: cents,
  /** What settles in the next 30 days (the dashboard's "a receber"). */
  receivableNext30Days: cents,
  processing: cents,
});
export type BalancesResult = z.output<typeof balancesSchema>;

const companyQuery = z.object({ companyId: z.optional(z.string()) });

export const ledgerEntryTypes = [
  'sale',
  'mdr_fee',
  'fixed_fee',
  'refund',
  'chargeback',
  'chargeback_reversal',
  'chargeback_fine',
  'med_block',
  'med_release',
  'med_return',
  'anticipation',
  'anticipation_fee',
  'transfer',
  'transfer_fee',
  'adjustment',
  'chargeback_notice_fee',
  'late_charge',
  'retention',
] as const;

export const statementQuerySchema = z.object({
  from: civilDate,
  to: civilDate,
  /** Administrators and partners name the merchant; a merchant's own people need not. */
  companyId: z.optional(z.string()),
  /** Line kinds (fees travel inside their movement's line). */
  type: csv,
  direction: z.optional(z.enum(['in', 'out'])),
  /** Lines of sales with these methods / in these stores (transfers and adjustments have neither). */
  method: csv,
  storeId: csv,
  /** An id (transaction, transfer, line) or words of the description. */
  q: z.optional(z.string()),
  minAmount: z.optional(z.string()),
  maxAmount: z.optional(z.string()),
  order: z.optional(z.enum(['asc', 'desc'])),
  page: z.optional(z.string()),
  /** 'all' (for the PDF) only for periods of up to 93 days. */
  pageSize: z.optional(z.enum(['20', '50', '100', 'all'])),
});
export type StatementQueryInput = z.input<typeof statementQuerySchema>;

export const statementLineSchema = z.object({
  id: z.string(),
  date: civilDate,
  type: z.enum(ledgerEntryTypes),
  gross: cents,
  fees: cents,
  amount: cents,
  balanceAfter: cents,
  description: z.string(),
  transactionId: z.optional(z.string()),
  transferId: z.optional(z.string()),
  anticipationId: z.optional(z.string()),
  /** On the last line shown of each day: the day's closing balance. */
  dayClosingBalance: z.optional(cents),
});
export type LedgerStatementLine = z.output<typeof statementLineSchema>;

export const ledgerStatementSchema = z.object({
  companyId: z.nullable(z.int()),
  companyName: z.string(),
  from: civilDate,
  to: civilDate,
  /** The whole period, filters aside: opening + credits − debits = closing. */
  openingBalance: cents,
  credits: cents,
  debits: cents,
  fees: cents,
  closingBalance: cents,
  /** The lines the filters keep. */
  matched: z.object({ count: z.int(), credits: cents, debits: cents }),
  lines: z.array(statementLineSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type LedgerStatementResult = z.output<typeof ledgerStatementSchema>;

export const moneyCompaniesSchema = z.object({
  partners: z.array(z.object({ companyId: z.int(), name: z.string() })),
  merchants: z.array(
    z.object({
      companyId: z.int(),
      partnerId: z.int(),
      name: z.string(),
      document: z.string(),
      stores: z.array(z.object({ storeId: z.int(), name: z.string(), terminals: z.array(z.string()) })),
    }),
  ),
});
export type MoneyCompanies = z.output<typeof moneyCompaniesSchema>;

const brandRates = z.object({ visa: z.int(), mastercard: z.int(), elo: z.int(), amex: z.int(), hipercard: z.int() });

export const companyRatesSchema = z.object({
  companyId: z.int(),
  /** MDR in basis points (249 = 2,49 %) by product band and brand. */
  mdr: z.object({ debit: brandRates, credit1: brandRates, credit2to6: brandRates, credit7to12: brandRates }),
  pix: z.int(),
  cardFixedFee: cents,
  boletoFixedFee: cents,
  /** Anticipation rate a.m. in basis points, simple pro-rata per day. */
  anticipationMonthly: z.int(),
  settlement: z.object({
    debitBusinessDays: z.int(),
    creditIntervalDays: z.int(),
    pixDays: z.int(),
    boletoBusinessDaysAfterConfirmation: z.int(),
  }),
});
export type CompanyRates = z.output<typeof companyRatesSchema>;

export const disputeSummarySchema = z.object({
  open: z.int(),
  /** Open and still waiting for the merchant's answer, the deadline ahead: the disputes screen's 'Aguardando sua resposta'. */
  awaiting: z.int(),
  /** Of those, how many have 48 hours or less left, and 24 hours or less (the portal's alerts). Optional: older APIs. */
  dueIn48h: z.optional(z.int()),
  dueIn24h: z.optional(z.int()),
  /** The value held by the open disputes. */
  amount: cents,
  nearest: z.nullable(
    z.object({ transactionId: z.string(), kind: z.enum(['chargeback', 'med']), deadline: civilDate, amount: cents }),
  ),
});
export type DisputeSummary = z.output<typeof disputeSummarySchema>;

const exportQuerySchema = z.object({
  ...transactionQuerySchema.shape,
  page: z.optional(z.never()),
  pageSize: z.optional(z.never()),
});

export const exportRequestSchema = z.object({
  query: exportQuerySchema,
  /** The list's column ids, in order (the visible ones, or all). */
  columns: z.array(z.string()).check(z.minLength(1)),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

export const exportFileSchema = z.object({ filename: z.string(), rows: z.int(), content: z.string() });
export type ExportFile = z.output<typeof exportFileSchema>;

export const exportJobSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(['generating', 'ready', 'expired']),
  filename: z.string(),
  rows: z.int(),
  requestedBy: z.string(),
  /** Until when it can be downloaded (7 days). */
  expiresAt: z.string(),
});
export type ExportJob = z.output<typeof exportJobSchema>;

export const exportResultSchema = z.union([
  z.object({ kind: z.literal('file'), file: exportFileSchema }),
  z.object({ kind: z.literal('job'), job: exportJobSchema }),
]);
export type ExportResult = z.output<typeof exportResultSchema>;

/** The lists that export on the server besides the transactions: their CSV is the server's, as a list shows. */
export const exportableLists = ['transfers', 'receivables', 'disputes', 'paymentLinks'] as const;
export type ExportableList = (typeof exportableLists)[number];

export const listExportRequestSchema = z.object({
  list: z.enum(exportableLists),
  /** The list's own query as its GET takes it (without page and size). */
  query: z.record(z.string(), z.string()),
  /** The file's name ('transferencias_2026-10-30_a_2026-11-28.csv'). */
  filename: z.string().check(z.regex(/^[\w.-]{1,120}\.csv$/)),
});
export type ListExportRequest = z.input<typeof listExportRequestSchema>;

export const transferQuerySchema = z.object({
  from: civilDate,
  to: civilDate,
  /** A sub-route's view: pending, processing, unrealized, extended, oldpending. */
  view: z.optional(z.enum(transferViews)),
  status: csv,
  kind: csv,
  companyId: csv,
  /** Pending transfers of one day (the /pending/preview route). */
  date: z.optional(civilDate),
  /** Id, E2E id, recipient's name or who asked. */
  q: z.optional(z.string()),
  page: z.optional(z.string()),
  pageSize: z.optional(z.enum(['20', '50', '100'])),
});
export type TransferQueryInput = z.input<typeof transferQuerySchema>;

const recipientSchema = z.object({
  name: z.string(),
  /** CPF or CNPJ, masked. */
  document: z.string(),
  bank: z.string(),
  /** Agência and conta (TED), or the Pix key (masked) with its type. */
  branch: z.nullable(z.string()),
  account: z.nullable(z.string()),
  accountType: z.nullable(z.enum(bankAccountTypes)),
  pixKeyType: z.nullable(z.enum(pixKeyTypes)),
  pixKey: z.nullable(z.string()),
});

export const transferSchema = z.object({
  id: z.string(),
  companyId: z.int(),
  companyName: z.string(),
  kind: z.enum(transferKinds),
  status: z.enum(transferStatuses),
  requestedAt: z.string(),
  /** When it is (or was) sent; the date it was moved from, when it was moved. */
  scheduledFor: civilDate,
  movedFrom: z.nullable(civilDate),
  movedReason: z.nullable(z.string()),
  /** When the bank confirmed it (or gave it back). */
  completedOn: z.nullable(civilDate),
  recipient: recipientSchema,
  amount: cents,
  fee: cents,
  /** What leaves the balance: amount + fee. */
  debited: cents,
  /** What reaches the recipient. */
  credited: cents,
  e2eId: z.nullable(z.string()),
  requestedBy: z.string(),
  description: z.string(),
  /** Why it was not made, given back or refused. */
  failureReason: z.nullable(z.string()),
  approvedBy: z.nullable(z.string()),
  /** Whether the one asking may approve or reject it now (another person with the permission). */
  canApprove: z.boolean(),
});
export type Transfer = z.output<typeof transferSchema>;

export const transferPageSchema = z.object({
  items: z.array(transferSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totals: z.object({ count: z.int(), amount: cents, fee: cents }),
});
export type TransferPage = z.output<typeof transferPageSchema>;

export const transferDetailSchema = z.object({
  ...transferSchema.shape,
  timeline: z.array(z.object({ at: z.string(), title: z.string(), detail: z.nullable(z.string()) })),
  /** An automatic payout: what it contains, so its total reconciles (opening + lines = amount + fee). */
  contents: z.nullable(
    z.object({
      openingBalance: cents,
      lines: z.array(statementLineSchema),
      total: cents,
    }),
  ),
});
export type TransferDetail = z.output<typeof transferDetailSchema>;

/** How a person confirms a money movement: the account's password, or its 2FA code. */
export const confirmationKinds = ['password', 'code'] as const;

export const transferOptionsSchema = z.object({
  companyId: z.int(),
  holder: z.enum(['cpf', 'cnpj']),
  available: cents,
  pixFee: cents,
  tedFee: cents,
  minimum: cents,
  dailyLimit: cents,
  usedToday: cents,
  nightLimit: z.nullable(cents),
  usedTonight: cents,
  /** When the night period (to 06:00) starts, 'HH:MM': 20:00 unless the holder moved it to 21:00 or 22:00. */
  nightStart: z.optional(z.string()),
  /** 'HH:MM', São Paulo. */
  tedCutoff: z.string(),
  /** Today when a TED now goes today, else the next business day. */
  tedDate: civilDate,
  approvalThreshold: z.nullable(cents),
  /** How the person confirms: the account password, or the 2FA code where the account uses it. */
  confirmWith: z.enum(confirmationKinds),
  now: z.string(),
  recipients: z.array(
    z.object({ id: z.string(), label: z.string(), kind: z.enum(['pix', 'ted']), recipient: recipientSchema }),
  ),
});
export type TransferOptions = z.output<typeof transferOptionsSchema>;

const bankAccountBody = z.object({
  bankCode: z.string(),
  branch: z.string(),
  account: z.string(),
  accountDigit: z.string(),
  accountType: z.enum(bankAccountTypes),
  holderName: z.string(),
  holderDocument: z.string(),
});

export const createTransferSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  companyId: z.optional(z.int()),
  kind: z.enum(['pix', 'ted']),
  pixKey: z.optional(z.object({ type: z.enum(pixKeyTypes), value: z.string() })),
  bankAccount: z.optional(bankAccountBody),
  /** A saved recipient instead of a key or an account. */
  recipientId: z.optional(z.string()),
  amount: cents,
  description: z.optional(z.string().check(z.maxLength(140))),
  password: z.optional(z.string()),
  code: z.optional(z.string()),
  saveRecipient: z.optional(z.boolean()),
});
export type CreateTransferInput = z.input<typeof createTransferSchema>;

export const pixKeyOwnerSchema = z.object({
  type: z.enum(pixKeyTypes),
  key: z.string(),
  name: z.string(),
  document: z.string(),
  bank: z.string(),
});
export type PixKeyOwner = z.output<typeof pixKeyOwnerSchema>;

export const sandboxClockSchema = z.object({
  /** The sandbox's "now" (ISO 8601, São Paulo offset) and how far it is from real time. */
  now: z.string(),
  offsetDays: z.int(),
  /** Seconds beyond the whole days (a step through a day: 600 is the next ten-minute cut). */
  offsetSeconds: z.int(),
});

/**
 * The money reads: every one scoped by the caller (an administrator sees all, a partner its merchants, a
 * merchant its companies, an operator its store), amounts in integer centavos, dates in São Paulo.
 */
export const moneyEndpoints = defineEndpoints({
  transactions: {
    method: 'GET',
    path: 'transactions',
    base: 'api',
    auth: true,
    group: 'money',
    query: transactionQuerySchema,
    response: transactionPageSchema,
    errors: [401, 403, 422, 500],
  },
  transactionSummary: {
    method: 'GET',
    path: 'transactions/summary',
    base: 'api',
    auth: true,
    group: 'money',
    query: transactionSummaryQuerySchema,
    response: transactionBucketsSchema,
    errors: [401, 403, 422, 500],
  },
  transaction: {
    method: 'GET',
    path: 'transactions/{id}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: transactionDetailSchema,
    errors: [401, 403, 404, 500],
  },
  refundTransaction: {
    method: 'POST',
    path: 'transactions/{id}/refund',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: z.object({ idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)) }),
    response: transactionDetailSchema,
    errors: [401, 403, 404, 422, 500],
  },
  shareSaleReceipt: {
    method: 'POST',
    path: 'transactions/{id}/receipt-link',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: receiptLinkSchema,
    errors: [401, 403, 404, 422, 500],
  },
  revokeSaleReceipt: {
    method: 'DELETE',
    path: 'transactions/{id}/receipt-link',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string() }),
    errors: [401, 403, 404, 500],
  },
  exportTransactions: {
    method: 'POST',
    path: 'transactions/exports',
    base: 'api',
    auth: true,
    group: 'money',
    body: exportRequestSchema,
    response: exportResultSchema,
    successStatus: 201,
    errors: [401, 422, 500],
  },
  exportList: {
    method: 'POST',
    path: 'exports',
    base: 'api',
    auth: true,
    group: 'money',
    body: listExportRequestSchema,
    response: exportResultSchema,
    successStatus: 201,
    errors: [401, 403, 422, 500],
  },
  exportJobs: {
    method: 'GET',
    path: 'exports',
    base: 'api',
    auth: true,
    group: 'money',
    response: z.object({ items: z.array(exportJobSchema) }),
    errors: [401, 500],
  },
  exportFile: {
    method: 'GET',
    path: 'exports/{id}/file',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: exportFileSchema,
    errors: [401, 404, 422, 500],
  },
  disputeSummary: {
    method: 'GET',
    path: 'disputes/summary',
    base: 'api',
    auth: true,
    group: 'money',
    query: z.object({ partnerId: csv, companyId: csv }),
    response: disputeSummarySchema,
    errors: [401, 500],
  },
  balances: {
    method: 'GET',
    path: 'balances',
    base: 'api',
    auth: true,
    group: 'money',
    query: z.object({ companyId: z.optional(z.string()), partnerId: csv }),
    response: balancesSchema,
    errors: [401, 403, 500],
  },
  ledgerStatement: {
    method: 'GET',
    path: 'ledger/statement',
    base: 'api',
    auth: true,
    group: 'money',
    query: statementQuerySchema,
    response: ledgerStatementSchema,
    errors: [401, 403, 422, 500],
  },
  ledgerStatementFile: {
    method: 'GET',
    path: 'ledger/statement/file',
    base: 'api',
    auth: true,
    group: 'money',
    query: statementQuerySchema,
    response: exportFileSchema,
    errors: [401, 403, 422, 500],
  },
  transfers: {
    method: 'GET',
    path: 'transfers',
    base: 'api',
    auth: true,
    group: 'money',
    query: transferQuerySchema,
    response: transferPageSchema,
    errors: [401, 403, 422, 500],
  },
  transfer: {
    method: 'GET',
    path: 'transfers/{id}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: transferDetailSchema,
    errors: [401, 404, 500],
  },
  transferOptions: {
    method: 'GET',
    path: 'transfers/options',
    base: 'api',
    auth: true,
    group: 'money',
    query: z.object({ companyId: z.optional(z.string()) }),
    response: transferOptionsSchema,
    errors: [401, 403, 500],
  },
  pixKeyOwner: {
    method: 'GET',
    path: 'pix/keys/{key}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ key: z.string() }),
    query: z.object({ type: z.enum(pixKeyTypes) }),
    response: pixKeyOwnerSchema,
    errors: [401, 404, 422, 500],
  },
  createTransfer: {
    method: 'POST',
    path: 'transfers',
    base: 'api',
    auth: true,
    group: 'money',
    body: createTransferSchema,
    response: transferDetailSchema,
    errors: [401, 403, 422, 500],
  },
  setNightPeriod: {
    method: 'PUT',
    path: 'transfers/night-period',
    base: 'api',
    auth: true,
    group: 'money',
    body: z.object({ companyId: z.optional(z.int()), start: z.enum(['20:00', '21:00', '22:00']) }),
    response: transferOptionsSchema,
    errors: [401, 403, 422, 500],
  },
  approveTransfer: {
    method: 'POST',
    path: 'transfers/{id}/approve',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: z.object({ password: z.optional(z.string()), code: z.optional(z.string()) }),
    response: transferDetailSchema,
    errors: [401, 403, 404, 422, 500],
  },
  rejectTransfer: {
    method: 'POST',
    path: 'transfers/{id}/reject',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: z.object({ reason: z.string().check(z.minLength(3), z.maxLength(200)) }),
    response: transferDetailSchema,
    errors: [401, 403, 404, 422, 500],
  },
  companyRates: {
    method: 'GET',
    path: 'money/rates',
    base: 'api',
    auth: true,
    group: 'money',
    query: companyQuery,
    response: companyRatesSchema,
    errors: [401, 403, 404, 500],
  },
  moneyCompanies: {
    method: 'GET',
    path: 'money/companies',
    base: 'api',
    auth: true,
    group: 'money',
    response: moneyCompaniesSchema,
    errors: [401, 500],
  },
  sandboxClock: {
    method: 'GET',
    path: 'sandbox/clock',
    base: 'api',
    auth: false,
    group: 'sandbox',
    response: sandboxClockSchema,
    errors: [],
    audience: 'sandbox',
  },
  setSandboxClock: {
    method: 'POST',
    path: 'sandbox/clock',
    base: 'api',
    auth: false,
    group: 'sandbox',
    body: z.object({ offsetDays: z.int(), offsetSeconds: z.optional(z.int()) }),
    response: sandboxClockSchema,
    errors: [422],
    audience: 'sandbox',
  },
});
