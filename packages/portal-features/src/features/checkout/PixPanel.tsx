import type { CheckoutPayment } from '@painel/api-client';
import { Button, QrCode, usePhoneLayout } from '@painel/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { countdownText } from './checkoutFormat';
import type { CheckoutMessages } from './messages';
import { Actions, Alert, Centered, Code, Muted } from './styles';
import { useCopy } from './useCopy';

export interface PixPanelProps {
  payment: CheckoutPayment | null;
  busy: boolean;
  onGenerate: () => void;
  /** Sandbox only: the payer's bank pays the code. */
  onSandboxPay?: () => void;
  /** The payer's clock (the countdown runs on it). */
  clock: () => Date;
  m: CheckoutMessages;
}

/**
 * Pix: a button makes the code; then the QR, the copia-e-cola text with its copy button (the QR alone is not
 * accessible), the countdown to expiry and the wait; an expired code offers a new one.
 */
export function PixPanel({ payment, busy, onGenerate, onSandboxPay, clock, m }: PixPanelProps) {
  const p = m.pix;
  const codeId = useId();
  const { message, copy } = useCopy(p.copied, m.copyFailed);
  const expiresAt = payment?.pix ? Date.parse(payment.pix.expiresAt) : 0;
  const pending = payment?.status === 'pending';
  // Each second re-reads the payer's clock while the code waits.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  // On a phone the payer pays in this phone's bank app: the code to copy comes first, the QR (for another phone) after.
  const phone = usePhoneLayout();
  const now = clock().getTime();
  const expired = payment?.status === 'expired' || (pending && now >= expiresAt);
  const hasCode = Boolean(payment?.pix) && !expired;
  // Focus follows what replaces the focused button: the new code's copy button, or at expiry the way to a new code.
  const copyRef = useRef<HTMLButtonElement>(null);
  const regenerateRef = useRef<HTMLButtonElement>(null);
  const hadCode = useRef(hasCode);
  useEffect(() => {
    if (hadCode.current === hasCode) return;
    hadCode.current = hasCode;
    (hasCode ? copyRef : regenerateRef).current?.focus();
  }, [hasCode]);
  const left = expiresAt - now;
  const warning = !pending ? '' : left <= 60_000 ? p.oneMinuteLeft : left <= 300_000 ? p.fiveMinutesLeft : '';

  if (!payment?.pix || expired)
    return (
      <Actions>
        {expired ? (
          <Alert $tone="warning" role="alert">
            <strong>{p.expired}</strong>
            <p>{p.expiredHint}</p>
          </Alert>
        ) : (
          <p>{p.intro}</p>
        )}
        <Button ref={regenerateRef} onClick={onGenerate} loading={busy} disabled={busy} fullWidth>
          {expired ? p.regenerate : p.generate}
        </Button>
      </Actions>
    );
  const scan = (
    <>
      {!phone && <p>{p.scan}</p>}
      <Centered>
        <QrCode value={payment.pix.brCode} label={p.qrLabel} />
      </Centered>
    </>
  );
  return (
    <Actions>
      {phone ? <p>{p.copyFirst}</p> : scan}
      <label htmlFor={codeId}>{p.code}</label>
      <Code id={codeId} readOnly value={payment.pix.brCode} onFocus={(event) => event.currentTarget.select()} />
      <Button ref={copyRef} variant="secondary" onClick={() => void copy(payment.pix?.brCode ?? '')} fullWidth>
        {p.copy}
      </Button>
      <p role="status">{message}</p>
      {phone && scan}
      <Alert $tone="info">
        <strong role="status">{p.waiting}</strong>
        {/* Readable on demand, never spoken each second; the warnings below are said once each. */}
        <p role="timer" aria-live="off" aria-atomic="true">
          {p.expiresIn(countdownText(left))}
        </p>
        <p role="status">{warning}</p>
      </Alert>
      <Muted>
        {p.validUntil(
          new Date(expiresAt).toLocaleTimeString('pt-BR', {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'America/Sao_Paulo',
          }),
        )}
      </Muted>
      {onSandboxPay && (
        <Button variant="tertiary" onClick={onSandboxPay}>
          {p.sandboxPay}
        </Button>
      )}
    </Actions>
  );
}
