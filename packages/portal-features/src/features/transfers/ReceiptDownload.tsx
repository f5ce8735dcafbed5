import type { Transfer } from '@painel/api-client';
import { Button, formatDateTime, usePainelTheme } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { downloadBlob } from '../../core/money';
import { transfersMessages } from './messages';

/**
 * "Baixar comprovante (PDF)": the receipt drawn here, from what the screen already has (no request); the drawing
 * code loads with the first click.
 */
export function ReceiptDownload({ transfer }: { transfer: Transfer }) {
  const messages = useMessages('transfers', transfersMessages);
  const { brand } = usePainelTheme();
  const [saved, setSaved] = useState<string | null>(null);
  const download = async () => {
    const { transferReceiptFilename, transferReceiptPdf } = await import('./transferReceiptPdf');
    const filename = transferReceiptFilename(transfer);
    downloadBlob(
      filename,
      transferReceiptPdf({ transfer, issuedAt: formatDateTime(new Date()), issuer: brand.name, messages }),
    );
    setSaved(filename);
  };
  return (
    <div>
      <Button variant="secondary" onClick={() => void download()}>
        {messages.receipt.pdf}
      </Button>
      <p role="status">{saved ? messages.receipt.saved(saved) : ''}</p>
    </div>
  );
}
