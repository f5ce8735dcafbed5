import type {
  CreatedEstablishment,
  StoredEstablishment,
  StoredEstablishmentEdit,
} from './establishment/establishmentRecords';
import type { AuditEntry } from '../endpoints/account';
import type { ExportableList } from '../endpoints/money';

export type SandboxAuditEntry = AuditEntry & { company_id?: number };
import type { TransferRules } from '../money/transferRules';
import type { BankAccountType, PixKeyType } from '../money/vocabulary';
import type { OutboxMessage } from '../endpoints/sandbox';
import { seedAccounts, seedAuditLogs, seedCompanies, type SandboxAccount, type SandboxCompany } from './seeds';
import { builtInRoles, type RoleDefinition } from '../access/builtInRoles';
import type { ApprovalKind, ApprovalStatus } from '../endpoints/systemEndpoints';

export interface SandboxOperator {
  id: number;
  email: string;
  name: string;
  typeDocument: string;
  documentForValidation: string;
  photos: Record<string, number>;
  companyDocuments: string[];
  /** The last create or update body received for this operator, as sent. */
  lastPayload?: Record<string, unknown>;
}

export interface SandboxState {
  version: 1;
  accounts: SandboxAccount[];
  companies: SandboxCompany[];
  /** token → { email, expires (ms) } */
  sessions: Record<string, { email: string; expires: number }>;
  operators: SandboxOperator[];
  /** The audit log; each money action's entry also names the merchant it concerns (not shown by the API). */
  auditLogs: SandboxAuditEntry[];
  systemFunctions: Array<{ function_name: string; status: number }>;
  companyTerms: Record<string, { accepted: boolean }>;
  /** Every verify-document body received, as sent. */
  verifications: Array<{
    idUser: string | number;
    idOperator: string | number;
    document: string;
    finances: Record<string, unknown>;
    otherInfo: Record<string, unknown>;
  }>;
  /** Reset-link token → the account, when it stops working (ms), and whether it was used. */
  passwordResets: Record<string, { email: string; expires: number; used: boolean }>;
  /** What the sandbox "sent" by e-mail or WhatsApp, oldest first. */
  outbox: OutboxMessage[];
  /** Refunds people asked for; the money history applies them in time order. */
  refunds: StoredRefund[];
  /** Sale receipts shared with their customers: unguessable token → the sale, who shared it and when. */
  receiptLinks: Record<string, StoredReceiptLink>;
  /** Transaction exports too large to download at once, newest first. */
  exportJobs: StoredExportJob[];
  /** Pix and TED transfers people asked for, oldest first; the money history applies them. */
  transfers: StoredTransfer[];
  /** Recipients saved after a successful transfer, by company. */
  savedRecipients: StoredRecipient[];
  /** Each company's transfer options over the platform's defaults (limits, cut-off, approval threshold). */
  transferSettings: Record<string, Partial<TransferRules>>;
  /** Anticipations people confirmed. */
  anticipations: StoredAnticipation[];
  /** Disputes the sandbox's control opened, and the answers people gave to any dispute. */
  disputes: StoredDispute[];
  disputeAnswers: StoredDisputeAnswer[];
  /** Manual credits and debits the platform's staff made. */
  adjustments: StoredAdjustment[];
  /** Preventive holds of suspect funds the platform's staff placed (and released). */
  retentions: StoredRetention[];
  /** Payment links people created, oldest first; never deleted. */
  paymentLinks: StoredPaymentLink[];
  /** Payments customers made (or started) on the links' checkouts, oldest first. No card number is kept. */
  checkoutPayments: StoredCheckoutPayment[];
  /** Subscriptions people created and what they did to them; their charges follow from the clock. */
  recurrences: StoredRecurrence[];
  /** What people changed on the directory's stores and white labels (status, with its history). */
  establishments: StoredEstablishment[];
  /** The stores and white labels people created, whole (their status changes go to `establishments`). */
  createdEstablishments: CreatedEstablishment[];
  /** What people edited on the stores and white labels, and the settlement accounts approved for them. */
  establishmentEdits: StoredEstablishmentEdit[];
  /** The roles, built-in and custom: every account's ability is derived from them (`syncAccess`). */
  roles: StoredRole[];
  /** Invitation token → the invited account, when it stops working (ms), and whether it was used or replaced. */
  invitations: Record<
    string,
    {
      iduser: number;
      expires: number;
      used: boolean;
      replaced?: boolean;
      createdBy: { name: string; email: string } | null;
    }
  >;
  /** Sensitive changes waiting for (or decided by) a second person, oldest first. */
  approvals: StoredApproval[];
  /** System settings changed from their defaults: key → value, who and when. */
  settings: Record<string, { value: unknown; changedAt: string; changedBy: { name: string; email: string } }>;
}

