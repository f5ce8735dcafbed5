import type { Checkout } from '@painel/api-client';
import { Button, TextField } from '@painel/ui';
import { useEffect, useId, useState } from 'react';
import { formatDocumentInput, formatPhoneInput } from './checkoutFormat';
import type { CheckoutMessages } from './messages';
import { Section } from './styles';

export interface Payer {
  name: string;
  email: string;
  document: string;
  phone: string;
  address: string;
}

/**
 * Who pays: name, e-mail and CPF/CNPJ always (Pix and boleto need them), the phone when the link asks. A link made for
 * one customer shows the document the merchant gave, masked, and lets the payer give another.
 */
export function PayerFields({
  checkout,
  payer,
  errors,
  onChange,
  m,
}: {
  checkout: Checkout;
  payer: Payer;
  errors: Partial<Record<string, string>>;
  onChange: (payer: Payer) => void;
  m: CheckoutMessages;
}) {
  const headingId = useId();
  const onFileId = useId();
  const onFile = checkout.customer?.document ?? null;
  const [typesOther, setTypesOther] = useState(false);
  const documentId = useId();
  // The button that asked for the field is gone: focus goes to the field it revealed.
  useEffect(() => {
    if (typesOther) document.getElementById(documentId)?.focus();
  }, [typesOther, documentId]);
  const set = (field: keyof Payer, value: string) => onChange({ ...payer, [field]: value });
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{m.payer}</h2>
      <TextField
        label={m.payerName}
        name="name"
        autoComplete="name"
        required
        value={payer.name}
        error={errors['payer.name']}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        label={m.payerEmail}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={payer.email}
        error={errors['payer.email']}
        onChange={(event) => set('email', event.target.value)}
      />
      {onFile && !typesOther ? (
        <div>
          <p id={onFileId}>
            {m.payerDocumentOnFile}: <strong>{onFile}</strong>
          </p>
          <Button variant="tertiary" aria-describedby={onFileId} onClick={() => setTypesOther(true)}>
            {m.payerDocumentOther}
          </Button>
        </div>
      ) : (
        <TextField
          label={m.payerDocument}
          name="document"
          inputMode="numeric"
          required={!onFile}
          id={documentId}
          value={payer.document}
          error={errors['payer.document']}
          onChange={(event) => set('document', formatDocumentInput(event.target.value))}
        />
      )}
      {checkout.collect.phone && (
        <TextField
          label={m.payerPhone}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          value={payer.phone}
          error={errors['payer.phone']}
          onChange={(event) => set('phone', formatPhoneInput(event.target.value))}
        />
      )}
      {checkout.collect.address && (
        <TextField
          label={m.payerAddress}
          name="address"
          autoComplete="street-address"
          required
          value={payer.address}
          error={errors['payer.address']}
          onChange={(event) => set('address', event.target.value)}
        />
      )}
    </Section>
  );
}
