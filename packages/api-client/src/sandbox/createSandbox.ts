import type { HttpHandler } from 'msw';
import type { ForcedMode } from '../endpoints/sandbox';
import type { ChargebackFineRule } from '../money/disputeRules';
import { createSandboxDb, type SandboxDb, type StorageLike } from './db';
import { establishmentCreationHandlers } from './handlers/establishmentCreationHandlers';
import { establishmentEditHandlers } from './handlers/establishmentEditHandlers';
import { establishmentViews } from './establishment/establishmentViews';
import { establishmentHandlers } from './handlers/establishmentHandlers';
import { accessHandlers } from './handlers/accessHandlers';
import { accountHandlers } from './handlers/account';
import { invitationHandlers } from './access/invitations';
import { systemHandlers } from './handlers/systemHandlers';
import { adjustmentHandlers } from './handlers/adjustmentHandlers';
import { checkoutHandlers } from './handlers/checkoutHandlers';
import { paymentLinkHandlers } from './handlers/paymentLinkHandlers';
import { recurrenceHandlers } from './handlers/recurrenceHandlers';
import { retentionHandlers } from './handlers/retentionHandlers';
import { authHandlers } from './handlers/auth';
import { companyHandlers } from './handlers/company';
import { controlHandlers } from './handlers/controls';
import { disputeAlertMessages } from './money/disputeAlerts';
import { disputeHandlers } from './handlers/disputeHandlers';
import { historyHandlers } from './handlers/historyHandlers';
import { listExportHandlers } from './handlers/listExports';
import { passwordResetHandlers } from './handlers/passwordReset';
import { moneyHandlers } from './handlers/money';
import { moneyActionHandlers } from './handlers/moneyActions';
import { receiptLinkHandlers } from './handlers/receiptLinkHandlers';
import { receivableHandlers } from './handlers/receivableHandlers';
import { transferHandlers } from './handlers/transferHandlers';
import { verificationHandlers } from './handlers/verification';
import { createMoneySandbox, type MoneySandbox } from './money/moneySandbox';
import { createRouter, type SandboxAddresses, type SandboxControls } from './routes';

export const SANDBOX_FORCE_KEY = 'painel:sandbox-force';

/** The addresses a portal in sandbox mode uses; the handlers answer under these prefixes on any origin. */
export const sandboxAddresses = {
  apiBaseUrl: '/api/',
  twoFactorApiBaseUrl: '/2fa-api/',
  ipLookupUrl: '/api/sandbox/ip',
} as const satisfies SandboxAddresses;

export interface Sandbox extends SandboxControls {
  /** MSW handlers for every call: `setupWorker(...sandbox.handlers)` or `setupServer(...)`. */
  handlers: HttpHandler[];
  db: SandboxDb;
  /** The money history and the sandbox clock. */
  money: MoneySandbox;
}

export interface SandboxOptions {
  /** Where the state is kept: localStorage in the browser, a file over HTTP, nothing (memory) in tests. */
  storage?: StorageLike | null;
  /** Where the handlers answer; the sandbox addresses by default. */
  addresses?: SandboxAddresses;
  /** About how many transactions the 13 months of history hold (25,000 by default; the HTTP sandbox takes up to 1,000,000). */
  moneyScale?: number;
  /** Real time in milliseconds (tests pin a moment: a Friday evening before Carnaval). */
  realNow?: () => number;
  /**
   * How the merchant contract's "R$ 50,00 e/ou 6 %" fine on a lost chargeback is read: 'sum' (both, the default)
   * or 'greater' (the larger of the two).
   */
  chargebackFineRule?: ChargebackFineRule;
}

/**
 * A stateful fake of the API: seeded accounts and data, strict request checks, and state that
 * persists in `storage` (localStorage in the browser, so a reload keeps what the user did).
 */
export function createSandbox({
  storage = null,
  addresses = sandboxAddresses,
  moneyScale,
  realNow,
  chargebackFineRule,
}: SandboxOptions = {}): Sandbox {
  const db = createSandboxDb(storage);
  const money = createMoneySandbox({
    storage,
    ...(moneyScale ? { scale: moneyScale } : {}),
    ...(realNow ? { realNow } : {}),
    refunds: () => db.read().refunds,
    transfers: () => db.read().transfers,
    anticipations: () => db.read().anticipations,
    disputes: () => db.read().disputes,
    disputeAnswers: () => db.read().disputeAnswers,
    adjustments: () => db.read().adjustments,
    retentions: () => db.read().retentions,
    checkoutPayments: () => {
      const { paymentLinks, checkoutPayments } = db.read();
      const companyOf = new Map(paymentLinks.map((link) => [link.id, link.companyId]));
      return checkoutPayments.map((payment) => ({ ...payment, companyId: companyOf.get(payment.linkId) ?? 0 }));
    },
    recurrences: () => db.read().recurrences,
    ...(chargebackFineRule ? { fineRule: chargebackFineRule } : {}),
  });
  const readForced = (): Record<string, ForcedMode> => {
    try {
      return JSON.parse(storage?.getItem(SANDBOX_FORCE_KEY) ?? '{}') as Record<string, ForcedMode>;
    } catch {
      return {};
    }
  };
  let forced = readForced();
  const received = new Map<string, number>();
  const controls: SandboxControls = {
    force: (call, mode) => {
      forced = { ...forced };
      if (mode) forced[call] = mode;
      else delete forced[call];
      storage?.setItem(SANDBOX_FORCE_KEY, JSON.stringify(forced));
    },
    forced: (call) => forced[call],
    received: (call) => received.get(call) ?? 0,
    reset: () => {
      db.reset();
      money.reset();
      forced = {};
      received.clear();
      storage?.removeItem(SANDBOX_FORCE_KEY);
    },
  };
  const router = createRouter(db, controls, addresses, (call) => received.set(call, (received.get(call) ?? 0) + 1));
  const all = (): HttpHandler[] => handlers;
  const handlers: HttpHandler[] = [
    ...authHandlers(db, router),
    ...passwordResetHandlers(db, router),
    ...companyHandlers(db, router),
    ...accountHandlers(db, router),
    ...verificationHandlers(db, router),
    ...moneyHandlers(db, money, router),
    ...moneyActionHandlers(db, money, router, all),
    ...listExportHandlers(db, money, router, all),
    ...receiptLinkHandlers(db, money, router),
    ...transferHandlers(db, money, router),
    ...receivableHandlers(db, money, router),
    ...disputeHandlers(db, money, router),
    ...adjustmentHandlers(db, money, router),
    ...retentionHandlers(db, money, router),
    ...paymentLinkHandlers(db, money, router),
    ...checkoutHandlers(db, money, router),
    ...recurrenceHandlers(db, money, router),
    ...historyHandlers(db, money, router),
    ...establishmentHandlers(db, money, router),
    ...establishmentCreationHandlers(db, money, router),
    ...establishmentEditHandlers(db, money, establishmentViews(db), router),
    ...accessHandlers(db, router),
    ...invitationHandlers(db, router),
    ...systemHandlers(db, router),
    ...controlHandlers(db, controls, router, () =>
      disputeAlertMessages(money.history(), db, Date.parse(money.now().iso)),
    ),
  ];
  return { ...controls, db, money, handlers };
}
