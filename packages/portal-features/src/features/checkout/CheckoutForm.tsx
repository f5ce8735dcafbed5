import { checkoutMethods, type Checkout, type CheckoutMethod, type CheckoutPayment } from '@painel/api-client';
import {
  CHECKOUT_AMOUNT_MAX,
  CHECKOUT_AMOUNT_MIN,
  cardProblemMessages,
  cardProblems,
  documentCharactersOf,
  payerProblems,
} from '@painel/api-client/money';
import { Button, Spinner, TextField, formatMoney } from '@painel/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { newIdempotencyKey } from '../../core/money/idempotencyKey';
import { CardFields, installmentChoices, type CardDraft } from './CardFields';
import { failureOf, type CheckoutEnvironment } from './checkoutApi';
import { formatAmountInput } from './checkoutFormat';
import { FINISH_PATH, payedPath } from './checkoutRoute';
import { MethodTabs } from './MethodTabs';
import { OrderSummary } from './OrderSummary';
import { PayerFields, type Payer } from './PayerFields';
import { Actions, Alert, Section } from './styles';

// Pix and boleto load when the payer picks them: the first visit carries the card form only.
const PixPanel = lazy(() => import('./PixPanel').then((module) => ({ default: module.PixPanel })));
const BoletoPanel = lazy(() => import('./BoletoPanel').then((module) => ({ default: module.BoletoPanel })));
const POLL_MS = 3_000;
const realClock = () => new Date();
const digitsOf = (text: string) => text.replace(/\D/g, '');
const saoPauloMonth = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(date);

type Notice = { tone: 'danger' | 'warning'; title: string; text?: string };

/**
 * The payment itself: order, payer, method tabs. A failure keeps everything typed but the CVV; one idempotency
 * key per attempt makes a double click one payment; a refusal starts a new attempt.
 */
