import { useParams } from 'react-router-dom';
import { usePortalOptions } from '../../core/runtime/hooks';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { MessagePage } from './MessagePage';
import { publicPagesMessages } from './messages';
import { NotFoundScreen } from './NotFoundScreen';
import { useMessages } from '../../core/copy/MessagesContext';

const HEX_ID = /^[0-9a-f]+$/i;

/** '/checkout/{id}': a payment page for a hex id; any other id is not a checkout address. */
export function CheckoutScreen() {
  const { id = '' } = useParams();
  const route = useCurrentRoute();
  const options = usePortalOptions();
  const m = useMessages('publicPages', publicPagesMessages).checkout;
  if (!HEX_ID.test(id)) return <NotFoundScreen />;
  return (
    <MessagePage title={route.title} description={m.description} footer={m.processedBy(options.paymentProcessorName)} />
  );
}
