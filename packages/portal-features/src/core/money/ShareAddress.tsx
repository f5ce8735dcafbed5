import { Button, Dialog, Link, QrCode } from '@painel/ui';
import { useState, type ReactNode } from 'react';
import { ActionRow, AddressText } from './moneyLayout';

export interface ShareAddressMessages {
  copy: string;
  /** Opens the address in a new tab, as the customer will see it. */
  open: string;
  copied: string;
  copyFailed: string;
  qr: string;
  /** The QR dialog's title and the code's name ('QR Code de Aula avulsa'). */
  qrTitle: string;
  qrHint: string;
}

/**
 * A public address a merchant shares (a payment link, a plan's subscribe link): shown whole, 'Abrir' to see it as
 * the customer will, 'Copiar link' with what happened said to screen readers, and its QR code in a dialog;
 * `children` are the row's further ways to share it.
 */
export function ShareAddress({
  url,
  messages,
  children,
}: {
  url: string;
  messages: ShareAddressMessages;
  children?: ReactNode;
}) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(messages.copied);
    } catch {
      setStatus(messages.copyFailed);
    }
  };
  return (
    <>
      <AddressText>{url}</AddressText>
      <ActionRow>
        <Link href={url} external>
          {messages.open}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {messages.copy}
        </Button>
        <Dialog
          title={messages.qrTitle}
          description={messages.qrHint}
          trigger={
            <Button variant="secondary" size="sm">
              {messages.qr}
            </Button>
          }
        >
          <QrCode value={url} label={messages.qrTitle} />
          <AddressText>{url}</AddressText>
        </Dialog>
        {children}
      </ActionRow>
      <p role="status">{status}</p>
    </>
  );
}
