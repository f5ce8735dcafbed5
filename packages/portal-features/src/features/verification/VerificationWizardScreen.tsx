import { BlockingLoader, Breadcrumbs, Button, WizardStepper, type WizardStep } from '@painel/ui';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PortalAnchor } from '../../core/links/PortalAnchor';
import { styled } from 'styled-components';
import { CompanyDocumentsUpload } from '../../core/companyDocuments/CompanyDocumentsUpload';
import { usePortalLink, useSession } from '../../core/runtime/hooks';
import type { StoredUser } from '../../core/session/storedUser';
import { useSignOut } from '../../core/session/useSignOut';
import { useMediaDevices } from './mediaDevices';
import { verificationMessages } from './messages';
import type { VerificationStepId } from './progress';
import { CameraPermissionStep } from './steps/CameraPermissionStep';
import { ExtraInfoForm } from './steps/ExtraInfoForm';
import { PhotoStep } from './steps/PhotoStep';
import { DocumentTypeStep, DoneStep, SelfieIntroStep, TipsStep } from './steps/TextSteps';
import { useVerificationWizard } from './useVerificationWizard';
import type { PhotoSlot } from './workflow';
import { useMessages } from '../../core/copy/MessagesContext';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.bg.canvas};
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.bg.surface};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
const Main = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
const Footer = styled.footer`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The verification wizard, once there is a signed-in user: the workflow's steps, each its own component. */
function Wizard({ user }: { user: StoredUser }) {
  const m = useMessages('verification', verificationMessages);
  const { state, dispatch, rules, form, companyType, uploadMode, fileFallback, today, actions } =
    useVerificationWizard(user);
  const { href } = usePortalLink();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const mediaDevices = useMediaDevices();

  const photo = (slot: PhotoSlot, text: string) => (
    <PhotoStep
      text={text}
      mode={slot === 'selfie' ? 'selfie' : 'document'}
      photo={state.photos[slot]}
      onCapture={(captured) => dispatch({ type: 'capture', slot, photo: captured })}
      onRetake={() => dispatch({ type: 'retake', slot })}
      mediaDevices={mediaDevices}
      allowFile={fileFallback}
      cameraAllowed={state.permission === 'granted'}
    />
  );
  const step = (
    id: VerificationStepId,
    rest: Omit<WizardStep, 'id' | 'title' | 'backTo' | 'nextTo' | 'canGoNext'>,
  ) => ({
    id,
    title: m.steps[id],
    ...rules[id],
    ...rest,
  });

  const steps: WizardStep[] = [
    step('camera', {
      content: (
        <CameraPermissionStep
          permission={state.permission}
          onPermission={(permission) => dispatch({ type: 'permission', permission })}
          mediaDevices={mediaDevices}
        />
      ),
    }),
    step('tips', { content: <TipsStep /> }),
    step('documentType', {
      whyNotNext: m.whyNotNext.documentType,
      onNext: actions.prepareOperator,
      content: (
        <DocumentTypeStep
          value={state.documentType}
          onChange={(documentType) => dispatch({ type: 'chooseDocument', documentType })}
        />
      ),
    }),
    step('front', {
      whyNotNext: m.whyNotNext.photo,
      onBack: () => dispatch({ type: 'retake', slot: 'front' }),
      onNext: actions.uploadPhoto('front'),
      content: photo('front', m.front),
    }),
    step('back', {
      whyNotNext: m.whyNotNext.photo,
      onNext: actions.uploadPhoto('back'),
      content: photo('back', m.back),
    }),
    step('selfieIntro', { nextLabel: m.selfieIntro.ready, content: <SelfieIntroStep /> }),
    step('selfie', {
      whyNotNext: m.whyNotNext.photo,
      onNext: actions.uploadPhoto('selfie'),
      content: photo('selfie', m.selfie),
    }),
    step('extraInfo', {
      onNext: actions.saveExtraInfo,
      content: (
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            <ExtraInfoForm variant={companyType} today={today} />
          </form>
        </FormProvider>
      ),
    }),
    step('upload', {
      whyNotNext: m.whyNotNext.upload,
      nextLabel: m.upload.finish,
      onNext: actions.finish,
      content: (
        <>
          <CompanyDocumentsUpload
            companyType={companyType}
            mode={uploadMode}
            files={state.files}
            onFilesChange={(files) => dispatch({ type: 'chooseFiles', files })}
            disabled={state.sending}
          />
          <BlockingLoader open={state.sending} message={m.upload.waiting} />
        </>
      ),
    }),
    step('done', { hideNext: true, content: <DoneStep onHome={() => void navigate(href('/'))} /> }),
  ];

  return (
    <Page>
      <Header>
        <h1>{m.title}</h1>
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          {m.signOut}
        </Button>
      </Header>
      <Main>
        <Breadcrumbs
          items={[{ label: m.home, href: '/' }, { label: m.title }, { label: m.steps[state.stepId] }]}
          renderLink={(item) => <PortalAnchor to={item.href}>{item.label}</PortalAnchor>}
        />
        <WizardStepper
          steps={steps}
          currentStepId={state.stepId}
          onStepChange={(next) => dispatch({ type: 'goTo', stepId: next as VerificationStepId })}
          label={m.progressLabel}
        />
      </Main>
      <Footer>© {today.getFullYear()} · Todos os direitos reservados</Footer>
    </Page>
  );
}

/** /verify/documentary: the identity verification of spec 2.1 and 4.1, for the signed-in user. */
export function VerificationWizardScreen() {
  const { user } = useSession();
  return user ? <Wizard user={user} /> : null;
}
