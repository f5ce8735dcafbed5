import type { CreatePaymentLinkInput } from '../endpoints/paymentLinkEndpoints';
import { addDays, type CivilDate } from './calendar';
import { MAX_INSTALLMENTS } from './checkoutInstallments';
import { CHECKOUT_AMOUNT_MAX, CHECKOUT_AMOUNT_MIN, isValidDocument, isValidEmail } from './payerRules';
import { linkTotalOf } from './paymentLinkRules';

/**
 * The rules a payment link and a payer's data must follow, written once: the portal's form shows these texts
 * under the fields and the API (the sandbox) answers with the same ones.
 */
export const paymentLinkLimits = {
  nameMin: 3,
  nameMax: 80,
  itemsMax: 20,
  quantityMax: 999,
  /** R$ 1,00 to R$ 100.000,00 per link. */
  amountMin: CHECKOUT_AMOUNT_MIN,
  amountMax: CHECKOUT_AMOUNT_MAX,
  pixMinutesMin: 5,
  pixMinutesMax: 7 * 24 * 60,
  boletoDaysMin: 1,
  boletoDaysMax: 30,
  expiryDaysMax: 365,
  usageLimitMax: 100_000,
  monthlyInterestMax: 1_000,
} as const;

const L = paymentLinkLimits;
export const paymentLinkMessages = {
  name: `Dê ao link um nome de ${L.nameMin} a ${L.nameMax} caracteres.`,
  items: 'Inclua ao menos um produto ou serviço.',
  itemsMax: `Um link aceita até ${L.itemsMax} itens.`,
  itemName: 'Informe o nome do item.',
  quantity: `Quantidade de 1 a ${L.quantityMax}.`,
  unitPrice: 'Informe o valor unitário.',
  amount: 'O total do link deve ficar entre R$ 1,00 e R$ 100.000,00.',
  openAmountItems: 'Um link de valor aberto tem um único item, sem valor.',
  openAmountKind: 'Só o link anônimo pode ter valor aberto.',
  methods: 'Escolha ao menos uma forma de pagamento.',
  installments: `Parcelas de 1 a ${MAX_INSTALLMENTS}.`,
  interestFree: 'As parcelas sem juros não podem passar do máximo de parcelas.',
  monthlyInterest: 'Juros de 0% a 10% ao mês.',
  pixExpiry: 'O Pix expira de 5 minutos a 7 dias.',
  boletoDays: `O vencimento do boleto fica de ${L.boletoDaysMin} a ${L.boletoDaysMax} dias.`,
  expiryBoth: 'Escolha uma data ou uma duração, não as duas.',
  expiresOn: 'A data de expiração não pode estar no passado.',
  expiresInDays: `A duração vai de 1 a ${L.expiryDaysMax} dias.`,
  usageLimit: `O limite de pagamentos vai de 1 a ${L.usageLimitMax}.`,
  usageLimitKind: 'O link personalizado é pago uma só vez.',
  customer: 'O link personalizado precisa do cliente.',
  customerName: 'Informe o nome do cliente.',
  email: 'Informe um e-mail válido.',
  document: 'Informe um CPF ou CNPJ válido.',
  returnUrl: 'A URL de retorno deve começar com https://.',
  shipping: 'Frete inválido.',
} as const;

const between = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export type PaymentLinkField =
  | 'name'
  | 'items'
  | `items.${number}.${'name' | 'quantity' | 'unitPrice'}`
  | 'amount'
  | 'shipping'
  | 'methods'
  | 'methods.card.maxInstallments'
  | 'methods.card.interestFree'
  | 'methods.card.monthlyInterest'
  | 'methods.pix.expiresInMinutes'
  | 'methods.boleto.dueDays'
  | 'expiresOn'
  | 'expiresInDays'
  | 'usageLimit'
  | 'customer.name'
  | 'customer.email'
  | 'customer.document'
  | 'returnUrl';

