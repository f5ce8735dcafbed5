import { fixedErrorToasts, type ApiClient, type ErrorToast } from '@painel/api-client';
import type { ChosenDocuments } from './CompanyDocumentsUpload';
import { documentsToSend, type UploadMode } from './requiredDocuments';

/** Spec 4.7 / 7: the session check, then the company documents as one multipart request. */
export async function uploadCompanyDocuments(
  api: Pick<ApiClient, 'checkSession' | 'sendCompanyDocuments'>,
  idOperator: string | number,
  companyType: 'cpf' | 'cnpj',
  mode: UploadMode,
  files: ChosenDocuments,
): Promise<void> {
  await api.checkSession();
  await api.sendCompanyDocuments({ idOperator, documents: documentsToSend(companyType, mode, files) });
}

/**
 * Spec 8's words for a failed upload: 'Não foi possível enviar o arquivo.' when the user sent one file (the
 * CNPJ card alone, in the card-only mode), 'Não foi possível enviar os arquivos' when they sent several.
 */
export function uploadFailureToast(files: ChosenDocuments): ErrorToast {
  const chosen = new Set(Object.values(files).filter((file): file is File => file instanceof Blob));
  return chosen.size === 1 ? fixedErrorToasts.singleFile : fixedErrorToasts.companyUpload;
}
