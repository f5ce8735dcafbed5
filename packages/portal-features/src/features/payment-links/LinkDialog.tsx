import { usePaymentLink } from '@painel/api-client/react';
import { Dialog, Spinner } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { paymentLinksMessages } from './messages';
import { PaymentLinkView } from './PaymentLinkView';

/** A personalised link's detail opens over the list (`?link=`): the spec gives only anonymous links a page. */
export function LinkDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const m = useMessages('paymentLinks', paymentLinksMessages);
  const detail = usePaymentLink(id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={detail.data?.link.name ?? m.detail.title} size="lg">
      {detail.data ? (
        <PaymentLinkView
          detail={detail.data}
          onChanged={() => {
            void detail.mutate();
            onChanged();
          }}
        />
      ) : detail.error ? (
        <p role="alert">{m.detail.loadFailed}</p>
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}
