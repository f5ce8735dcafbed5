import type { CheckoutPayment } from '@painel/api-client';
import { formatDigitableLine } from '@painel/api-client/money';
import { Button, formatDate } from '@painel/ui';
import { useId } from 'react';
import { itfBars } from './itfBarcode';
import type { CheckoutMessages } from './messages';
import { Actions, Alert, BarcodeBox, Code } from './styles';
import { useCopy } from './useCopy';

export interface BoletoPanelProps {
  payment: CheckoutPayment | null;
  busy: boolean;
  onGenerate: () => void;
  onDone: () => void;
  onSandboxPay?: () => void;
  m: CheckoutMessages;
}

/** Boleto: the linha digitável with its copy button, the barcode, the due date and how long confirmation takes. */
export function BoletoPanel({ payment, busy, onGenerate, onDone, onSandboxPay, m }: BoletoPanelProps) {
  const b = m.boleto;
  const lineId = useId();
  const { message, copy } = useCopy(b.copied, m.copyFailed);
  if (!payment?.boleto)
    return (
      <Actions>
        <p>{b.intro}</p>
        <p>{b.notice}</p>
        <Button onClick={onGenerate} loading={busy} disabled={busy} fullWidth>
          {b.generate}
        </Button>
      </Actions>
    );
  const line = formatDigitableLine(payment.boleto.digitableLine);
  const { bars, width } = itfBars(payment.boleto.barcode);
  return (
    <Actions>
      <strong>{b.dueDate(formatDate(payment.boleto.dueDate))}</strong>
      <label htmlFor={lineId}>{b.line}</label>
      <Code id={lineId} readOnly value={line} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="secondary" onClick={() => void copy(payment.boleto?.digitableLine ?? '')} fullWidth>
        {b.copy}
      </Button>
      <p role="status">{message}</p>
      <BarcodeBox>
        <svg
          role="img"
          aria-label={b.barcode}
          viewBox={`0 0 ${width + 20} 50`}
          width="100%"
          height="60"
          preserveAspectRatio="none"
        >
          {bars.map((bar) => (
            <rect key={bar.x} x={bar.x + 10} y="0" width={bar.width} height="50" fill="currentColor" />
          ))}
        </svg>
      </BarcodeBox>
      <Alert $tone="info">
        <p>{b.notice}</p>
      </Alert>
      <Button onClick={onDone} fullWidth>
        {b.done}
      </Button>
      {onSandboxPay && (
        <Button variant="tertiary" onClick={onSandboxPay} disabled={busy}>
          {b.sandboxPay}
        </Button>
      )}
    </Actions>
  );
}
