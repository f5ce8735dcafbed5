import type { MoneyCompanies } from '@painel/api-client';
import type { MoneyScopeOptions } from './TransactionFilterBar';

/** The scope filters' options, or undefined for a caller with one merchant (nothing to choose). */
export function scopeOptionsOf(companies: MoneyCompanies | undefined): MoneyScopeOptions | undefined {
  if (!companies || companies.merchants.length < 2) return undefined;
  return {
    partners: companies.partners,
    merchants: companies.merchants.map(({ companyId, partnerId, name }) => ({ companyId, partnerId, name })),
  };
}
