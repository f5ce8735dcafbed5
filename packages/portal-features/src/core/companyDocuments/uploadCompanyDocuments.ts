import type { ApiClient } from '@painel/api-client';
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
