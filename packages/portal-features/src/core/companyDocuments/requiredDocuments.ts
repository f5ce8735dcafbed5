import type { CompanyDocumentType } from '@painel/api-client';

/** The upload slots of spec 2.5 / 5, one file each. */
export type UploadSlot =
  'CNPJ_CARD' | 'SOCIAL_CONTRACT' | 'BILLING_DECLARATION' | 'PROOF_OF_ADDRESS' | 'PROOF_OF_ACCOUNT';

/**
 * 'standard': spec 5's lists. 'cnpjCardOnly': the special system-origin mode, where a CNPJ user sends only
 * the CNPJ card, under four types.
 */
export type UploadMode = 'standard' | 'cnpjCardOnly';

const CNPJ_SLOTS: UploadSlot[] = [
  'CNPJ_CARD',
  'SOCIAL_CONTRACT',
  'BILLING_DECLARATION',
  'PROOF_OF_ADDRESS',
  'PROOF_OF_ACCOUNT',
];
const CPF_SLOTS: UploadSlot[] = ['PROOF_OF_ADDRESS', 'PROOF_OF_ACCOUNT'];

/**
 * The four types the CNPJ card is sent under in the special mode. The spec does not list them; these are
 * the company documents a CNPJ card stands in for, billing declaration aside (a card says nothing of
 * billing).
 */
export const CNPJ_CARD_ONLY_TYPES: readonly CompanyDocumentType[] = [
  'CNPJ_CARD',
  'SOCIAL_CONTRACT',
  'PROOF_OF_ADDRESS',
  'PROOF_OF_ACCOUNT',
];

export function requiredSlots(companyType: 'cpf' | 'cnpj', mode: UploadMode): UploadSlot[] {
  if (companyType === 'cpf') return CPF_SLOTS;
  return mode === 'cnpjCardOnly' ? ['CNPJ_CARD'] : CNPJ_SLOTS;
}

/** 'Finalizar' is enabled only when every required slot has its file (spec 4.7). */
export function allChosen(slots: readonly UploadSlot[], files: Partial<Record<UploadSlot, File | null>>): boolean {
  return slots.every((slot) => files[slot] instanceof File);
}

/**
 * The multipart entries: each chosen file under its type. A person's proof of address is their proof of
 * residence (PROOF_OF_RESIDENCE), the document type the spec keeps for CPF users.
 */
export function documentsToSend(
  companyType: 'cpf' | 'cnpj',
  mode: UploadMode,
  files: Partial<Record<UploadSlot, File | null>>,
): Array<{ type: CompanyDocumentType; file: File; fileName: string }> {
  const entry = (type: CompanyDocumentType, file: File) => ({ type, file, fileName: file.name });
  if (companyType === 'cnpj' && mode === 'cnpjCardOnly') {
    const card = files.CNPJ_CARD;
    return card ? CNPJ_CARD_ONLY_TYPES.map((type) => entry(type, card)) : [];
  }
  return requiredSlots(companyType, mode).flatMap((slot) => {
    const file = files[slot];
    if (!file) return [];
    return [entry(companyType === 'cpf' && slot === 'PROOF_OF_ADDRESS' ? 'PROOF_OF_RESIDENCE' : slot, file)];
  });
}
