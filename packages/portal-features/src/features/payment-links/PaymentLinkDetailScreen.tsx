import { usePaymentLink } from '@painel/api-client/react';
import { Button, Card, Spinner } from '@painel/ui';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { MoneyStack } from '../../core/money';
import { useRouteParams } from '../../core/routing/useRouteParams';
import { usePortalLink } from '../../core/runtime/hooks';
import { linkPaths } from './linkPaths';
import { paymentLinksMessages } from './messages';
import { PaymentLinkView } from './PaymentLinkView';

/** /dashboard/payment/links/fixed/{idrecurrence}: an anonymous link, its payments and its actions. */
export function PaymentLinkDetailScreen() {
  const d = useMessages('paymentLinks', paymentLinksMessages).detail;
  const { idrecurrence = '' } = useRouteParams();
  const detail = usePaymentLink(idrecurrence);
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const status = (detail.error as { status?: number } | undefined)?.status;
  return (
    <MoneyStack>
      <div>
        <Button variant="tertiary" onClick={() => void navigate(href(linkPaths.reusable.list))}>
          {d.back}
        </Button>
      </div>
      {detail.data ? (
        <PaymentLinkView detail={detail.data} onChanged={() => void detail.mutate()} />
      ) : detail.error ? (
        <Card title={d.title}>
          <p role="alert">{status === 404 ? d.notFound : d.loadFailed}</p>
          {status !== 404 && <Button onClick={() => void detail.mutate()}>{d.retry}</Button>}
        </Card>
      ) : (
        <Spinner />
      )}
    </MoneyStack>
  );
}
