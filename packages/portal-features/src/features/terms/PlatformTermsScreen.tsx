import { formatTermsDate, platformTermsErrorToasts } from '@painel/api-client';
import { Button, Checkbox, ConfirmDialog, Dialog, masks, notify, TermsScroller } from '@painel/ui';
import { useState, useTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyAll } from '../../core/notifyAll';
import { BlankPage } from '../../core/page/BlankPage';
import { ButtonRow } from '../../core/page/ButtonRow';
import { RetryBoundary } from '../../core/page/RetryBoundary';
import { useApi, usePortalClock, usePortalLink, usePortalOptions, useSession } from '../../core/runtime/hooks';
import type { StoredUser } from '../../core/session/storedUser';
import { useSignOut } from '../../core/session/useSignOut';
import { ContractDocument } from './ContractDocument';
import { platformTerms, platformTermsPreamble } from './contracts/platformTerms';
import { termsMessages } from './messages';
import { useMessages, useWording } from '../../core/copy/MessagesContext';

/** 'Aceitar Termos': the acceptance as a React action, so a failure reaches the boundary around it (spec 8). */
function AcceptButton({ disabled }: { disabled: boolean }) {
  const m = useMessages('terms', termsMessages).platform;
  const api = useApi();
  const { acceptPlatformTerms } = useSession();
  const { href } = usePortalLink();
  const navigate = useNavigate();
  const [accepting, startAccepting] = useTransition();
  const accept = () =>
    startAccepting(async () => {
      try {
        await api.acceptTerms();
      } catch (error) {
        // Spec 8: logged and rethrown; the boundary says so, and the boxes stay ticked for another try.
        console.error('[@painel/portal-features] the platform terms could not be accepted', error);
        throw error;
      }
      acceptPlatformTerms();
      void navigate(href('/dashboard/ecommerce'), { replace: true });
    });
  return (
    <Button disabled={disabled} loading={accepting} onClick={accept}>
      {m.accept}
    </Button>
  );
}

/** Reading A (spec 4.4): the full text in a modal; accept once both boxes are ticked and the text read. */
function ContractModal() {
  const m = useMessages('terms', termsMessages).platform;
  const signOut = useSignOut();
  const [termsOfUse, setTermsOfUse] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [readToEnd, setReadToEnd] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const canAccept = termsOfUse && privacy && readToEnd;

  return (
    <>
      <Dialog
        open={!cancelling}
        onOpenChange={(open) => (open ? undefined : setCancelling(true))}
        title={platformTerms.title}
        size="lg"
        hideCloseButton
        footer={
          <ButtonRow>
            <Button variant="secondary" onClick={() => setCancelling(true)}>
              {m.cancel}
            </Button>
            <RetryBoundary
              fallback={(retry) => (
                <>
                  <p role="alert">{m.acceptFailed}</p>
                  <Button onClick={retry}>{m.tryAgain}</Button>
                </>
              )}
            >
              <AcceptButton disabled={!canAccept} />
            </RetryBoundary>
          </ButtonRow>
        }
      >
        <TermsScroller label={platformTerms.title} onReachedEnd={() => setReadToEnd(true)}>
          <ContractDocument contract={platformTerms} />
        </TermsScroller>
        {readToEnd ? null : <p>{m.scrollHint}</p>}
        <Checkbox checked={termsOfUse} onCheckedChange={(c) => setTermsOfUse(c === true)} label={m.termsOfUse} />
        <Checkbox checked={privacy} onCheckedChange={(c) => setPrivacy(c === true)} label={m.privacyPolicies} />
      </Dialog>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={m.cancelConfirm}
        description={m.cancelNote}
        confirmLabel={m.yes}
        cancelLabel={m.no}
        tone="danger"
        onConfirm={() => signOut()}
      />
    </>
  );
}

const format = (mask: 'cnpj' | 'cep', value: string | null) => (value ? masks[mask].format(value) : '');

/** Reading B (spec 2.4): the terms with the company's data, one box, 'Aceitar' once it is ticked. */
function CompanyTerms({ user }: { user: StoredUser }) {
  const m = useMessages('terms', termsMessages).platform;
  const wording = useWording();
  const api = useApi();
  const { acceptPlatformTerms } = useSession();
  const { href } = usePortalLink();
  const clock = usePortalClock();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const termId = String(user.company.companyId ?? '');

  const accept = async () => {
    setAccepting(true);
    try {
      const ipAddress = await api.lookupIp();
      await api.acceptCompanyTerms(termId, {
        hasAccept: true,
        acceptationDate: formatTermsDate(clock()),
        ipAddress,
        latitude: '',
        longitude: '',
        city: '',
        regionName: '',
        country: '',
      });
      notify({ tone: 'success', ...m.companySuccess });
      acceptPlatformTerms();
      void navigate(href('/dashboard/ecommerce'), { replace: true });
    } catch (error) {
      notifyAll(platformTermsErrorToasts(error), 'danger', wording);
    } finally {
      setAccepting(false);
    }
  };

  const preamble = platformTermsPreamble({
    socialReason: user.company.socialReason ?? user.company.companyName ?? '',
    cnpj: format('cnpj', user.company.documentNumber ?? user.company.document),
    street: user.address.street ?? '',
    city: user.address.city ?? '',
    state: user.address.state ?? '',
    zipCode: format('cep', user.address.zipCode),
  });
  return (
    <BlankPage title={platformTerms.title} width="wide">
      <ContractDocument contract={platformTerms} preamble={preamble} />
      <Checkbox checked={agreed} onCheckedChange={(c) => setAgreed(c === true)} label={m.companyCheckbox} />
      {agreed ? (
        <div>
          <Button loading={accepting} onClick={() => void accept()}>
            {m.companyAccept}
          </Button>
        </div>
      ) : null}
    </BlankPage>
  );
}

/** /termos (spec 2.4, 4.4): the master user accepts the platform terms, in the reading the options choose. */
export function PlatformTermsScreen() {
  const { user } = useSession();
  const options = usePortalOptions();
  if (!user) return null;
  return options.termsReading === 'companyTerms' ? <CompanyTerms user={user} /> : <ContractModal />;
}
