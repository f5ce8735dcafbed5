import { termsSignedErrorToasts } from '@painel/api-client';
import { useIsSigned } from '@painel/api-client/react';
import { Button, Spinner } from '@painel/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { notifyAll } from '../../core/notifyAll';
import { BlankPage } from '../../core/page/BlankPage';
import { ButtonRow } from '../../core/page/ButtonRow';
import { ApiHooksProvider } from '../../core/runtime/ApiHooksProvider';
import { useGoHome } from '../../core/links/useGoHome';
import { usePortalLink, useSession } from '../../core/runtime/hooks';
import { useSignOut } from '../../core/session/useSignOut';
import { termsMessages } from './messages';
import { useMessages, useWording } from '../../core/copy/MessagesContext';

const SigningForm = lazy(() => import('./SigningForm'));

function Signing() {
  const messages = useMessages('terms', termsMessages);
  const wording = useWording();
  const m = messages.signing;
  const { user } = useSession();
  const signOut = useSignOut();
  const goHome = useGoHome();
  const { href } = usePortalLink();
  const signed = useIsSigned(!user?.isTheSupport);
  // SWR types its error as any.
  const checkError: unknown = signed.error;

  useEffect(() => {
    if (user?.isTheSupport || signed.data?.isSigned) goHome();
  }, [user?.isTheSupport, signed.data?.isSigned, goHome]);
  // Spec 8: a failed check says so with its own words.
  useEffect(() => {
    if (checkError) notifyAll(termsSignedErrorToasts(checkError), 'danger', wording);
  }, [checkError, wording]);

  if (checkError) {
    return (
      <BlankPage title={messages.signingTitle} intro={m.checkFailed} width="wide">
        <ButtonRow $align="spread">
          <Button variant="secondary" onClick={() => void signOut()}>
            {messages.signOut}
          </Button>
          <Button onClick={() => void signed.mutate()}>{m.retry}</Button>
        </ButtonRow>
      </BlankPage>
    );
  }
  const checking = (
    <BlankPage title={messages.signingTitle} intro={m.text} width="wide">
      <Spinner label={m.checking} />
    </BlankPage>
  );
  // A signed company's people are on their way home.
  if (!signed.data || signed.data.isSigned) return checking;
  // Spec 6: only the company administrator signs; everybody else sees who must.
  const isAdministrator =
    signed.data.idrepresentative != null && String(signed.data.idrepresentative) === String(user?.iduser);
  if (!isAdministrator) return <Navigate to={href('/notice-of-terms')} replace />;

  return (
    <Suspense fallback={checking}>
      <SigningForm />
    </Suspense>
  );
}

/**
 * /signing-of-terms (spec 2.4, 4.4, 6): the company administrator signs the terms for the company. The
 * signature is offered only once the check says this user is the administrator; other users go to the
 * blocked-access notice, already signed companies and support users to the role home.
 */
export function SigningOfTermsScreen() {
  return (
    <ApiHooksProvider>
      <Signing />
    </ApiHooksProvider>
  );
}
