import type { apiErrorMessages } from '@painel/api-client';
import type { MessageOverride } from '../core/copy/messageOverrides';
import type { companyDocumentsMessages } from '../core/companyDocuments/messages';
import type { portalMessages } from '../core/messages';
import type { accountSettingsMessages } from '../features/account-settings/messages';
import type { loginMessages } from '../features/auth/loginMessages';
import type { authMessages } from '../features/auth/messages';
import type { recoveryMessages } from '../features/auth/recoveryMessages';
import type { noticesMessages } from '../features/notices/messages';
import type { headerBalanceMessages } from './headerBalanceMessages';
import type { publicPagesMessages } from '../features/public-pages/messages';
import type { sandboxInboxMessages } from '../features/sandbox-inbox/messages';
import type { termsMessages } from '../features/terms/messages';
import type { verificationMessages } from '../features/verification/messages';
import type { csvMessages } from '../core/money/csvMessages';
import type { moneyMessages } from '../core/money/messages';
import type { formsMessages } from '../core/forms/messages';
import type { detailMessages } from '../core/detail/messages';
import type { dueSoonMessages } from '../features/indicators/dueSoonMessages';
import type { indicatorsMessages } from '../features/indicators/messages';
import type { simulatorsMessages } from '../features/simulators/messages';
import type { transactionsMessages } from '../features/transactions/messages';
import type { saleReceiptShareMessages } from '../features/transactions/receiptMessages';
import type { bankingActivityMessages } from '../features/banking-activity/messages';
import type { transfersMessages } from '../features/transfers/messages';
import type { receivablesMessages } from '../features/receivables/messages';
import type { adjustmentsMessages } from '../features/adjustments/messages';
import type { checkoutMessages } from '../features/checkout/messages';
import type { paymentLinksMessages } from '../features/payment-links/messages';
import type { recurrencesMessages } from '../features/recurrences/messages';
import type { accessibilityMessages } from '../features/accessibility/messages';
import type { anticipationsMessages } from '../features/anticipations/messages';
import type { disputesMessages } from '../features/disputes/messages';
import type { accessMessages } from '../features/access/messages';
import type { approvalsMessages } from '../features/approvals/messages';
import type { approvalsMenuMessages } from './approvalsMenuMessages';
import type { systemSettingsMessages } from '../features/system-settings/messages';
import type { establishmentsMessages } from '../features/establishments/messages';

/**
 * A host's own wording for the portal's screens, group by group, each text optional (PainelPortal's
 * `messages`). Texts that depend on the brand ('Entrar no Painel') are functions of the brand name, so
 * 'Entrar na Acme' is `login: { heading: (brand) => \`Entrar na ${brand}\` }` or a fixed text.
 */
export interface PortalMessageOverrides {
  /**
   * Spec 8's error texts ('Server error', 'Algo deu errado ao efetuar o login', …): the sign-in, registration,
   * terms and password toasts say the host's words; a server's own message is shown as it came.
   */
  errors?: MessageOverride<typeof apiErrorMessages>;
  /** The signed-in frame: menu, profile menu, page frames, idle sign-out, roles. */
  portal?: MessageOverride<typeof portalMessages>;
  login?: MessageOverride<typeof loginMessages>;
  /** Registration and 2FA. */
  auth?: MessageOverride<typeof authMessages>;
  /** Password recovery and the WhatsApp code. */
  recovery?: MessageOverride<typeof recoveryMessages>;
  publicPages?: MessageOverride<typeof publicPagesMessages>;
  accountSettings?: MessageOverride<typeof accountSettingsMessages>;
  companyDocuments?: MessageOverride<typeof companyDocumentsMessages>;
  notices?: MessageOverride<typeof noticesMessages>;
  /** The navbar's balance of a merchant's people. */
  headerBalance?: MessageOverride<typeof headerBalanceMessages>;
  terms?: MessageOverride<typeof termsMessages>;
  verification?: MessageOverride<typeof verificationMessages>;
  sandboxInbox?: MessageOverride<typeof sandboxInboxMessages>;
  /** The filters every money screen shares. */
  money?: MessageOverride<typeof moneyMessages & typeof csvMessages>;
  /** The shared form pieces: a kept draft, leaving a changed form. */
  forms?: MessageOverride<typeof formsMessages>;
  /** The shared detail frame: its tabs and a record's Histórico. */
  details?: MessageOverride<typeof detailMessages>;
  /** Indicadores, the home dashboard. */
  indicators?: MessageOverride<typeof indicatorsMessages & typeof dueSoonMessages>;
  /** Transações, the transaction detail and refund, the export and Arquivos. */
  transactions?: MessageOverride<typeof transactionsMessages>;
  saleReceipt?: MessageOverride<typeof saleReceiptShareMessages>;
  /** Simulação and Simular Proposta. */
  simulators?: MessageOverride<typeof simulatorsMessages>;
  /** Extrato Bancário: balances, summary, lines, CSV and PDF. */
  bankingActivity?: MessageOverride<typeof bankingActivityMessages>;
  /** Transferências: the list and its views, the new transfer, the detail and approvals. */
  transfers?: MessageOverride<typeof transfersMessages>;
  /** Extratos: the receivables schedule and its day, sale and guarantee views. */
  receivables?: MessageOverride<typeof receivablesMessages>;
  /** Antecipações: simulation, confirmation and the list. */
  anticipations?: MessageOverride<typeof anticipationsMessages>;
  /** Chargebacks and MEDs: the list, the deadline, the answer with evidence. */
  disputes?: MessageOverride<typeof disputesMessages>;
  /** Ajustes: manual credits and debits. */
  adjustments?: MessageOverride<typeof adjustmentsMessages>;
  checkout?: MessageOverride<typeof checkoutMessages>;
  paymentLinks?: MessageOverride<typeof paymentLinksMessages>;
  /** Recorrências: the list, the new subscription, its charges and actions. */
  recurrences?: MessageOverride<typeof recurrencesMessages>;
  accessibility?: MessageOverride<typeof accessibilityMessages>;
  /** Sistema: Usuários, Funções, Permissões, Operadores, and the invitation pages ("Crie sua senha"). */
  access?: MessageOverride<typeof accessMessages>;
  /** Sistema › Aprovações: changes waiting for a second person. */
  approvals?: MessageOverride<typeof approvalsMessages & typeof approvalsMenuMessages>;
  /** Sistema › Configurações de ambiente. */
  systemSettings?: MessageOverride<typeof systemSettingsMessages>;
  /** White Label e Lojas: the stores and white labels, one of them and its status changes. */
  establishments?: MessageOverride<typeof establishmentsMessages>;
}