export function CheckoutForm({ checkout, env }: { checkout: Checkout; env: CheckoutEnvironment }) {
  const { api, m, navigate } = env;
  const clock = env.clock ?? realClock;
  const methods = checkoutMethods.filter((method) => checkout.methods[method] !== null);
  const [method, setMethod] = useState<CheckoutMethod>(methods[0] ?? 'card');
  const [payer, setPayer] = useState<Payer>({
    name: checkout.customer?.name ?? '',
    email: checkout.customer?.email ?? '',
    document: '',
    phone: '',
    address: '',
  });
  const [amountText, setAmountText] = useState('');
  const [card, setCard] = useState<CardDraft>({ number: '', holderName: '', expiry: '', cvv: '', installments: '1' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Partial<Record<CheckoutMethod, CheckoutPayment>>>({});
  const key = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const amountId = useId();

  const amount = checkout.amount ?? formatAmountInput(amountText).cents;
  const choice = installmentChoices(checkout, amount, m).find((c) => c.value === card.installments)?.option;
  const toPay = method === 'card' && choice ? choice.total : amount;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const waiting = Object.values(pending).find((payment) => payment?.status === 'pending');
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      api.checkoutPayment(checkout.id, waiting.id).then(
        (latest) => {
          if (latest.status === 'paid') navigate(payedPath(checkout.id, latest.id));
          else if (latest.status !== 'pending') setPending((all) => ({ ...all, [latest.method]: latest }));
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [api, checkout.id, navigate, waiting]);

  const problemsOf = (forMethod: CheckoutMethod) => {
    const found: Record<string, string> = {};
    const payerFound = payerProblems(
      {
        name: payer.name,
        email: payer.email,
        document: documentCharactersOf(payer.document),
        phone: digitsOf(payer.phone),
        address: payer.address,
      },
      checkout.collect,
      Boolean(checkout.customer?.document),
    );
    for (const [field, message] of Object.entries(payerFound)) found[`payer.${field}`] = message;
    if (checkout.amount === null && (amount < CHECKOUT_AMOUNT_MIN || amount > CHECKOUT_AMOUNT_MAX))
      found.amount = m.openAmountHint;
    if (forMethod === 'card') {
      const month = saoPauloMonth(clock());
      for (const [field, problem] of Object.entries(cardProblems(card, month)))
        found[`card.${field}`] = cardProblemMessages[problem];
      if (!choice || choice.unavailable) found['card.installments'] = m.card.installments;
    }
    return found;
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());

  const attempt = async (forMethod: CheckoutMethod) => {
    if (inFlight.current) return;
    const found = problemsOf(forMethod);
    setErrors(found);
    if (Object.keys(found).length) {
      setNotice(null);
      focusFirstProblem();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const payment = await api.payCheckout(checkout.id, {
        idempotencyKey: key.current,
        method: forMethod,
        ...(checkout.amount === null ? { amount } : {}),
        payer: {
          name: payer.name.trim(),
          email: payer.email.trim(),
          document: documentCharactersOf(payer.document),
          ...(checkout.collect.phone ? { phone: digitsOf(payer.phone) } : {}),
          ...(checkout.collect.address ? { address: payer.address.trim() } : {}),
        },
        ...(forMethod === 'card'
          ? {
              card: {
                number: digitsOf(card.number),
                holderName: card.holderName.trim(),
                expiry: card.expiry,
                cvv: card.cvv,
                installments: Number(card.installments),
              },
            }
          : {}),
      });
      // A payment was made (paid, refused or waiting): the next try is another payment.
      key.current = newIdempotencyKey();
      if (payment.status === 'paid') return navigate(payedPath(checkout.id, payment.id));
      if (payment.status === 'refused') {
        setCard((draft) => ({ ...draft, cvv: '' }));
        setNotice({
          tone: 'danger',
          title: m.card.refused,
          text: `${payment.refusal?.message ?? ''}. ${m.card.refusedHint} ${m.card.cvvCleared}`,
        });
        return;
      }
      setPending((all) => ({ ...all, [forMethod]: payment }));
    } catch (error) {
      const failure = failureOf(error);
      setCard((draft) => ({ ...draft, cvv: '' }));
      setErrors(failure.fields);
      if (Object.keys(failure.fields).length) focusFirstProblem();
      else setNotice({ tone: 'danger', title: failure.message ?? m.payFailed });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const sandboxPay = (payment: CheckoutPayment | undefined) =>
    env.sandboxTools && payment
      ? () =>
          void api.sandboxPayCheckout(payment.id).then(
            (paid) => navigate(payedPath(checkout.id, paid.id)),
            (error: unknown) => setNotice({ tone: 'danger', title: failureOf(error).message ?? m.payFailed }),
          )
      : undefined;

  const panels: Record<CheckoutMethod, ReactNode> = {
    card: (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void attempt('card');
        }}
      >
        <Actions>
          <CardFields checkout={checkout} amount={amount} card={card} errors={errors} onChange={setCard} m={m} />
          <Button type="submit" loading={busy} disabled={busy} fullWidth size="lg">
            {m.card.pay(formatMoney(toPay))}
          </Button>
        </Actions>
      </form>
    ),
    pix: (
      <PixPanel
        payment={pending.pix ?? null}
        busy={busy}
        onGenerate={() => void attempt('pix')}
        onSandboxPay={sandboxPay(pending.pix)}
        clock={clock}
        m={m}
      />
    ),
    boleto: (
      <BoletoPanel
        payment={pending.boleto ?? null}
        busy={busy}
        onGenerate={() => void attempt('boleto')}
        onDone={() => navigate(FINISH_PATH)}
        onSandboxPay={sandboxPay(pending.boleto)}
        m={m}
      />
    ),
  };

  return (
    <>
      <OrderSummary
        checkout={checkout}
        m={m}
        amountField={
          <TextField
            id={amountId}
            label={m.openAmount}
            hint={m.openAmountHint}
            inputMode="decimal"
            required
            value={amountText ? `R$ ${amountText}` : ''}
            error={errors.amount}
            onChange={(event) => setAmountText(formatAmountInput(event.target.value).text)}
          />
        }
      />
      <PayerFields checkout={checkout} payer={payer} errors={errors} onChange={setPayer} m={m} />
      <Section aria-label={m.methods}>
        {notice && (
          <Alert $tone={notice.tone} role="alert" tabIndex={-1} ref={noticeRef}>
            <strong>{notice.title}</strong>
            {notice.text && <p>{notice.text}</p>}
          </Alert>
        )}
        <MethodTabs
          label={m.methods}
          value={method}
          onChange={(value) => {
            setMethod(value);
            setNotice(null);
          }}
          tabs={methods.map((value) => ({
            value,
            label: m.methodNames[value],
            content: <Suspense fallback={<Spinner label={m.loading} />}>{panels[value]}</Suspense>,
          }))}
        />
      </Section>
    </>
  );
}