export interface StoredRole extends RoleDefinition {
  version: number;
  updatedAt: string | null;
  updatedBy: { name: string; email: string } | null;
  idempotencyKey?: string;
}

export interface StoredApproval {
  id: string;
  kind: ApprovalKind;
  title: string;
  changes: Array<{ label: string; before: string; after: string }>;
  reason: string | null;
  /** What applying it does, and the data it was based on: approval fails if that changed meanwhile. */
  payload: Record<string, unknown>;
  basis: string;
  maker: { iduser: number; name: string; email: string };
  createdAt: string;
  expiresAt: string;
  status: ApprovalStatus;
  decidedBy: { name: string; email: string } | null;
  decidedAt: string | null;
  outcome: string | null;
}

export interface StoredRecurrence {
  id: string;
  companyId: number;
  idempotencyKey: string;
  kind: 'single' | 'reusable';
  customer: { name: string; email: string; document: string } | null;
  description: string;
  /** The first amount and method; `amountChanges` and `methodChanges` say what applies from when. */
  amount: number;
  method: 'card' | 'pix' | 'boleto';
  cycle: 'weekly' | 'biweekly' | 'monthly' | 'quarterly' | 'semiannual' | 'annual';
  firstDueDate: string;
  amountChanges: Array<{ from: string; amount: number }>;
  methodChanges: Array<{ from: string; method: 'card' | 'pix' | 'boleto' }>;
  pauses: Array<{ from: string; resumeOn: string | null }>;
  canceledOn: string | null;
  /** The cards on file, each from a day: brand, last four and the issuer's answer the test card gets. */
  cards: Array<{ from: string; brand: string; last4: string; refusalCode: string | null }>;
  createdAt: string;
  /** An Anônimo recurrence is a plan: its public subscribe link is this hidden payment link. */
  checkoutLinkId?: string;
  /** A subscription a customer made on a plan's link: the plan, and the payment that paid its first charge. */
  planId?: string;
  subscribedWith?: { paymentId: string; paidOn: string };
}

export interface StoredPaymentLink {
  id: string;
  companyId: number;
  idempotencyKey: string;
  kind: 'single' | 'reusable';
  name: string;
  items: Array<{ name: string; quantity: number; unitPrice: number; description?: string }>;
  shipping: number;
  openAmount: boolean;
  methods: {
    card: { maxInstallments: number; interestFree: number; monthlyInterest: number } | null;
    pix: { expiresInMinutes: number } | null;
    boleto: { dueDays: number } | null;
  };
  collect: { document: boolean; phone: boolean; address: boolean };
  customer: { name: string; email: string; document: string; phone?: string } | null;
  expiresOn: string | null;
  usageLimit: number | null;
  returnUrl: string | null;
  createdAt: string;
  createdBy: { name: string; email: string };
  deactivatedAt: string | null;
  /** The plan (an Anônimo recurrence) this link subscribes to; such links are not listed among the links. */
  recurrenceId?: string;
}

