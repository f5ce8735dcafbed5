import { useRepresentative } from '@painel/api-client/react';
import { Button, Link } from '@painel/ui';
import { useEffect } from 'react';
import { BlankPage } from '../../core/page/BlankPage';
import { ApiHooksProvider } from '../../core/runtime/ApiHooksProvider';
import { useSignOut } from '../../core/session/useSignOut';
import { termsMessages } from './messages';
import { useMessages } from '../../core/copy/MessagesContext';

function Notice() {
  const messages = useMessages('terms', termsMessages);
  const m = messages.notice;
  const signOut = useSignOut();
  const query = useRepresentative();
  // SWR types its error as any.
  const error: unknown = query.error;
  const { data } = query;

  useEffect(() => {
    if (error) console.error('[@painel/portal-features] the company representative could not be fetched', error);
  }, [error]);

  // Spec 2.4: back navigation is blocked; the way out is 'Sair'.
  useEffect(() => {
    const stay = () => window.history.pushState(null, '', window.location.href);
    stay();
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, []);

  const admin = data?.admin;
  return (
    <BlankPage title={messages.noticeTitle} intro={m.text(admin?.name.toUpperCase())}>
      {admin ? (
        <p>
          {m.contact} <Link href={`mailto:${admin.email}`}>{admin.email}</Link>
        </p>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => void signOut()}>
          {messages.signOut}
        </Button>
      </div>
    </BlankPage>
  );
}

/** /notice-of-terms (spec 2.4): the company's terms are unsigned and this user is not its administrator. */
export function NoticeOfTermsScreen() {
  return (
    <ApiHooksProvider>
      <Notice />
    </ApiHooksProvider>
  );
}
