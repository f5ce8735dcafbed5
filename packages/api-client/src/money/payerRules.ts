import type { PayCheckoutInput } from '../endpoints/checkoutEndpoints';
import { isValidCpfOrCnpj } from './documents';

/** The payer's data on a checkout: the page and the API check it with the same rules and words. */

/** What one payment on a link may be: R$ 1,00 to R$ 100.000,00 (a link's total, or an open amount typed). */
export const CHECKOUT_AMOUNT_MIN = 100;
export const CHECKOUT_AMOUNT_MAX = 10_000_000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const digitsOf = (text: string) => text.replace(/\D/g, '');
/** A CPF, or a CNPJ numeric or alphanumeric. */
export const isValidDocument = (text: string) => isValidCpfOrCnpj(text);
export const isValidEmail = (text: string) => EMAIL.test(text.trim());

export const payerMessages = {
  name: 'Informe seu nome completo.',
  email: 'Informe um e-mail válido.',
  document: 'Informe um CPF ou CNPJ válido.',
  phone: 'Informe um celular com DDD.',
  address: 'Informe o endereço de entrega completo, com número e cidade.',
  amount: 'Informe um valor entre R$ 1,00 e R$ 100.000,00.',
} as const;

/** The payer's fields: name and e-mail always, the document always (boleto and Pix need it; card holders too). */
export function payerProblems(
  payer: PayCheckoutInput['payer'],
  collect: { phone: boolean; address?: boolean },
  /** The link was made for one customer whose document the merchant gave: the payer may leave it empty. */
  documentOnFile = false,
): Partial<Record<'name' | 'email' | 'document' | 'phone' | 'address', string>> {
  const problems: Partial<Record<'name' | 'email' | 'document' | 'phone' | 'address', string>> = {};
  if (payer.name.trim().split(/\s+/).length < 2 || payer.name.trim().length > 80) problems.name = payerMessages.name;
  if (!isValidEmail(payer.email)) problems.email = payerMessages.email;
  if (!(documentOnFile && payer.document === '') && !isValidDocument(payer.document))
    problems.document = payerMessages.document;
  if (collect.phone && !/^\d{10,11}$/.test(digitsOf(payer.phone ?? ''))) problems.phone = payerMessages.phone;
  const address = payer.address?.trim() ?? '';
  if (collect.address && (address.length < 10 || address.length > 200)) problems.address = payerMessages.address;
  return problems;
}
