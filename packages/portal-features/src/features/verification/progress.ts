import type { DocumentForValidation } from '@painel/api-client';
import type { ExtraInfoValues } from './extraInfoSchema';

/** The ten steps of spec 2.1 / 4.1, by id, in order. */
export const verificationStepIds = [
  'camera',
  'tips',
  'documentType',
  'front',
  'back',
  'selfieIntro',
  'selfie',
  'extraInfo',
  'upload',
  'done',
] as const;
export type VerificationStepId = (typeof verificationStepIds)[number];

/**
 * What the server has accepted, kept in localStorage so a reload resumes where the user was: the
 * operator and the document type (step 3), which photos were uploaded (steps 4, 5, 7) and the
 * extra information typed at step 8 (sent with 'Finalizar').
 */
export interface VerificationProgress {
  operatorId: string | number | null;
  documentType: DocumentForValidation | null;
  accepted: { front: boolean; back: boolean; selfie: boolean };
  extraInfo: ExtraInfoValues | null;
}

export const emptyProgress: VerificationProgress = {
  operatorId: null,
  documentType: null,
  accepted: { front: false, back: false, selfie: false },
  extraInfo: null,
};

export const progressKey = (userId: string | number | null) => `painel:verification:${userId ?? 'anonymous'}`;

/** The furthest step whose data the server accepted; a photo accepted once is never asked again. */
export function resumeStep(progress: VerificationProgress, verified: boolean): VerificationStepId {
  if (verified) return 'done';
  if (progress.operatorId === null || progress.documentType === null) return 'camera';
  if (!progress.accepted.front) return 'front';
  if (!progress.accepted.back) return 'back';
  if (!progress.accepted.selfie) return 'selfieIntro';
  return progress.extraInfo ? 'upload' : 'extraInfo';
}

/** Reads the stored progress; anything unreadable starts over. */
export function parseProgress(raw: string | null): VerificationProgress {
  if (!raw) return emptyProgress;
  try {
    const value = JSON.parse(raw) as Partial<VerificationProgress>;
    const documentType = value.documentType === 'CNH' || value.documentType === 'RG' ? value.documentType : null;
    const operatorId =
      typeof value.operatorId === 'string' || typeof value.operatorId === 'number' ? value.operatorId : null;
    const accepted = value.accepted ?? emptyProgress.accepted;
    return {
      operatorId,
      documentType,
      accepted: { front: accepted.front === true, back: accepted.back === true, selfie: accepted.selfie === true },
      extraInfo: value.extraInfo && typeof value.extraInfo === 'object' ? value.extraInfo : null,
    };
  } catch {
    return emptyProgress;
  }
}
