import { cities, merchantNames } from './pools';
import { hash32 } from './prng';

/** The money side of the companies: platform → white-label partners → merchants → stores → POS terminals. */
export interface MoneyPartner {
  companyId: number;
  name: string;
}

export interface MoneyStore {
  storeId: number;
  name: string;
  terminals: string[];
}

export interface MoneyMerchant {
  companyId: number;
  partnerId: number;
  name: string;
  document: string;
  city: string;
  /** Relative size: its share of the platform's sales. */
  weight: number;
  /** Sells online (links, e-commerce) as well as at the counter. */
  online: boolean;
  stores: MoneyStore[];
}

export interface MoneyDirectory {
  partners: MoneyPartner[];
  merchants: MoneyMerchant[];
  merchantIndex: Map<number, number>;
}

export const PLATFORM_COMPANY_ID = 1;
/** parceiro@painel.dev's company: the partner whose merchants include cliente@'s Loja Exemplo. */
export const PARTNER_COMPANY_ID = 6;
export const LOJA_EXEMPLO_COMPANY_ID = 2;
const GENERATED_MERCHANT_FIRST_ID = 100;
/**
 * Barbearia Navalha sells under its owner's CPF (an autônomo, not a company): the one merchant whose transfers
 * meet the CPF night limit (20:00 to 06:00).
 */
export const CPF_MERCHANT_COMPANY_ID = GENERATED_MERCHANT_FIRST_ID + 15;
const CPF_MERCHANT_DOCUMENT = '529.982.247-25';

const partners: MoneyPartner[] = [
  { companyId: PARTNER_COMPANY_ID, name: 'Parceiro Pagamentos' },
  { companyId: 3, name: 'Parceiro Branco' },
  { companyId: 7, name: 'Rede Sul Pagamentos' },
];

function cnpjLike(seed: number): string {
  const digits = String(10_000_000 + (seed % 89_999_999)).padStart(8, '0');
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/0001-${String(seed % 97).padStart(2, '0')}`;
}

function storesOf(companyId: number, name: string, count: number): MoneyStore[] {
  return Array.from({ length: count }, (_, index) => {
    const storeId = companyId * 10 + index + 1;
    const terminals = Array.from(
      { length: 1 + (hash32(storeId) % 3) },
      (_, t) => `PDV${String(storeId).padStart(5, '0')}${t + 1}`,
    );
    return { storeId, name: index === 0 ? `${name} — Matriz` : `${name} — Filial ${index}`, terminals };
  });
}

/** The same directory at every scale: 3 partners, 38 merchants with sales (Loja Exemplo the largest). */
export function createMoneyDirectory(): MoneyDirectory {
  const merchants: MoneyMerchant[] = [
    {
      companyId: LOJA_EXEMPLO_COMPANY_ID,
      partnerId: PARTNER_COMPANY_ID,
      name: 'Loja Exemplo',
      document: '45.723.174/0001-10',
      city: 'São Paulo',
      weight: 6,
      online: true,
      stores: storesOf(LOJA_EXEMPLO_COMPANY_ID, 'Loja Exemplo', 2),
    },
  ];
  merchantNames.forEach((name, index) => {
    const companyId = GENERATED_MERCHANT_FIRST_ID + index;
    const h = hash32(companyId, 7);
    merchants.push({
      companyId,
      partnerId: partners[index % partners.length]?.companyId ?? PARTNER_COMPANY_ID,
      name,
      document: companyId === CPF_MERCHANT_COMPANY_ID ? CPF_MERCHANT_DOCUMENT : cnpjLike(h),
      city: cities[h % cities.length] ?? 'São Paulo',
      // A long tail: a few large merchants, most small.
      weight: 0.4 + 4 / (1 + index * 0.35),
      online: h % 3 === 0,
      stores: storesOf(companyId, name, 1 + (h % 3)),
    });
  });
  return { partners, merchants, merchantIndex: new Map(merchants.map((m, index) => [m.companyId, index])) };
}

/** What a caller may see: every merchant, a partner's, one merchant's, or one store. */
export type MoneyScope =
  | { kind: 'all' }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'merchant'; companyId: number }
  | { kind: 'store'; companyId: number; storeId: number };

/** The merchants of a scope, by index in the directory. */
export function merchantIndexesOf(directory: MoneyDirectory, scope: MoneyScope): number[] {
  return directory.merchants.flatMap((merchant, index) => {
    if (scope.kind === 'all') return [index];
    if (scope.kind === 'partner') return merchant.partnerId === scope.partnerId ? [index] : [];
    return merchant.companyId === scope.companyId ? [index] : [];
  });
}
