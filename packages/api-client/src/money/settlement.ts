import { addDays, businessDaysAfter, onOrNextBusinessDay, type CivilDate } from './calendar';

export type PaymentMethod = 'credit' | 'debit' | 'pix' | 'boleto';

/** When each product pays out: the plan of a company (the platform terms' defaults unless negotiated). */
export interface SettlementPlan {
  /** Débito: business days after the sale (D+1 útil). */
  debitBusinessDays: number;
  /** Crédito: calendar days per installment (à vista D+30; parcelado every 30 days). */
  creditIntervalDays: number;
  /** Pix: calendar days (D+0: the money is in the account at once, any day). */
  pixDays: number;
  /** Boleto: business days after the payment is confirmed. */
  boletoBusinessDaysAfterConfirmation: number;
}

export const standardSettlementPlan: SettlementPlan = {
  debitBusinessDays: 1,
  creditIntervalDays: 30,
  pixDays: 0,
  boletoBusinessDaysAfterConfirmation: 1,
};

/**
 * The expected payment date of each installment of a sale made (or, for boleto, confirmed) on `saleDate`:
 * one date per installment; a date on a non-business day moves to the next business day, except Pix, which
 * settles every day of the year.
 */
export function settlementDates(
  method: PaymentMethod,
  saleDate: CivilDate,
  installments: number,
  plan: SettlementPlan = standardSettlementPlan,
): CivilDate[] {
  switch (method) {
    case 'debit':
      return [businessDaysAfter(saleDate, plan.debitBusinessDays)];
    case 'pix':
      return [addDays(saleDate, plan.pixDays)];
    case 'boleto':
      return [businessDaysAfter(saleDate, plan.boletoBusinessDaysAfterConfirmation)];
    case 'credit':
      return Array.from({ length: Math.max(1, installments) }, (_, index) =>
        onOrNextBusinessDay(addDays(saleDate, plan.creditIntervalDays * (index + 1))),
      );
  }
}
