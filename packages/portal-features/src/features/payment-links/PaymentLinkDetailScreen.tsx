import { usePaymentLink } from '@painel/api-client/react';
import { Button } from '@painel/ui';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { DetailFrame } from '../../core/detail';
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
  const back = (
    <div>
      <Button variant="tertiary" onClick={() => void navigate(href(linkPaths.reusable.list))}>
        {d.back}
      </Button>
    </div>
  );
  return (
    <DetailFrame
      back={back}
      query={detail}
      messages={d}
      title={d.title}
      history={(data) => ({ model: 'PaymentLink', id: data.link.id })}
    >
      {(data) => <PaymentLinkView detail={data} onChanged={() => void detail.mutate()} />}
    </DetailFrame>
  );
}