export interface StoredCheckoutPayment {
  id: string;
  linkId: string;
  idempotencyKey: string;
  method: 'card' | 'pix' | 'boleto';
  status: 'paid' | 'refused' | 'pending' | 'expired';
  amount: number;
  installments: number;
  installmentAmount: number;
  total: number;
  brand: string | null;
  /** The card's first six digits (its BIN), kept with the last four; never the whole number. */
  first6?: string | null;
  last4: string | null;
  /** The card's expiry, 'MM/AAAA' (kept with the last four digits only, never the number): refunds need it. */
  cardExpiry?: string | null;
  refusalCode: string | null;
  payer: { name: string; email: string; document: string; phone?: string; address?: string };
  pix: { brCode: string; expiresAt: string } | null;
  boleto: { digitableLine: string; barcode: string; dueDate: string } | null;
  createdAt: string;
  paidAt: string | null;
  authorizationCode: string | null;
}

export interface StoredDispute {
  transactionId: string;
  kind: 'chargeback' | 'med';
  /** ISO 8601 with the São Paulo offset. */
  openedAt: string;
  outcome: 'won' | 'lost';
}

export interface StoredEvidence {
  slot: 'sale' | 'delivery' | 'conversation';
  name: string;
  type: string;
  size: number;
}

export interface StoredDisputeAnswer {
  transactionId: string;
  companyId: number;
  idempotencyKey: string;
  decision: 'accept' | 'contest';
  justification: string;
  /** What was sent, locked once sent (names, types and sizes; the sandbox keeps no file's bytes). */
  evidence: StoredEvidence[];
  answeredAt: string;
  answeredBy: { name: string; email: string };
}

export interface StoredAdjustment {
  id: string;
  companyId: number;
  idempotencyKey: string;
  /** Signed centavos: a credit adds to the available balance, a debit takes from it. */
  amount: number;
  reason: string;
  /** The event it corrects (required for a debit), and whether it was a service not rendered (24 months). */
  referenceDate?: string | null;
  serviceNotRendered?: boolean;
  createdAt: string;
  createdBy: { name: string; email: string };
}

export interface StoredRetention {
  id: string;
  companyId: number;
  idempotencyKey: string;
  amount: number;
  reason: string;
  releaseDate: string;
  createdAt: string;
  createdBy: { name: string; email: string };
  released: { at: string; by: { name: string; email: string }; reason: string } | null;
}

export interface StoredRecipientData {
  name: string;
  /** CPF or CNPJ digits. */
  document: string;
  bank: string;
  bankCode: string | null;
  branch: string | null;
  account: string | null;
  accountType: BankAccountType | null;
  pixKeyType: PixKeyType | null;
  pixKey: string | null;
}

export interface StoredAnticipation {
  id: string;
  companyId: number;
  idempotencyKey: string;
  /** ISO 8601 with the São Paulo offset. */
  requestedAt: string;
  requestedBy: { name: string; email: string };
  creditDate: string;
  monthlyRate: number;
  /** Each installment brought forward (receivable id TX…-n), with what it would pay and its share of the fee. */
  items: { receivableId: string; net: number; fee: number }[];
}

export interface StoredTransfer {
  id: string;
  companyId: number;
  idempotencyKey: string;
  kind: 'pix' | 'ted';
  recipient: StoredRecipientData;
  amount: number;
  fee: number;
  description: string;
  /** ISO 8601 with the São Paulo offset. */
  requestedAt: string;
  requestedBy: { name: string; email: string };
  /** Above the company's approval threshold: waits for a second person. */
  needsApproval: boolean;
  decision: { approved: boolean; by: { name: string; email: string }; at: string; reason: string | null } | null;
  /** The day a TED goes (the day it was asked, or the next business day after the cut-off). */
  scheduledFor: string;
  movedFrom: string | null;
  /** The bank's answer the sandbox plays (a key or account set to fail, in the README). */
  failure: string | null;
  e2eId: string | null;
}

export interface StoredRecipient {
  id: string;
  companyId: number;
  kind: 'pix' | 'ted';
  recipient: StoredRecipientData;
  savedAt: string;
}

export interface StoredReceiptLink {
  transactionId: string;
  createdAt: string;
  createdBy: string;
}

export interface StoredRefund {
  transactionId: string;
  /** ISO 8601 with the São Paulo offset. */
  requestedAt: string;
  idempotencyKey: string;
  amount: number;
  companyId: number;
  requestedBy: { name: string; email: string };
}

