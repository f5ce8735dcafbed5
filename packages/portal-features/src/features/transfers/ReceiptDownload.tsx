import type { Transfer } from '@painel/api-client';
import { formatDateTime, usePainelTheme } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { PdfDownloadButton } from '../../core/documents/PdfDownloadButton';
import { transfersMessages } from './messages';

/** "Baixar comprovante (PDF)" of a transfer. */
export function ReceiptDownload({ transfer }: { transfer: Transfer }) {
  const messages = useMessages('transfers', transfersMessages);
  const { brand } = usePainelTheme();
  return (
    <PdfDownloadButton
      label={messages.receipt.pdf}
      saved={messages.receipt.saved}
      make={async () => {
        const { transferReceiptFilename, transferReceiptPdf } = await import('./transferReceiptPdf');
        const blob = transferReceiptPdf({
          transfer,
          issuedAt: formatDateTime(new Date()),
          issuer: brand.name,
          messages,
        });
        return { filename: transferReceiptFilename(transfer), blob };
      }}
    />
  );
}
