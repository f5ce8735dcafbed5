import type { SaleReceipt } from '@painel/api-client';
import { formatDateTime } from '@painel/ui';
import { PdfDownloadButton } from './PdfDownloadButton';
import type { SaleReceiptMessages } from './saleReceiptMessages';

export interface SaleReceiptPdfButtonProps {
  label: string;
  saved: (filename: string) => string;
  receipt: SaleReceipt;
  /** Who issues it: the brand's name. */
  issuer: string;
  messages: SaleReceiptMessages;
}

/** The sale receipt's PDF, the same document from the merchant's sale and from the customer's link. */
export function SaleReceiptPdfButton({ label, saved, receipt, issuer, messages }: SaleReceiptPdfButtonProps) {
  return (
    <PdfDownloadButton
      label={label}
      saved={saved}
      make={async () => {
        const { saleReceiptFilename, saleReceiptPdf } = await import('./saleReceiptPdf');
        const blob = saleReceiptPdf({ receipt, issuedAt: formatDateTime(new Date()), issuer, messages });
        return { filename: saleReceiptFilename(receipt), blob };
      }}
    />
  );
}
