import { recurrenceCycleLabels, type Checkout } from '@painel/api-client';
import { formatMoney } from '@painel/ui';
import { useId, type ReactNode } from 'react';
import type { CheckoutMessages } from './messages';
import { Lines, Section, Total } from './styles';

/** What the payer buys: each item, the shipping, and the total large and clear (or the amount they type). */
export function OrderSummary({
  checkout,
  m,
  amountField,
}: {
  checkout: Checkout;
  m: CheckoutMessages;
  amountField: ReactNode;
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h1 id={headingId}>{checkout.name}</h1>
      <h2>{m.summary}</h2>
      {checkout.amount === null ? (
        amountField
      ) : (
        <>
          <Lines>
            {checkout.items.map((item, index) => (
              <div key={index}>
                <dt>
                  {m.quantity(item.quantity)} {item.name}
                </dt>
                <dd>{formatMoney(item.quantity * item.unitPrice)}</dd>
              </div>
            ))}
            {checkout.shipping > 0 && (
              <div>
                <dt>{m.shipping}</dt>
                <dd>{formatMoney(checkout.shipping)}</dd>
              </div>
            )}
          </Lines>
          <Total>
            <span>{m.total}</span>
            <strong>{formatMoney(checkout.amount)}</strong>
          </Total>
          {checkout.subscription && <p>{m.subscription(recurrenceCycleLabels[checkout.subscription.cycle])}</p>}
        </>
      )}
    </Section>
  );
}
