import { zodResolver } from '@hookform/resolvers/zod';
import { fixedErrorToasts, type DocumentForValidation, type PhotoDocumentType } from '@painel/api-client';
import {
  BlockingLoader,
  Breadcrumbs,
  Button,
  CameraCapture,
  notify,
  RadioGroup,
  WizardStepper,
  type WizardStep,
} from '@painel/ui';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApi, usePortalClock, usePortalLink, usePortalOptions, useSession } from '../../core/runtime/hooks';
import type { StoredUser } from '../../core/session/storedUser';
import { useSignOut } from '../../core/session/useSignOut';
import { CompanyDocumentsUpload, type ChosenDocuments } from '../../core/companyDocuments/CompanyDocumentsUpload';
import { emptyExtraInfo, extraInfoSchema, type ExtraInfoValues } from './extraInfoSchema';
import { useMediaDevices } from './mediaDevices';
import { verificationMessages as m } from './messages';
import { buildOperatorPayload, buildVerifyDocumentPayload } from './payloads';
import { resumeStep, type VerificationStepId } from './progress';
import { allChosen, requiredSlots } from '../../core/companyDocuments/requiredDocuments';
import { CameraPermissionStep, type CameraPermission } from './steps/CameraPermissionStep';
import { ExtraInfoForm } from './steps/ExtraInfoForm';
import { uploadCompanyDocuments } from '../../core/companyDocuments/uploadCompanyDocuments';
import { useVerificationProgress } from './useVerificationProgress';

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

