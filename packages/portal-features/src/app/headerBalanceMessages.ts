/** The navbar's balance, for a merchant's people (issue 30 §2); loaded with it, never on a first visit elsewhere. */
export const headerBalanceMessages = {
  label: 'Saldo disponível',
  /** Shown instead of the label on a phone (the link is still named by the whole label). */
  short: 'Saldo',
  unavailable: 'indisponível',
};
