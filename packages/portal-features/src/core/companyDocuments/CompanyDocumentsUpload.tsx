import { FileUpload, notify } from '@painel/ui';
import { styled } from 'styled-components';
import { companyDocumentsMessages } from './messages';
import { requiredSlots, type UploadMode, type UploadSlot } from './requiredDocuments';
import { useMessages } from '../copy/MessagesContext';

const Slots = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export type ChosenDocuments = Partial<Record<UploadSlot, File | null>>;

export interface CompanyDocumentsUploadProps {
  companyType: 'cpf' | 'cnpj';
  mode: UploadMode;
  files: ChosenDocuments;
  onFilesChange: (files: ChosenDocuments) => void;
  disabled?: boolean;
}

/**
 * The company's documents (spec 2.5, 5): one slot per required document, PDF/PNG/JPG/JPEG up to 30MB.
 * A refused file keeps the slot's earlier choice and is said in a toast with the spec's words.
 */
export function CompanyDocumentsUpload({
  companyType,
  mode,
  files,
  onFilesChange,
  disabled,
}: CompanyDocumentsUploadProps) {
  const m = useMessages('companyDocuments', companyDocumentsMessages);
  return (
    <Slots>
      <p>{companyType === 'cpf' ? m.introPerson : m.intro}</p>
      {requiredSlots(companyType, mode).map((slot) => (
        <FileUpload
          key={slot}
          label={m.slots[slot]}
          file={files[slot] ?? null}
          onFileChange={(file) => onFilesChange({ ...files, [slot]: file })}
          tooLargeDescription={m.tooLarge[slot]}
          onReject={(rejection) =>
            notify({ tone: 'danger', title: rejection.title, description: rejection.description })
          }
          required
          disabled={disabled}
        />
      ))}
    </Slots>
  );
}