type Photos = Record<'front' | 'back' | 'selfie', string | null>;
const noPhotos: Photos = { front: null, back: null, selfie: null };
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** The verification wizard, once there is a signed-in user. */
function Wizard({ user }: { user: StoredUser }) {
  const api = useApi();
  const { markVerified } = useSession();
  const options = usePortalOptions();
  const clock = usePortalClock();
  const { href } = usePortalLink();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const mediaDevices = useMediaDevices();
  const { progress, update, clear } = useVerificationProgress(user.iduser);
  const [stepId, setStepId] = useState<VerificationStepId>(() => resumeStep(progress, user.verify_documents === 1));
  const [permission, setPermission] = useState<CameraPermission>('unknown');
  const [documentType, setDocumentType] = useState<DocumentForValidation | null>(progress.documentType);
  const [photos, setPhotos] = useState<Photos>(noPhotos);
  const [files, setFiles] = useState<ChosenDocuments>({});
  const [sending, setSending] = useState(false);

  const companyType = user.company.typeDocument ?? 'cpf';
  const today = clock();
  // The date rules follow the day, not every tick of the clock.
  const day = today.toDateString();
  const schema = useMemo(() => extraInfoSchema(new Date(day)), [day]);
  const form = useForm<ExtraInfoValues>({
    resolver: zodResolver(schema),
    defaultValues: progress.extraInfo ?? emptyExtraInfo(companyType),
    mode: 'onTouched',
  });
  const slots = requiredSlots(companyType, options.uploadMode);

  /** Step 3: the operator looked up by e-mail and updated, or created when the lookup fails. */
  const prepareOperator = async () => {
    if (!documentType) return false;
    const payload = buildOperatorPayload(user, documentType, api.config.systemOrigin);
    try {
      const existing = await api.operatorByEmail(user.email).catch(() => null);
      const operator = existing ? await api.updateOperator(payload.update) : await api.createOperator(payload.create);
      const sameType = progress.documentType === documentType;
      update({
        operatorId: operator.data.id,
        documentType,
        accepted: sameType ? progress.accepted : { front: false, back: false, selfie: progress.accepted.selfie },
      });
      return true;
    } catch {
      notify({ tone: 'danger', ...fixedErrorToasts.verification });
      return false;
    }
  };

  /** Steps 4, 5 and 7: the photo uploaded; a failure keeps it so the user can try again. */
  const uploadPhoto = (slot: keyof Photos) => async () => {
    const photo = photos[slot];
    if (!photo || progress.operatorId === null || !documentType) return false;
    const typeDocument: PhotoDocumentType =
      slot === 'selfie' ? 'SELFIE' : `${documentType}_${slot === 'front' ? 'FRONT' : 'BACK'}`;
    try {
      await api.sendDocument({ idOperator: progress.operatorId, typeDocument, fileBase64: base64Of(photo) });
      update({ accepted: { ...progress.accepted, [slot]: true } });
      return true;
    } catch {
      notify({ tone: 'danger', ...fixedErrorToasts.photo });
      return false;
    }
  };

  /** Step 9: session check, company documents, then the verification with the extra information. */
  const finish = async () => {
    const extraInfo = progress.extraInfo;
    if (!extraInfo || progress.operatorId === null) return false;
    setSending(true);
    try {
      await uploadCompanyDocuments(api, progress.operatorId, companyType, options.uploadMode, files);
      await api.verifyDocument(buildVerifyDocumentPayload(user, progress.operatorId, extraInfo));
    } catch {
      notify({ tone: 'danger', ...fixedErrorToasts.companyUpload });
      return false;
    } finally {
      setSending(false);
    }
    markVerified();
    clear();
    return true;
  };

  const photoStep = (slot: keyof Photos, text: string): WizardStep['content'] => (
    <>
      <p>{text}</p>
      <CameraCapture
        mode={slot === 'selfie' ? 'selfie' : 'document'}
        photo={photos[slot]}
        onCapture={(photo) => setPhotos((current) => ({ ...current, [slot]: photo }))}
        onRetake={() => setPhotos((current) => ({ ...current, [slot]: null }))}
        mediaDevices={mediaDevices}
      />
    </>
  );
  const clearPhoto = (slot: keyof Photos) => () => setPhotos((current) => ({ ...current, [slot]: null }));
  // From step 3 the wizard goes on to the first photo not yet accepted for this document type.
  const afterDocumentType: VerificationStepId =
    progress.documentType === documentType ? resumeStep({ ...progress, extraInfo: null }, false) : 'front';

  const steps: WizardStep[] = [
    {
      id: 'camera',
      title: m.steps.camera,
      backTo: null,
      canGoNext: permission === 'granted' || permission === 'unavailable',
      content: (
        <CameraPermissionStep permission={permission} onPermission={setPermission} mediaDevices={mediaDevices} />
      ),
    },
    {
      id: 'tips',
      title: m.steps.tips,
      content: (
        <>
          <p>{m.tips.text}</p>
          <ul>
            {m.tips.items.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'documentType',
      title: m.steps.documentType,
      canGoNext: documentType !== null,
      nextTo: afterDocumentType === 'camera' ? 'front' : afterDocumentType,
      onNext: prepareOperator,
      content: (
        <RadioGroup
          label={m.documentType.legend}
          value={documentType ?? ''}
          onValueChange={(value) => setDocumentType(value === 'CNH' || value === 'RG' ? value : null)}
          options={[
            { value: 'CNH', label: m.documentType.cnh },
            { value: 'RG', label: m.documentType.rg },
          ]}
          orientation="horizontal"
        />
      ),
    },
    {
      id: 'front',
      title: m.steps.front,
      backTo: 'documentType',
      canGoNext: photos.front !== null,
      onBack: clearPhoto('front'),
      onNext: uploadPhoto('front'),
      content: photoStep('front', m.front),
    },
    {
      id: 'back',
      title: m.steps.back,
      backTo: 'documentType',
      canGoNext: photos.back !== null,
      nextTo: progress.accepted.selfie ? 'extraInfo' : undefined,
      onNext: uploadPhoto('back'),
      content: photoStep('back', m.back),
    },
    {
      id: 'selfieIntro',
      title: m.steps.selfieIntro,
      backTo: 'documentType',
      nextLabel: m.selfieIntro.ready,
      content: <p>{m.selfieIntro.text}</p>,
    },
    {
      id: 'selfie',
      title: m.steps.selfie,
      backTo: 'selfieIntro',
      canGoNext: photos.selfie !== null,
      onNext: uploadPhoto('selfie'),
      content: photoStep('selfie', m.selfie),
    },
    {
      id: 'extraInfo',
      title: m.steps.extraInfo,
      backTo: 'selfie',
      canGoNext: form.formState.isValid,
      onNext: async () => {
        const valid = await form.trigger();
        if (valid) update({ extraInfo: form.getValues() });
        return valid;
      },
      content: (
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            <ExtraInfoForm variant={companyType} today={today} />
          </form>
        </FormProvider>
      ),
    },
    {
      id: 'upload',
      title: m.steps.upload,
      backTo: 'extraInfo',
      nextLabel: m.upload.finish,
      canGoNext: allChosen(slots, files) && !sending,
      onNext: finish,
      content: (
        <>
          <CompanyDocumentsUpload
            companyType={companyType}
            mode={options.uploadMode}
            files={files}
            onFilesChange={setFiles}
            disabled={sending}
          />
          <BlockingLoader open={sending} message={m.upload.waiting} />
        </>
      ),
    },
    {
      id: 'done',
      title: m.steps.done,
      backTo: null,
      hideNext: true,
      content: (
        <>
          <p>
            <strong>{m.done.title}</strong>
          </p>
          <p>{m.done.text}</p>
          <div>
            <Button onClick={() => void navigate(href('/'))}>{m.done.home}</Button>
          </div>
        </>
      ),
    },
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
          items={[
            { label: m.home, href: '/' },
            { label: m.title },
            { label: steps.find((step) => step.id === stepId)?.title ?? '' },
          ]}
          renderLink={(item) => <RouterLink to={href(item.href)}>{item.label}</RouterLink>}
        />
        <WizardStepper
          steps={steps}
          currentStepId={stepId}
          onStepChange={(next) => setStepId(next as VerificationStepId)}
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
