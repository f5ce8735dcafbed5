import { fixedErrorToasts } from '@painel/api-client';
import { BlockingLoader, Button, notify } from '@painel/ui';
import { useState } from 'react';
import { usePortal } from '../portal/PortalContext';
import { readItem } from '../shared/browserStorage';
import type { StoredUser } from '../session/storedUser';
import { CompanyDocumentsUpload, type ChosenDocuments } from './CompanyDocumentsUpload';
import { verificationMessages as m } from './messages';
import { progressKey, parseProgress } from './progress';
import { allChosen, requiredSlots } from './requiredDocuments';
import { uploadCompanyDocuments } from './uploadCompanyDocuments';

const readOperatorId = (user: StoredUser) => parseProgress(readItem(progressKey(user.iduser))).operatorId;

/**
 * The company documents on their own (account settings, tab 3; spec 2.3, 4.7): the operator from the
 * wizard's progress or looked up by e-mail, the session check, the multipart upload; on success the
 * stored user is verified. A failure keeps the chosen files.
 */
export function DocumentsUploadPanel() {
  const { api, user, session, options } = usePortal();
  const [files, setFiles] = useState<ChosenDocuments>({});
  const [sending, setSending] = useState(false);
  if (!user) return null;
  const companyType = user.company.typeDocument ?? 'cpf';
  const slots = requiredSlots(companyType, options.uploadMode);

  const send = async () => {
    setSending(true);
    try {
      const operatorId = readOperatorId(user) ?? (await api.operatorByEmail(user.email)).data.id;
      await uploadCompanyDocuments(api, operatorId, companyType, options.uploadMode, files);
      session.update({ verify_documents: 1 });
      notify({ tone: 'success', title: m.upload.sentTitle, description: m.upload.sent });
      setFiles({});
    } catch {
      notify({ tone: 'danger', ...fixedErrorToasts.companyUpload });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <CompanyDocumentsUpload
        companyType={companyType}
        mode={options.uploadMode}
        files={files}
        onFilesChange={setFiles}
        disabled={sending}
      />
      <div>
        <Button disabled={!allChosen(slots, files)} loading={sending} onClick={() => void send()}>
          {m.upload.send}
        </Button>
      </div>
      <BlockingLoader open={sending} message={m.upload.waiting} />
    </>
  );
}
