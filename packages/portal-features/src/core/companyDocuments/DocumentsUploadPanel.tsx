import { BlockingLoader, Button, notify } from '@painel/ui';
import { useState } from 'react';
import { useApi, usePortalOptions, useSession } from '../runtime/hooks';
import { CompanyDocumentsUpload, type ChosenDocuments } from './CompanyDocumentsUpload';
import { companyDocumentsMessages } from './messages';
import { allChosen, requiredSlots } from './requiredDocuments';
import { uploadCompanyDocuments, uploadFailureToast } from './uploadCompanyDocuments';
import { useMessages } from '../copy/MessagesContext';

/**
 * The company documents on their own (account settings, tab 3; spec 2.3, 4.7): the user's operator
 * looked up by e-mail, the session check, the multipart upload; on success the stored user is verified.
 * A failure keeps the chosen files.
 */
export function DocumentsUploadPanel() {
  const m = useMessages('companyDocuments', companyDocumentsMessages);
  const api = useApi();
  const { user, markVerified } = useSession();
  const { uploadMode } = usePortalOptions();
  const [files, setFiles] = useState<ChosenDocuments>({});
  const [sending, setSending] = useState(false);
  if (!user) return null;
  const companyType = user.company.typeDocument ?? 'cpf';
  const slots = requiredSlots(companyType, uploadMode);

  const send = async () => {
    setSending(true);
    try {
      const operatorId = (await api.operatorByEmail(user.email)).data.id;
      await uploadCompanyDocuments(api, operatorId, companyType, uploadMode, files);
      markVerified();
      notify({ tone: 'success', title: m.sentTitle, description: m.sent });
      setFiles({});
    } catch {
      notify({ tone: 'danger', ...uploadFailureToast(files) });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <CompanyDocumentsUpload
        companyType={companyType}
        mode={uploadMode}
        files={files}
        onFilesChange={setFiles}
        disabled={sending}
      />
      <div>
        <Button disabled={!allChosen(slots, files)} loading={sending} onClick={() => void send()}>
          {m.send}
        </Button>
      </div>
      <BlockingLoader open={sending} message={m.waiting} />
    </>
  );
}
