import type { CardBrand } from './pricing';
import type { PaymentMethod } from './settlement';

/** A transaction's status, as the API names it; `transactionStatusLabels` gives the words a person reads. */
export const transactionStatuses = [
  'processing',
  'authorized',
  'paid',
  'refused',
  'canceled',
  'refunded',
  'pending_refund',
  'chargeback',
  'analyzing',
  'expired',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  processing: 'Processando',
  authorized: 'Autorizada',
  paid: 'Paga',
  refused: 'Recusada',
  canceled: 'Cancelada',
  refunded: 'Estornada',
  pending_refund: 'Estorno pendente',
  chargeback: 'Chargeback',
  analyzing: 'Em análise',
  expired: 'Expirada',
};

export const paymentMethods = ['credit', 'debit', 'pix', 'boleto'] as const satisfies readonly PaymentMethod[];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  credit: 'Crédito',
  debit: 'Débito',
  pix: 'Pix',
  boleto: 'Boleto',
};

export const cardBrandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'Amex',
  hipercard: 'Hipercard',
};

export const captureChannels = ['chip', 'contactless', 'magstripe', 'typed', 'ecommerce', 'link', 'pix_qr'] as const;
export type CaptureChannel = (typeof captureChannels)[number];
export const captureChannelLabels: Record<CaptureChannel, string> = {
  chip: 'Chip',
  contactless: 'Contactless',
  magstripe: 'Tarja',
  typed: 'Digitada',
  ecommerce: 'E-commerce',
  link: 'Link de pagamento',
  pix_qr: 'Pix QR',
};

/** Who bears the installment interest: the merchant (sem juros) or the issuer (com juros, to the cardholder). */
export type InstallmentType = 'merchant' | 'issuer';
export const installmentTypeLabels: Record<InstallmentType, string> = { merchant: 'Lojista', issuer: 'Emissor' };

/** Refusals with the issuer's answer as the acquirers return it (ABECS codes). */
export const refusalReasons = [
  { code: '51', message: 'Saldo ou limite insuficiente', weight: 38 },
  { code: '05', message: 'Transação não autorizada pelo emissor', weight: 22 },
  { code: '59', message: 'Suspeita de fraude', weight: 10 },
  { code: '54', message: 'Cartão vencido', weight: 6 },
  { code: '14', message: 'Número do cartão inválido', weight: 5 },
  { code: '55', message: 'Senha inválida', weight: 8 },
  { code: '57', message: 'Transação não permitida para o cartão', weight: 5 },
  { code: '82', message: 'Código de segurança (CVV) inválido', weight: 6 },
] as const;

export const disputeKinds = ['chargeback', 'med'] as const;
export type DisputeKind = (typeof disputeKinds)[number];
export type DisputeStatus = 'open' | 'won' | 'lost';

/** Why a refund cannot be made now (refundCheck); the words are refundBlockMessages. */
export const refundBlocks = [
  'pending',
  'refunded',
  'status',
  'method',
  'dispute',
  'card',
  'window',
  'balance',
] as const;
export type RefundBlock = (typeof refundBlocks)[number];

/** A transfer's life (spec 2.6 Transferências); `transferStatusLabels` gives the words. */
export const transferStatuses = [
  'scheduled',
  'awaiting_approval',
  'processing',
  'completed',
  'failed',
  'canceled',
  'returned',
  'extended',
] as const;
export type TransferStatus = (typeof transferStatuses)[number];
export const transferStatusLabels: Record<TransferStatus, string> = {
  scheduled: 'Agendada',
  awaiting_approval: 'Aguardando aprovação',
  processing: 'Em processamento',
  completed: 'Concluída',
  failed: 'Não realizada',
  canceled: 'Cancelada',
  returned: 'Devolvida',
  extended: 'Prorrogada',
};

export const transferKinds = ['pix', 'ted', 'internal', 'automatic'] as const;
export type TransferKind = (typeof transferKinds)[number];
export const transferKindLabels: Record<TransferKind, string> = {
  pix: 'Pix',
  ted: 'TED',
  internal: 'Entre contas',
  automatic: 'Saque automático',
};

/** The sub-routes of /dashboard/transfers that are views of the list. */
export const transferViews = ['pending', 'processing', 'unrealized', 'extended', 'oldpending'] as const;
export type TransferView = (typeof transferViews)[number];

/**
 * The statuses a view's transfers can have: the list offers only these as status filters there, so a view never
 * filters by a status its chips do not show (D21). 'extended' (moved dates) allows every status.
 */
export const transferViewStatuses: Record<TransferView, readonly TransferStatus[]> = {
  pending: ['scheduled', 'awaiting_approval', 'extended'],
  processing: ['processing'],
  unrealized: ['failed', 'returned'],
  extended: transferStatuses,
  oldpending: ['scheduled', 'awaiting_approval', 'processing', 'extended'],
};

export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];
export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

export const bankAccountTypes = ['checking', 'savings', 'payment', 'salary'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  checking: 'Conta corrente',
  savings: 'Conta poupança',
  payment: 'Conta de pagamento',
  salary: 'Conta salário',
};

/** Why a transfer cannot be made now (transferCheck); the words are transferBlockMessages. */
export const transferBlocks = ['minimum', 'balance', 'daily', 'night'] as const;
export type TransferBlock = (typeof transferBlocks)[number];

/**
 * An installment on the receivables schedule (spec 2.6 Extratos); `receivableStatusLabels` gives the words. A
 * refunded or charged-back sale's installments keep their own status: the refund (or chargeback) took the sale's
 * whole value from the available balance at once, so each installment still pays on its date (`saleEvent` says
 * what became of the sale), the same story on the transaction, on Extratos and in "A receber".
 */
export const receivableStatuses = ['waiting', 'anticipated', 'paid', 'canceled', 'pledged'] as const;
export type ReceivableStatus = (typeof receivableStatuses)[number];
export const receivableStatusLabels: Record<ReceivableStatus, string> = {
  waiting: 'Aguardando liquidação',
  anticipated: 'Antecipado',
  paid: 'Pago',
  canceled: 'Cancelado',
  pledged: 'Comprometido',
};

/** The schedule's detail routes: a transaction's installments, or one day's anticipated, future or pledged ones. */
export const receivableViews = ['transaction', 'anticipated', 'future', 'pledged'] as const;
export type ReceivableView = (typeof receivableViews)[number];

/** An anticipation's life (spec 2.6 Antecipações); `anticipationStatusLabels` gives the words. */
export const anticipationStatuses = ['simulation', 'pending', 'approved', 'refused', 'canceled', 'credited'] as const;
export type AnticipationStatus = (typeof anticipationStatuses)[number];
export const anticipationStatusLabels: Record<AnticipationStatus, string> = {
  simulation: 'Em simulação',
  pending: 'Pendente',
  approved: 'Aprovada',
  refused: 'Recusada',
  canceled: 'Cancelada',
  credited: 'Creditada',
};
