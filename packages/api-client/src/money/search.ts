/**
 * What the transaction list's one search box recognised in what was typed: the API searches that field, and the
 * screen says what it is searching for ('Buscando por NSU').
 */
export type SearchKind =
  'id' | 'nsu' | 'e2e' | 'order' | 'receipt' | 'last4' | 'authorization' | 'document' | 'email' | 'name';

export const searchKindLabels: Record<SearchKind, string> = {
  id: 'ID da transação',
  nsu: 'NSU',
  e2e: 'E2E do Pix',
  order: 'número do pedido',
  receipt: 'identificador do pagamento',
  last4: 'últimos 4 dígitos do cartão',
  authorization: 'código de autorização',
  document: 'CPF ou CNPJ do cliente',
  email: 'e-mail do cliente',
  name: 'nome do cliente',
};

export function searchKindOf(text: string): SearchKind {
  const value = text.trim();
  if (/^TX\d{14}$/i.test(value)) return 'id';
  if (/^E\d{20}[A-Z0-9]{11}$/i.test(value)) return 'e2e';
  if (/^PED-/i.test(value)) return 'order';
  // What the payer's receipt calls 'Identificador do pagamento', what a customer quotes on the phone.
  if (/^PG\d{14}$/i.test(value)) return 'receipt';
  if (
    /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value) ||
    /^[A-Z0-9]{2}\.?[A-Z0-9]{3}\.?[A-Z0-9]{3}\/?[A-Z0-9]{4}-?\d{2}$/i.test(value)
  )
    return 'document';
  if (/^\d{4}$/.test(value)) return 'last4';
  if (/^\d{9}$/.test(value)) return 'nsu';
  if (/^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{6}$/i.test(value)) return 'authorization';
  if (value.includes('@')) return 'email';
  return 'name';
}
