import { zodResolver } from '@hookform/resolvers/zod';
import { fixedErrorToasts, type PhotoDocumentType } from '@painel/api-client';
import { notify } from '@painel/ui';
import { useMemo, useReducer } from 'react';
import { useForm } from 'react-hook-form';
import { allChosen, requiredSlots } from '../../core/companyDocuments/requiredDocuments';
import { uploadCompanyDocuments, uploadFailureToast } from '../../core/companyDocuments/uploadCompanyDocuments';
import { useApi, usePortalClock, usePortalOptions, useSession } from '../../core/runtime/hooks';
import type { StoredUser } from '../../core/session/storedUser';
import { emptyExtraInfo, extraInfoSchema, type ExtraInfoValues } from './extraInfoSchema';
import { buildOperatorPayload, buildVerifyDocumentPayload } from './payloads';
import { useVerificationProgress } from './useVerificationProgress';
import { initialWizardState, stepRules, wizardReducer, type PhotoSlot } from './workflow';

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/**
 * The verification's workflow for one signed-in user: the wizard's state, what the server has accepted
 * (kept across reloads), and the three API workflows of spec 4.1: the operator (step 3), each photo
 * (steps 4, 5, 7) and the finish (session check, company documents, verify-document; step 9).
 */
export function useVerificationWizard(user: StoredUser) {
  const api = useApi();
  const { markVerified } = useSession();
  const { uploadMode, captureFallback } = usePortalOptions();
  const clock = usePortalClock();
  const { progress, update, clear } = useVerificationProgress(user.iduser);
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialWizardState(progress, user.verify_documents === 1),
  );

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
  const slots = requiredSlots(companyType, uploadMode);
  const rules = stepRules({
    state,
    progress,
    filesChosen: allChosen(slots, state.files),
    fileFallback: captureFallback === 'file',
  });

  /** Step 3: the operator looked up by e-mail and updated, or created when the lookup fails. */
  const prepareOperator = async () => {
    const { documentType } = state;
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
  const uploadPhoto = (slot: PhotoSlot) => async () => {
    const photo = state.photos[slot];
    const { documentType } = state;
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

  /** Step 8: the extra information kept for the finish; an invalid form shows its errors, focus on the first. */
  const saveExtraInfo = async () => {
    const valid = await form.trigger(undefined, { shouldFocus: true });
    if (valid) update({ extraInfo: form.getValues() });
    return valid;
  };

  /** Step 9: session check, company documents, then the verification with the extra information. */
  const finish = async () => {
    const extraInfo = progress.extraInfo;
    if (!extraInfo || progress.operatorId === null) return false;
    dispatch({ type: 'sending', sending: true });
    try {
      await uploadCompanyDocuments(api, progress.operatorId, companyType, uploadMode, state.files);
      await api.verifyDocument(buildVerifyDocumentPayload(user, progress.operatorId, extraInfo));
    } catch {
      notify({ tone: 'danger', ...uploadFailureToast(state.files) });
      return false;
    } finally {
      dispatch({ type: 'sending', sending: false });
    }
    markVerified();
    clear();
    return true;
  };

  return {
    state,
    dispatch,
    rules,
    form,
    companyType,
    uploadMode,
    fileFallback: captureFallback === 'file',
    today,
    actions: { prepareOperator, uploadPhoto, saveExtraInfo, finish },
  };
}
