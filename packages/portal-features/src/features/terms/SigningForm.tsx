import { signTermsErrorToasts } from '@painel/api-client';
import { Button, Checkbox, ConfirmDialog, Link, notify } from '@painel/ui';
import { useState } from 'react';
import { notifyAll } from '../../core/notifyAll';
import { BlankPage } from '../../core/page/BlankPage';
import { ButtonRow } from '../../core/page/ButtonRow';
import { useGoHome } from '../../core/links/useGoHome';
import { useApi, usePortalOptions } from '../../core/runtime/hooks';
import { useSignOut } from '../../core/session/useSignOut';
import { termsMessages } from './messages';
import { useMessages, useWording } from '../../core/copy/MessagesContext';

/**
 * The signature itself, shown once the check says this user is the company's administrator and the terms are not
 * signed yet: its own file, so a signed company's people passing by (sent home at once) never load it.
 */
export default function SigningForm() {
  const messages = useMessages('terms', termsMessages);
  const wording = useWording();
  const m = messages.signing;
  const api = useApi();
  const options = usePortalOptions();
  const signOut = useSignOut();
  const goHome = useGoHome();
  const [agreed, setAgreed] = useState(false);
  // Spec 2.4: a second checkbox for the account terms exists but is not shown.
  const [accountTermsAgreed, setAccountTermsAgreed] = useState(true);
  const [confirming, setConfirming] = useState(false);

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
