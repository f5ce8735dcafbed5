import { PortalLink } from '../../../core/links/PortalLink';
import { BlankPage } from '../../../core/page/BlankPage';
import { useCurrentRoute } from '../../../core/routing/CurrentRoute';
import { usePortalOptions } from '../../../core/runtime/hooks';
import { SANDBOX_INBOX_PATH } from '../../../core/sandboxInbox';
import { recoveryMessages } from '../recoveryMessages';
import { Aside } from './AuthForm';
import { useMessages } from '../../../core/copy/MessagesContext';

/** /forgot-password/completed and /forgot-password-whatsapp/completed: where the link went, and the ways on. */
export function ResetLinkSentScreen() {
  const m = useMessages('recovery', recoveryMessages).sent;
  const route = useCurrentRoute();
  const { sandboxTools } = usePortalOptions();
  const byWhatsapp = route.path.startsWith('/forgot-password-whatsapp');
  return (
    <BlankPage title={route.title} intro={byWhatsapp ? m.whatsapp : m.email}>
      {sandboxTools ? (
        <p>
          <PortalLink to={SANDBOX_INBOX_PATH}>{m.sandboxInbox}</PortalLink>
        </p>
      ) : null}
      <Aside>
        <span>
          {m.notReceived} <PortalLink to="/forgot-password">{m.askAgain}</PortalLink>
        </span>
        <PortalLink to="/login">{m.backToLogin}</PortalLink>
      </Aside>
    </BlankPage>
  );
}
