import { cardBrandLabels, checkoutMethodLabels } from '@painel/api-client';
import { Button, Spinner, formatDateTime, formatMoney } from '@painel/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CheckoutPayment } from '@painel/api-client';
import { type CheckoutEnvironment } from './checkoutApi';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutFrame } from './CheckoutFrame';
import { FINISH_PATH, type CheckoutRoute } from './checkoutRoute';
import { Actions, Alert, Lines, Loading, Section } from './styles';
import { useCheckout } from './useCheckout';
import { Message } from './CheckoutMessage';
import { SaleReceiptPage } from './SaleReceiptPage';

function Frame({
  env,
  merchantName,
  title,
  children,
}: {
  env: CheckoutEnvironment;
  merchantName?: string;
  /** The tab's title when the page is not the payment itself (a confirmed payment says so, A20). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <CheckoutFrame
      title={title ?? env.m.pageTitle}
      merchantName={merchantName}
      secureLabel={env.m.securePayment}
      footer={env.m.processedBy(env.processorName)}
      {...(env.accessibilityHref ? { accessibility: { label: env.m.accessibility, href: env.accessibilityHref } } : {})}
    >
      {children}
    </CheckoutFrame>
  );
}

/** '/checkout/{id}': the link's page, or why it cannot be paid. */
export function CheckoutPayPage({ linkId, env }: { linkId: string; env: CheckoutEnvironment }) {
  const { m } = env;
  const { load, retry } = useCheckout(env.api, linkId);
  if (load.state === 'loading')
    return (
      <Frame env={env}>
        <Loading>
          <Spinner label={m.loading} />
        </Loading>
      </Frame>
    );
  if (load.state === 'notFound')
    return (
      <Frame env={env}>
        <Message title={m.notFound} text={m.notFoundHint} />
      </Frame>
    );
  if (load.state === 'error')
    return (
      <Frame env={env}>
        <Section>
          <h1>{m.pageTitle}</h1>
          <Alert $tone="danger" role="alert">
            <p>{m.loadFailed}</p>
          </Alert>
          <Button onClick={retry}>{m.retry}</Button>
        </Section>
      </Frame>
    );
  const { checkout } = load;
  return (
    <Frame env={env} merchantName={checkout.merchant.name}>
      {checkout.status === 'active' ? (
        <CheckoutForm checkout={checkout} env={env} />
      ) : (
        <Message title={m.unavailable[checkout.status].title} text={m.unavailable[checkout.status].text} />
      )}
    </Frame>
  );
}

/** '/checkout/payed': the receipt, read back from the API (a reload shows it again). */
export function CheckoutReceiptPage({
  linkId,
  paymentId,
  env,
}: {
  linkId: string;
  paymentId: string;
  env: CheckoutEnvironment;
}) {
  const { m } = env;
  const r = m.receipt;
  const [payment, setPayment] = useState<CheckoutPayment | null | 'missing'>(null);
  const [returnUrl, setReturnUrl] = useState<string | null>(null);
  // The Pay button went away with the form: once the receipt shows, its heading takes focus and says the payment
  // is confirmed (unless the payer already moved on to something else).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = payment !== null && payment !== 'missing';
  useEffect(() => {
    const active = document.activeElement;
    if (shown && (active === null || active === document.body)) heading.current?.focus();
  }, [shown]);
  useEffect(() => {
    let live = true;
    env.api.checkoutPayment(linkId, paymentId).then(
      (found) => live && setPayment(found.status === 'paid' ? found : 'missing'),
      () => live && setPayment('missing'),
    );
    env.api.checkout(linkId).then(
      (checkout) => live && setReturnUrl(checkout.returnUrl),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [env.api, linkId, paymentId]);
  if (payment === null)
    return (
      <Frame env={env}>
        <Loading>
          <Spinner label={m.loading} />
        </Loading>
      </Frame>
    );
  if (payment === 'missing')
    return (
      <Frame env={env}>
        <Message title={r.title} text={r.missing} />
      </Frame>
    );
  return (
    <Frame env={env} title={env.m.receipt.title} merchantName={payment.merchantName}>
      <Section>
        <h1 ref={heading} tabIndex={-1}>
          {r.title}
        </h1>
        <Alert $tone="success" role="status">
          <p>{r.intro(payment.merchantName)}</p>
        </Alert>
        <Lines>
          <div>
            <dt>{r.amount}</dt>
            <dd>{formatMoney(payment.total)}</dd>
          </div>
          <div>
            <dt>{r.method}</dt>
            <dd>
              {payment.brand && payment.last4
                ? r.card(cardBrandLabels[payment.brand], payment.last4)
                : checkoutMethodLabels[payment.method]}
            </dd>
          </div>
          {payment.method === 'card' && (
            <div>
              <dt>{m.card.installments}</dt>
              <dd>{r.installments(payment.installments, formatMoney(payment.installmentAmount))}</dd>
            </div>
          )}
          {payment.authorizationCode && (
            <div>
              <dt>{r.authorization}</dt>
              <dd>{payment.authorizationCode}</dd>
            </div>
          )}
          <div>
            <dt>{r.paidAt}</dt>
            <dd>{formatDateTime(payment.paidAt ?? payment.createdAt)}</dd>
          </div>
          <div>
            <dt>{r.id}</dt>
            <dd>{payment.id}</dd>
          </div>
        </Lines>
        <Actions>
          {returnUrl ? (
            <Button onClick={() => window.location.assign(returnUrl)} fullWidth>
              {r.backToStore}
            </Button>
          ) : (
            <Button onClick={() => env.navigate(FINISH_PATH)} fullWidth>
              {r.finish}
            </Button>
          )}
        </Actions>
      </Section>
    </Frame>
  );
}

/** '/checkout/finish': the journey's end. */
export function CheckoutFinishPage({ env }: { env: CheckoutEnvironment }) {
  return (
    <Frame env={env} title={env.m.finish.title}>
      <Message title={env.m.finish.title} text={env.m.finish.text} tone="info" />
    </Frame>
  );
}

/** The page an address names. */
export function CheckoutApp({ route, env }: { route: CheckoutRoute; env: CheckoutEnvironment }) {
  switch (route.page) {
    case 'pay':
      return <CheckoutPayPage key={route.linkId} linkId={route.linkId} env={env} />;
    case 'payed':
      return <CheckoutReceiptPage linkId={route.linkId} paymentId={route.paymentId} env={env} />;
    case 'finish':
      return <CheckoutFinishPage env={env} />;
    case 'saleReceipt':
      return <SaleReceiptPage key={route.token} token={route.token} env={env} />;
    case 'paid':
      return (
        <Frame env={env} title={env.m.receipt.title}>
          <Message title={env.m.receipt.title} text={env.m.receipt.generic} tone="success" />
        </Frame>
      );
    default:
      return (
        <Frame env={env}>
          <Message title={env.m.notFound} text={env.m.notFoundHint} />
        </Frame>
      );
  }
}
