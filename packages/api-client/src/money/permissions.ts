/**
 * The money actions' permissions, in the spec's ability format (action on subject 'ACL', spec 2.6 and 6), next to
 * the spec's own view_* names. The API refuses an action without its permission; screens hide what cannot be done.
 */
export const moneyPermissions = {
  /** Estornar uma transação (total, per the merchant contract). */
  refund: 'refund_transactions',
  /** Solicitar transferência ou saque (Pix, TED). */
  transfer: 'create_transfers',
  /** Aprovar uma transferência que aguarda aprovação (dual control). */
  approveTransfer: 'approve_transfers',
  /** Antecipar recebíveis. */
  anticipate: 'create_anticipations',
  /** Contestar um chargeback ou responder a um MED. */
  contestDispute: 'contest_disputes',
  /** Lançar um ajuste manual (crédito ou débito) no saldo de um estabelecimento: equipe da plataforma. */
  adjust: 'create_adjustments',
} as const;

export type MoneyPermission = (typeof moneyPermissions)[keyof typeof moneyPermissions];
