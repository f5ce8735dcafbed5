/**
 * Check digits of Brazilian bank accounts, for the banks whose rule is public (FEBRABAN members' published
 * algorithms): Banco do Brasil (001), Santander (033), Caixa (104), Bradesco (237) and Itaú (341). Any other
 * bank's account is checked for its format only: its digit cannot be known here.
 */
type Rule = {
  /** The account's digits before its check digit, zero-padded to this length. */
  accountLength: number;
  accountDigit: (agency: string, account: string) => string;
  /** The agency's own check digit, where the bank prints one. */
  agencyDigit?: (agency: string) => string;
};

const digitsOf = (text: string) => [...text].map(Number);
const weighted = (text: string, weights: readonly number[], each: (product: number) => number = (p) => p) =>
  digitsOf(text).reduce((sum, digit, index) => sum + each(digit * (weights[index] ?? 0)), 0);

/** 11 minus the remainder; 11 is 0, 10 is the bank's letter (X at Banco do Brasil, P at Bradesco). */
const modulo11 = (text: string, weights: readonly number[], ten: string) => {
  const digit = 11 - (weighted(text, weights) % 11);
  return digit === 11 ? '0' : digit === 10 ? ten : String(digit);
};

const rules: Record<string, Rule> = {
  '001': {
    accountLength: 8,
    accountDigit: (_agency, account) => modulo11(account, [9, 8, 7, 6, 5, 4, 3, 2], 'X'),
    agencyDigit: (agency) => modulo11(agency, [5, 4, 3, 2], 'X'),
  },
  '033': {
    accountLength: 8,
    // Agency and account together, each product's last digit summed.
    accountDigit: (agency, account) => {
      const rest = weighted(agency + account, [9, 7, 3, 1, 9, 7, 1, 3, 1, 9, 7, 3], (p) => p % 10) % 10;
      return String((10 - rest) % 10);
    },
  },
  '104': {
    // The operation (3 digits, 001 a company's current account) and the account (8), after the agency.
    accountLength: 11,
    accountDigit: (agency, account) => {
      const rest = (weighted(agency + account, [8, 7, 6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11;
      return String(rest === 10 ? 0 : rest);
    },
  },
  '237': {
    accountLength: 7,
    accountDigit: (_agency, account) => modulo11(account, [2, 7, 6, 5, 4, 3, 2], 'P'),
    agencyDigit: (agency) => modulo11(agency, [5, 4, 3, 2], 'P'),
  },
  '341': {
    accountLength: 5,
    // Module 10 over agency and account, the digits of each product summed (as Luhn's).
    accountDigit: (agency, account) => {
      const rest = weighted(agency + account, [2, 1, 2, 1, 2, 1, 2, 1, 2], (p) => Math.floor(p / 10) + (p % 10)) % 10;
      return String((10 - rest) % 10);
    },
  },
};

/** The banks whose account check digit is verified (the others' only formatted). */
export const checkedBanks = Object.keys(rules);

export interface SettlementAccount {
  bankCode: string;
  /** Four digits, without the agency's check digit. */
  agency: string;
  agencyDigit?: string;
  account: string;
  accountDigit: string;
}

export type SettlementAccountProblem = 'agency' | 'agencyDigit' | 'account' | 'accountDigit' | 'accountCheck';

/** The account's check digit by its bank's rule; null when the bank's rule is not public. */
export function expectedAccountDigit(bankCode: string, agency: string, account: string): string | null {
  const rule = rules[bankCode];
  if (!rule || !/^\d{4}$/.test(agency) || !/^\d+$/.test(account) || account.length > rule.accountLength) return null;
  return rule.accountDigit(agency, account.padStart(rule.accountLength, '0'));
}

/** What is wrong with an account's numbers (empty when it may be sent); the holder is checked elsewhere. */
export function settlementAccountProblems(input: SettlementAccount): SettlementAccountProblem[] {
  const problems: SettlementAccountProblem[] = [];
  const rule = rules[input.bankCode];
  if (!/^\d{4}$/.test(input.agency)) problems.push('agency');
  const agencyDigit = (input.agencyDigit ?? '').toUpperCase();
  if (
    rule?.agencyDigit &&
    agencyDigit !== '' &&
    /^\d{4}$/.test(input.agency) &&
    rule.agencyDigit(input.agency) !== agencyDigit
  )
    problems.push('agencyDigit');
  const maxLength = rule?.accountLength ?? 13;
  if (!/^\d+$/.test(input.account) || input.account.length > maxLength || /^0+$/.test(input.account))
    problems.push('account');
  const accountDigit = input.accountDigit.toUpperCase();
  if (!/^[\dXP]$/.test(accountDigit)) problems.push('accountDigit');
  else if (problems.length === 0 && rule) {
    if (expectedAccountDigit(input.bankCode, input.agency, input.account) !== accountDigit)
      problems.push('accountCheck');
  }
  return problems;
}

/** The largest account (before its digit) each bank's rule takes; 13 digits for the others. */
export const accountLengthOf = (bankCode: string) => rules[bankCode]?.accountLength ?? 13;
