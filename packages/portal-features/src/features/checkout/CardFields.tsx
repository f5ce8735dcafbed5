import { cardBrandLabels, type Checkout } from '@painel/api-client';
import { cvvLength, detectCardBrand, formatCardNumber, installmentOptions } from '@painel/api-client/money';
import { Select, TextField, formatMoney } from '@painel/ui';
import { formatExpiryInput } from './checkoutFormat';
import type { CheckoutMessages } from './messages';
import { Row } from './styles';

export interface CardDraft {
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
  installments: string;
}

/** The installment choices of a link for an amount, as the payer reads them. */
export function installmentChoices(checkout: Checkout, amount: number, m: CheckoutMessages) {
  const card = checkout.methods.card;
  if (!card) return [];
  return installmentOptions(amount, {
    max: card.maxInstallments,
    interestFree: card.interestFree,
    monthlyInterest: card.monthlyInterest,
    minimumInstallment: checkout.minimumInstallment,
  }).map((option) => {
    const text = option.withInterest
      ? m.card.withInterest(option.count, formatMoney(option.installment), formatMoney(option.total))
      : m.card.interestFree(option.count, formatMoney(option.installment));
    return {
      option,
      value: String(option.count),
      label: option.unavailable ? `${text} — ${m.card.belowMinimum(formatMoney(checkout.minimumInstallment))}` : text,
      disabled: option.unavailable !== null,
    };
  });
}

/**
 * The card's fields with the autocomplete names browsers and password managers fill (cc-number, cc-name,
 * cc-exp, cc-csc). What is typed lives only in this page's memory: never stored, logged or put in the address.
 */
export function CardFields({
  checkout,
  amount,
  card,
  errors,
  onChange,
  m,
}: {
  checkout: Checkout;
  amount: number;
  card: CardDraft;
  errors: Partial<Record<string, string>>;
  onChange: (card: CardDraft) => void;
  m: CheckoutMessages;
}) {
  const digits = card.number.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const set = (field: keyof CardDraft, value: string) => onChange({ ...card, [field]: value });
  return (
    <>
      <TextField
        label={m.card.number}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        hint={brand ? m.card.brandDetected(cardBrandLabels[brand]) : undefined}
        value={card.number}
        error={errors['card.number']}
        onChange={(event) => set('number', formatCardNumber(event.target.value.replace(/\D/g, '').slice(0, 19)))}
      />
      <TextField
        label={m.card.holderName}
        name="ccname"
        autoComplete="cc-name"
        autoCapitalize="characters"
        required
        value={card.holderName}
        error={errors['card.holderName']}
        onChange={(event) => set('holderName', event.target.value)}
      />
      <Row>
        <TextField
          label={m.card.expiry}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={m.card.expiryHint}
          hint={m.card.expiryFormat}
          required
          value={card.expiry}
          error={errors['card.expiry']}
          onChange={(event) => set('expiry', formatExpiryInput(event.target.value))}
        />
        <TextField
          label={m.card.cvv}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          hint={m.card.cvvHint(cvvLength(brand))}
          value={card.cvv}
          error={errors['card.cvv']}
          onChange={(event) => set('cvv', event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </Row>
      <Select
        label={m.card.installments}
        name="installments"
        placeholder={false}
        value={card.installments}
        error={errors['card.installments']}
        options={installmentChoices(checkout, amount, m).map(({ value, label, disabled }) => ({
          value,
          label,
          disabled,
        }))}
        onChange={(event) => set('installments', event.target.value)}
      />
    </>
  );
}
