import { cardBrandLabels } from '@painel/api-client';
import { cvvLength, detectCardBrand, formatCardNumber } from '@painel/api-client/money';
import { MaskedField, TextField } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormGrid } from '../../core/money';
import { newRecurrenceMessages } from './messages';
import type { RecurrenceDraft } from './recurrenceDraft';

type Card = RecurrenceDraft['card'];

/**
 * The customer's card as the merchant types it for a subscription. `autocomplete="off"`: it is somebody else's
 * card, so the browser must not offer the merchant's own. What is typed stays in this page's memory only.
 */
export function CardOnFileFields({
  card,
  errors,
  onChange,
}: {
  card: Card;
  errors: Partial<Record<string, string>>;
  onChange: (card: Card) => void;
}) {
  const m = useMessages('recurrences', newRecurrenceMessages);
  const digits = card.number.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const set = (field: keyof Card, value: string) => onChange({ ...card, [field]: value });
  return (
    <FormGrid>
      <TextField
        label={m.cardNumber}
        inputMode="numeric"
        autoComplete="off"
        value={card.number}
        hint={brand ? cardBrandLabels[brand] : undefined}
        error={errors['card.number']}
        onChange={(event) => set('number', formatCardNumber(event.target.value.replace(/\D/g, '').slice(0, 19)))}
      />
      <TextField
        label={m.cardHolder}
        autoComplete="off"
        value={card.holderName}
        error={errors['card.holderName']}
        onChange={(event) => set('holderName', event.target.value.toUpperCase())}
      />
      <MaskedField
        mask="cardExpiry"
        label={m.cardExpiry}
        placeholder="MM/AAAA"
        autoComplete="off"
        value={card.expiry}
        error={errors['card.expiry']}
        onValueChange={(masked) => set('expiry', masked)}
      />
      <TextField
        label={m.cardCvv}
        inputMode="numeric"
        autoComplete="off"
        value={card.cvv}
        error={errors['card.cvv']}
        onChange={(event) => set('cvv', event.target.value.replace(/\D/g, '').slice(0, cvvLength(brand)))}
      />
    </FormGrid>
  );
}
