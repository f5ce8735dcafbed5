import type { DocumentForValidation } from '@painel/api-client';
import type { ChosenDocuments } from '../../core/companyDocuments/CompanyDocumentsUpload';
import { resumeStep, type VerificationProgress, type VerificationStepId } from './progress';
import type { CameraPermission } from './steps/CameraPermissionStep';

export type PhotoSlot = 'front' | 'back' | 'selfie';
export type Photos = Record<PhotoSlot, string | null>;

/** What the wizard holds while it is open (what the server accepted is in VerificationProgress). */
export interface WizardState {
  stepId: VerificationStepId;
  permission: CameraPermission;
  documentType: DocumentForValidation | null;
  /** Captured and not yet accepted by the server: a failed upload keeps them for another try. */
  photos: Photos;
  files: ChosenDocuments;
  sending: boolean;
}

export type WizardAction =
  | { type: 'goTo'; stepId: VerificationStepId }
  | { type: 'permission'; permission: CameraPermission }
  | { type: 'chooseDocument'; documentType: DocumentForValidation | null }
  | { type: 'capture'; slot: PhotoSlot; photo: string }
  | { type: 'retake'; slot: PhotoSlot }
  | { type: 'chooseFiles'; files: ChosenDocuments }
  | { type: 'sending'; sending: boolean };

const noPhotos: Photos = { front: null, back: null, selfie: null };

/** Where the wizard opens: the furthest step the server accepted (spec 4.1: a verified user sees step 10). */
export function initialWizardState(progress: VerificationProgress, verified: boolean): WizardState {
  return {
    stepId: resumeStep(progress, verified),
    permission: 'unknown',
    documentType: progress.documentType,
    photos: noPhotos,
    files: {},
    sending: false,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'goTo':
      return { ...state, stepId: action.stepId };
    case 'permission':
      return { ...state, permission: action.permission };
    case 'chooseDocument':
      return { ...state, documentType: action.documentType };
    case 'capture':
      return { ...state, photos: { ...state.photos, [action.slot]: action.photo } };
    case 'retake':
      return { ...state, photos: { ...state.photos, [action.slot]: null } };
    case 'chooseFiles':
      return { ...state, files: action.files };
    case 'sending':
      return { ...state, sending: action.sending };
  }
}

/** How each step moves (spec 4.1): where 'Voltar' and 'Próximo' lead, and when 'Próximo' is enabled. */
export interface StepRule {
  backTo?: VerificationStepId | null;
  nextTo?: VerificationStepId;
  canGoNext: boolean;
}

export interface RuleInput {
  state: WizardState;
  progress: VerificationProgress;
  /** Every company document the upload step asks for has been chosen (step 9). */
  filesChosen: boolean;
  /** The host lets a device without a camera choose image files (PortalOptions.captureFallback). */
  fileFallback?: boolean;
}

/**
 * The transitions of spec 4.1, as data: camera allowed → tips → document type → front → back → selfie
 * intro → selfie → extra information → upload → done. A photo accepted once is never asked again: from
 * the document type the wizard goes to the first photo not yet accepted for that document.
 */
export function stepRules({
  state,
  progress,
  filesChosen,
  fileFallback = false,
}: RuleInput): Record<VerificationStepId, StepRule> {
  const sameDocument = progress.documentType === state.documentType;
  const firstMissing = sameDocument ? resumeStep({ ...progress, extraInfo: null }, false) : 'front';
  return {
    camera: {
      backTo: null,
      canGoNext: state.permission === 'granted' || (fileFallback && state.permission === 'unavailable'),
    },
    tips: { canGoNext: true },
    documentType: {
      canGoNext: state.documentType !== null,
      nextTo: firstMissing === 'camera' ? 'front' : firstMissing,
    },
    front: { backTo: 'documentType', canGoNext: state.photos.front !== null },
    back: {
      backTo: 'documentType',
      canGoNext: state.photos.back !== null,
      nextTo: progress.accepted.selfie ? 'extraInfo' : undefined,
    },
    selfieIntro: { backTo: 'documentType', canGoNext: true },
    selfie: { backTo: 'selfieIntro', canGoNext: state.photos.selfie !== null },
    // 'Próximo' validates the form and puts focus on its first error (useVerificationWizard), as every form does.
    extraInfo: { backTo: 'selfie', canGoNext: true },
    upload: { backTo: 'extraInfo', canGoNext: filesChosen && !state.sending },
    done: { backTo: null, canGoNext: false },
  };
}
