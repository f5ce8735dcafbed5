import { signTermsErrorToasts, termsSignedErrorToasts } from '@painel/api-client';
import { useIsSigned } from '@painel/api-client/react';
import { Button, Checkbox, ConfirmDialog, Link, notify, Spinner } from '@painel/ui';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { notifyAll } from '../../core/notifyAll';
import { BlankPage } from '../../core/page/BlankPage';
import { ButtonRow } from '../../core/page/ButtonRow';
import { ApiHooksProvider } from '../../core/runtime/ApiHooksProvider';
import { useGoHome } from '../../core/links/useGoHome';
import { useApi, usePortalLink, usePortalOptions, useSession } from '../../core/runtime/hooks';
import { useSignOut } from '../../core/session/useSignOut';
import { termsMessages } from './messages';
import { useMessages, useWording } from '../../core/copy/MessagesContext';

function Signing() {
  const messages = useMessages('terms', termsMessages);
  const wording = useWording();
  const m = messages.signing;
  const api = useApi();
  const { user } = useSession();
  const options = usePortalOptions();
  const signOut = useSignOut();
  const goHome = useGoHome();
  const { href } = usePortalLink();
  const signed = useIsSigned(!user?.isTheSupport);
  // SWR types its error as any.
  const checkError: unknown = signed.error;
  const [agreed, setAgreed] = useState(false);
  // Spec 2.4: a second checkbox for the account terms exists but is not shown.
  const [accountTermsAgreed, setAccountTermsAgreed] = useState(true);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (user?.isTheSupport || signed.data?.isSigned) goHome();
  }, [user?.isTheSupport, signed.data?.isSigned, goHome]);
  // Spec 8: a failed check says so with its own words.
  useEffect(() => {
    if (checkError) notifyAll(termsSignedErrorToasts(checkError), 'danger', wording);
  }, [checkError, wording]);

  const sign = async () => {
    try {
      const ip = await api.lookupIp();
      const answer = await api.signCompanyTerms(ip);
      notify({ tone: 'success', title: m.successTitle, description: answer.mensagem ?? m.successFallback });
      goHome();
    } catch (error) {
      notifyAll(signTermsErrorToasts(error), 'danger', wording);
      throw error;
    }
  };

  const label = (
    <>
      {m.agreeStart}{' '}
      <Link href={options.termsDocuments.serviceTerms} external>
        {m.serviceTerms}
      </Link>{' '}
      {m.and}{' '}
      <Link href={options.termsDocuments.privacyPolicy} external>
        {m.privacyPolicy}
      </Link>
    </>
  );

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
  if (!signed.data) {
    return (
      <BlankPage title={messages.signingTitle} intro={m.text} width="wide">
        <Spinner label={m.checking} />
      </BlankPage>
    );
  }
  // Spec 6: only the company administrator signs; everybody else sees who must.
  const isAdministrator =
    signed.data.idrepresentative != null && String(signed.data.idrepresentative) === String(user?.iduser);
  if (!isAdministrator) return <Navigate to={href('/notice-of-terms')} replace />;

  return (
    <BlankPage title={messages.signingTitle} intro={m.text} width="wide">
      <Checkbox checked={agreed} onCheckedChange={(checked) => setAgreed(checked === true)} label={label} />
      <div hidden>
        <Checkbox
          checked={accountTermsAgreed}
          onCheckedChange={(checked) => setAccountTermsAgreed(checked === true)}
          label={m.accountTerms}
        />
      </div>
      <ButtonRow $align="spread">
        <Button variant="secondary" onClick={() => void signOut()}>
          {messages.signOut}
        </Button>
        {/* A click on the still-disabled button says what is missing. */}
        <span onClickCapture={() => (agreed ? undefined : notify({ tone: 'warning', title: m.tickFirst }))}>
          <Button aria-disabled={!agreed} onClick={() => (agreed ? setConfirming(true) : undefined)}>
            {m.continue}
          </Button>
        </span>
      </ButtonRow>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.confirmTitle}
        description={m.confirmText}
        confirmLabel={m.confirm}
        cancelLabel={m.cancel}
        onConfirm={sign}
      />
    </BlankPage>
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
