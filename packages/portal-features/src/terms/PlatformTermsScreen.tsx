import { formatTermsDate, lookupIp, platformTermsErrorToasts } from '@painel/api-client';
import { Button, Checkbox, ConfirmDialog, Dialog, masks, notify, TermsScroller } from '@painel/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyAll } from '../auth/notifyAll';
import { BlankPage } from '../layout/BlankPage';
import { ButtonRow } from '../layout/ButtonRow';
import { usePortal } from '../portal/PortalContext';
import type { StoredUser } from '../session/storedUser';
import { useSignOut } from '../session/useSignOut';
import { ContractDocument } from './ContractDocument';
import { platformTerms, platformTermsPreamble } from './contracts/platformTerms';
import { termsMessages } from './messages';

const m = termsMessages.platform;
/** Reading A (spec 4.4): the full text in a modal; accept once both boxes are ticked and the text read. */
function ContractModal() {
  const { api, session, href } = usePortal();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [termsOfUse, setTermsOfUse] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [readToEnd, setReadToEnd] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const canAccept = termsOfUse && privacy && readToEnd;

  const accept = async () => {
    setAccepting(true);
    try {
      await api.acceptTerms();
      session.update({ ismaster_accepted_platform_terms: true });
      void navigate(href('/dashboard/ecommerce'), { replace: true });
    } catch (error) {
      // Spec 8: logged (and the user told), the modal stays for another try.
      console.error('[@painel/portal-features] the platform terms could not be accepted', error);
      notifyAll(platformTermsErrorToasts(error));
    } finally {
      setAccepting(false);
    }
  };

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
            <Button disabled={!canAccept} loading={accepting} onClick={() => void accept()}>
              {m.accept}
            </Button>
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
  const { api, apiConfig, session, href, options } = usePortal();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const termId = String(user.company.companyId ?? '');

  const accept = async () => {
    setAccepting(true);
    try {
      const ipAddress = await lookupIp(apiConfig);
      await api.acceptCompanyTerms(termId, {
        hasAccept: true,
        acceptationDate: formatTermsDate(options.now()),
        ipAddress,
        latitude: '',
        longitude: '',
        city: '',
        regionName: '',
        country: '',
      });
      notify({ tone: 'success', ...m.companySuccess });
      session.update({ ismaster_accepted_platform_terms: true });
      void navigate(href('/dashboard/ecommerce'), { replace: true });
    } catch (error) {
      notifyAll(platformTermsErrorToasts(error));
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
  const { user, options } = usePortal();
  if (!user) return null;
  return options.termsReading === 'companyTerms' ? <CompanyTerms user={user} /> : <ContractModal />;
}