export interface StoredExportJob {
  id: string;
  createdAt: string;
  /** Milliseconds, real time: the job is "generating" for a few seconds, then ready for 7 days. */
  createdAtMs: number;
  requestedBy: string;
  filename: string;
  rows: number;
  /** The list's query (without page) and the columns (a transactions export). */
  query: Record<string, string>;
  columns: string[];
  /** Another list's export (transfers, receivables…): its file is built from that list when downloaded. */
  list?: ExportableList;
  /** Where the portal that asked is served, for the payment links' addresses in the file. */
  origin?: string;
  /**
   * The history's cut when it was asked for: the file is that snapshot (what was asked, with `rows` rows), built
   * from the history at that cut and what people had done by `createdAt`, never from a later one.
   */
  historyCut?: { date: string; second: number };
}

export const SANDBOX_STORAGE_KEY = 'painel:sandbox-db';
/** A password-reset link works once, for 30 minutes. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** The outbox keeps the latest messages only. */
export const OUTBOX_LIMIT = 50;
/** Sandbox sessions last 8 hours. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export function seedState(): SandboxState {
  return {
    version: 1,
    accounts: seedAccounts(),
    companies: structuredClone(seedCompanies),
    sessions: {},
    operators: [],
    auditLogs: seedAuditLogs(),
    systemFunctions: [
      { function_name: 'two_factor_authentication', status: 1 },
      { function_name: 'maintenance_mode', status: 0 },
    ],
    companyTerms: { '1': { accepted: false } },
    verifications: [],
    passwordResets: {},
    outbox: [],
    refunds: [],
    receiptLinks: {},
    exportJobs: [],
    transfers: [],
    savedRecipients: [],
    transferSettings: {},
    anticipations: [],
    disputes: [],
    disputeAnswers: [],
    adjustments: [],
    retentions: [],
    paymentLinks: [],
    checkoutPayments: [],
    recurrences: [],
    establishments: [],
    createdEstablishments: [],
    establishmentEdits: [],
    roles: builtInRoles.map((role) => ({ ...role, version: 1, updatedAt: null, updatedBy: null })),
    invitations: {},
    approvals: [],
    settings: {},
  };
}

export interface SandboxDb {
  read: () => SandboxState;
  /** Changes the state and keeps it (in localStorage in the browser, so a reload keeps it). */
  update: (change: (state: SandboxState) => void) => void;
  reset: () => void;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Storage is optional: in Node (tests) the state lives in memory only. In the browser every tab runs its own
 * sandbox over the one stored copy, so each read picks up what another tab wrote (a sign-in there is a session
 * here too) before answering.
 */
export function createSandboxDb(storage: StorageLike | null): SandboxDb {
  const parse = (stored: string | null | undefined): SandboxState => {
    try {
      if (stored) {
        const parsed = JSON.parse(stored) as SandboxState;
        // A state kept by an older version gains the collections added since, empty; accounts kept before roles
        // were data are replaced by the seeds (their abilities were written by hand).
        if (parsed.version === 1) {
          const seeded = seedState();
          const accounts = parsed.accounts?.every((account) => Array.isArray(account.roles))
            ? parsed.accounts
            : seeded.accounts;
          return { ...seeded, ...parsed, accounts };
        }
      }
    } catch {
      // A corrupt copy is replaced by the seeds.
    }
    return seedState();
  };
  const stored = () => {
    try {
      return storage?.getItem(SANDBOX_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  let known = stored();
  let state = parse(known);
  const current = () => {
    const latest = stored();
    if (storage && latest !== null && latest !== known) {
      known = latest;
      state = parse(latest);
    }
    return state;
  };
  const save = () => {
    try {
      const serialized = JSON.stringify(state);
      storage?.setItem(SANDBOX_STORAGE_KEY, serialized);
      known = serialized;
    } catch {
      // Full or blocked storage: the sandbox still works for this page.
    }
  };
  return {
    read: current,
    update: (change) => {
      change(current());
      save();
    },
    reset: () => {
      state = seedState();
      known = null;
      storage?.removeItem(SANDBOX_STORAGE_KEY);
    },
  };
}