/** Each field's problem (the first one), empty when the link can be created. */
export function paymentLinkProblems(
  input: Omit<CreatePaymentLinkInput, 'idempotencyKey'>,
  today: CivilDate,
): Partial<Record<PaymentLinkField, string>> {
  const problems: Partial<Record<PaymentLinkField, string>> = {};
  const m = paymentLinkMessages;
  const name = input.name.trim();
  if (name.length < L.nameMin || name.length > L.nameMax) problems.name = m.name;
  const items = input.items ?? [];
  if (items.length === 0) problems.items = m.items;
  else if (items.length > L.itemsMax) problems.items = m.itemsMax;
  const open = input.openAmount === true;
  if (open && input.kind !== 'reusable') problems.items = m.openAmountKind;
  else if (open && (items.length !== 1 || items[0]?.unitPrice !== 0)) problems.items = m.openAmountItems;
  items.forEach((item, index) => {
    if (!item.name.trim() || item.name.trim().length > L.nameMax) problems[`items.${index}.name`] = m.itemName;
    if (!between(item.quantity, 1, L.quantityMax)) problems[`items.${index}.quantity`] = m.quantity;
    if (!open && !between(item.unitPrice, 1, L.amountMax)) problems[`items.${index}.unitPrice`] = m.unitPrice;
  });
  const shipping = input.shipping ?? 0;
  if (!between(shipping, 0, L.amountMax)) problems.shipping = m.shipping;
  if (!open && Object.keys(problems).every((key) => !key.startsWith('items'))) {
    const total = linkTotalOf(items, shipping);
    if (total < L.amountMin || total > L.amountMax) problems.amount = m.amount;
  }
  const { card, pix, boleto } = input.methods;
  if (!card && !pix && !boleto) problems.methods = m.methods;
  if (card) {
    if (!between(card.maxInstallments, 1, MAX_INSTALLMENTS)) problems['methods.card.maxInstallments'] = m.installments;
    else if (!between(card.interestFree, 1, card.maxInstallments))
      problems['methods.card.interestFree'] = m.interestFree;
    if (!between(card.monthlyInterest, 0, L.monthlyInterestMax))
      problems['methods.card.monthlyInterest'] = m.monthlyInterest;
  }
  if (pix && !between(pix.expiresInMinutes, L.pixMinutesMin, L.pixMinutesMax))
    problems['methods.pix.expiresInMinutes'] = m.pixExpiry;
  if (boleto && !between(boleto.dueDays, L.boletoDaysMin, L.boletoDaysMax))
    problems['methods.boleto.dueDays'] = m.boletoDays;
  if (input.expiresOn && input.expiresInDays) problems.expiresOn = m.expiryBoth;
  else if (input.expiresOn && input.expiresOn < today) problems.expiresOn = m.expiresOn;
  else if (input.expiresOn && input.expiresOn > addDays(today, L.expiryDaysMax)) problems.expiresOn = m.expiresInDays;
  else if (input.expiresInDays !== undefined && !between(input.expiresInDays, 1, L.expiryDaysMax))
    problems.expiresInDays = m.expiresInDays;
  if (input.usageLimit !== undefined) {
    if (input.kind === 'single') problems.usageLimit = m.usageLimitKind;
    else if (!between(input.usageLimit, 1, L.usageLimitMax)) problems.usageLimit = m.usageLimit;
  }
  if (input.kind === 'single') {
    const customer = input.customer;
    if (!customer?.name.trim()) problems['customer.name'] = customer ? m.customerName : m.customer;
    if (!isValidEmail(customer?.email ?? '')) problems['customer.email'] = m.email;
    if (!isValidDocument(customer?.document ?? '')) problems['customer.document'] = m.document;
  }
  if (input.returnUrl && !/^https:\/\/[^\s]+\.[^\s]+$/.test(input.returnUrl.trim())) problems.returnUrl = m.returnUrl;
  return problems;
}
