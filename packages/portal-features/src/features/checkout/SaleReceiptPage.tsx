import type { SaleReceipt } from '@painel/api-client';
import { Button, Spinner, usePainelTheme } from '@painel/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { SaleReceiptPdfButton } from '../../core/documents/SaleReceiptPdfButton';
import { saleReceiptSections } from '../../core/documents/saleReceiptLines';
import type { CheckoutEnvironment } from './checkoutApi';
import { CheckoutFrame } from './CheckoutFrame';
import { Message } from './CheckoutMessage';
import { Actions, Alert, Lines, Loading, Section } from './styles';

type Load =
  { state: 'loading' } | { state: 'ready'; receipt: SaleReceipt } | { state: 'notFound' } | { state: 'error' };

/**
 * '/checkout/comprovante/{token}': a sale's receipt its merchant shared, for the customer, without signing in.
 * The same lines as the PDF, which it also offers; a revoked or mistyped link says so and nothing else.
 */
export function SaleReceiptPage({ token, env }: { token: string; env: CheckoutEnvironment }) {
  const r = env.m.saleReceipt;
  const { brand } = usePainelTheme();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    env.api.saleReceipt(token).then(
      (receipt) => live && setLoad({ state: 'ready', receipt }),
      (error: unknown) =>
        live && setLoad({ state: (error as { status?: number }).status === 404 ? 'notFound' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [env.api, token, attempt]);

  const frame = (children: ReactNode, merchantName?: string) => (
    <CheckoutFrame
      title={r.title}
      merchantName={merchantName}
      secureLabel={env.m.securePayment}
      footer={env.m.processedBy(env.processorName)}
    >
      {children}
    </CheckoutFrame>
  );
  if (load.state === 'loading')
    return frame(
      <Loading>
        <Spinner label={r.loading} />
      </Loading>,
    );
  if (load.state === 'notFound') return frame(<Message title={r.notFound} text={r.notFoundHint} />);
  if (load.state === 'error')
    return frame(
      <Section>
        <h1>{r.title}</h1>
        <Alert $tone="danger" role="alert">
          <p>{r.loadFailed}</p>
        </Alert>
        <Button
          onClick={() => {
            setLoad({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {env.m.retry}
        </Button>
      </Section>,
    );
  const { receipt } = load;
  const note = r.notes[receipt.status];
  return frame(
    <Section>
      <h1>{r.title}</h1>
      {note && (
        <Alert $tone={note.tone}>
          <p>{note.text}</p>
        </Alert>
      )}
      {saleReceiptSections(receipt, r).map(({ title, lines }) => (
        <section key={title}>
          <h2>{title}</h2>
          <Lines>
            {lines.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Lines>
        </section>
      ))}
      <Actions>
        <SaleReceiptPdfButton label={r.pdf} saved={r.pdfSaved} receipt={receipt} issuer={brand.name} messages={r} />
      </Actions>
    </Section>,
    receipt.merchant.name,
  );
}
