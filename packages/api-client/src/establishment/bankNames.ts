import { banks } from '../money/transferRules';
import { bankDirectory } from './bankDirectory';

export interface BankChoice {
  /** COMPE code, three digits. */
  code: string;
  ispb: string;
  /** The name people know (Itaú Unibanco), else the Central Bank list's short name. */
  name: string;
  /** The Central Bank list's short name (ITAÚ UNIBANCO S.A.). */
  listedName: string;
}

const friendly = new Map<string, string>(banks.map((bank) => [bank.code, bank.name]));

/** Every institution of the Central Bank's list with a COMPE code, by code, named as people know it. */
export const bankChoices: readonly BankChoice[] = bankDirectory.map(([code, ispb, name]) => ({
  code,
  ispb,
  name: friendly.get(code) ?? name,
  listedName: name,
}));

/** A bank's name by its COMPE code; null when the Central Bank's list does not have it. */
export const bankNameOf = (code: string): string | null =>
  friendly.get(code) ?? bankDirectory.find(([compe]) => compe === code)?.[2] ?? null;
