import { usePaymentLink } from '@painel/api-client/react';
import { useMessages } from '../../core/copy/MessagesContext';
import { BackButton, DetailFrame } from '../../core/detail';
import { useRouteParams } from '../../core/routing/useRouteParams';
import { linkPaths } from './linkPaths';
import { paymentLinksMessages } from './messages';
import { PaymentLinkView } from './PaymentLinkView';

/** /dashboard/payment/links/fixed/{idrecurrence}: an anonymous link, its payments and its actions. */
export function PaymentLinkDetailScreen() {
  const d = useMessages('paymentLinks', paymentLinksMessages).detail;
  const { idrecurrence = '' } = useRouteParams();
  const detail = usePaymentLink(idrecurrence);
  return (
    <DetailFrame
      back={<BackButton to={linkPaths.reusable.list}>{d.back}</BackButton>}
      query={detail}
      messages={d}
      title={d.title}
      history={(data) => ({ model: 'PaymentLink', id: data.link.id })}
    >
      {(data) => <PaymentLinkView detail={data} onChanged={() => void detail.mutate()} />}
    </DetailFrame>
  );
}
