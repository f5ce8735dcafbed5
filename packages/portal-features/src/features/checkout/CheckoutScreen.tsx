import { useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { ACCESSIBILITY_PATH } from '../../core/routing/accessibilityPath';
import { useApi, usePortalLink, usePortalOptions } from '../../core/runtime/hooks';
import { CheckoutApp } from './CheckoutPages';
import { checkoutRouteOf } from './checkoutRoute';
import { checkoutMessages } from './messages';

/**
 * '/checkout/{id}', '/checkout/payed' and '/checkout/finish' inside a portal host (spec 2.2): the same pages as
 * the checkout's own entry, on the portal's client and router.
 */
export function CheckoutScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const api = useApi();
  const options = usePortalOptions();
  const m = useMessages('checkout', checkoutMessages);
  return (
    <CheckoutApp
      route={checkoutRouteOf(location.pathname, location.search)}
      env={{
        api,
        navigate: (path) => void navigate(href(path)),
        processorName: options.paymentProcessorName,
        sandboxTools: options.sandboxTools,
        accessibilityHref: href(ACCESSIBILITY_PATH),
        m,
      }}
    />
  );
}
