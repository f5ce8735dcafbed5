import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { styled } from 'styled-components';
import { useUiMessageGroup } from '../../messages';
import { uploadMessages } from '../../messages/upload';
import { visuallyHidden } from '../../styles/mixins';
import { Button } from '../Button';
import { FieldError, FieldHint } from '../Field/Field.styles';
import {
  ACCEPTED_UPLOAD_TYPES,
  formatFileSize,
  MAX_UPLOAD_BYTES,
  validateFile,
  type FileRejection,
} from './validateFile';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Zone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};

  &[data-state='dragging'] {
    border-color: ${({ theme }) => theme.color.primary.default};
    background: ${({ theme }) => theme.color.primary.subtle};
  }
  &[data-state='filled'] {
    border-style: solid;
  }
  &[data-state='invalid'] {
    border-color: ${({ theme }) => theme.color.danger.text};
  }
`;

const FileName = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  small {
    margin-inline-start: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

const Progress = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.color.primary.default};
`;

export interface FileUploadProps {
  /** The slot, e.g. 'Cartão CNPJ'. */
  label: string;
  /** The chosen file (controlled); one file per slot. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** This slot's oversize sentence, e.g. 'Cartão CNPJ tem mais de 30MB' (spec 8). */
  tooLargeDescription: string;
  /** Told about every refused file, e.g. to show the spec's toast as well. */
  onReject?: (rejection: FileRejection) => void;
  required?: boolean;
  disabled?: boolean;
  /** Upload progress 0–100, when the caller knows it. */
  progress?: number;
  accept?: Record<string, readonly string[]>;
  maxBytes?: number;
}

/**
 * One document slot: choose with the button (keyboard) or drop a file on it; PNG, JPEG, JPG or PDF
 * up to 30 MB. A refused file leaves the previous choice in place and says why.
 */
export function FileUpload({
  label,
  file,
  onFileChange,
  tooLargeDescription,
  onReject,
  required = false,
  disabled = false,
  progress,
  accept = ACCEPTED_UPLOAD_TYPES,
  maxBytes = MAX_UPLOAD_BYTES,
}: FileUploadProps) {
  const messages = useUiMessageGroup('upload', uploadMessages);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  // What the last choice did, said politely; after 'Remover' focus goes to 'Escolher arquivo', which takes its place.
  const [said, setSaid] = useState('');
  const focusChooseNext = useRef(false);
  const chooseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusChooseNext.current || file) return;
    focusChooseNext.current = false;
    chooseRef.current?.focus();
  }, [file]);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = validateFile(candidate, {
      accept,
      maxBytes,
      messages: {
        invalidTypeTitle: messages.invalidTypeTitle,
        invalidTypeDescription: messages.invalidTypeDescription,
        tooLargeTitle: messages.tooLargeTitle,
        tooLargeDescription,
      },
    });
    setRejection(problem);
    if (problem) {
      onReject?.(problem);
      return;
    }
    onFileChange(candidate);
    setSaid(messages.attached(candidate.name, formatFileSize(candidate.size), label));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  const state = dragging ? 'dragging' : rejection ? 'invalid' : file ? 'filled' : 'empty';
  const describedBy = [rejection ? errorId : null, hintId].filter(Boolean).join(' ');

  return (
    <Group role="group" aria-labelledby={labelId} data-component="FileUpload" data-state={state}>
      <Label id={labelId}>
        {label}
        {required && (
          <>
            <span aria-hidden="true"> *</span>
            <Hidden> ({messages.required})</Hidden>
          </>
        )}
      </Label>
      <Zone
        data-state={state}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {file ? (
          <>
            <FileName>
              {file.name}
              <Hidden>, </Hidden>
              <small>{formatFileSize(file.size)}</small>
            </FileName>
            <Button
              size="sm"
              variant="secondary"
              disabled={disabled}
              aria-label={`${messages.replace}: ${label}`}
              aria-describedby={describedBy}
              onClick={() => inputRef.current?.click()}
            >
              {messages.replace}
            </Button>
            <Button
              size="sm"
              variant="tertiary"
              disabled={disabled}
              aria-label={`${messages.remove}: ${label}`}
              onClick={() => {
                setRejection(null);
                onFileChange(null);
                setSaid(messages.removed(label));
                focusChooseNext.current = true;
              }}
            >
              {messages.remove}
            </Button>
          </>
        ) : (
          <>
            <span aria-hidden="true">{messages.dropHere}</span>
            <Button
              ref={chooseRef}
              size="sm"
              variant="secondary"
              disabled={disabled}
              aria-label={`${messages.choose}: ${label}`}
              aria-describedby={describedBy}
              onClick={() => inputRef.current?.click()}
            >
              {messages.choose}
            </Button>
          </>
        )}
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={Object.entries(accept)
            .flatMap(([type, extensions]) => [type, ...extensions])
            .join(',')}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // Choosing the same file again must fire change again.
            event.target.value = '';
          }}
        />
      </Zone>
      {progress !== undefined && (
        <Progress value={progress} max={100} aria-label={`${messages.uploading} ${label}`}>
          {progress}%
        </Progress>
      )}
      <FieldHint id={hintId}>{messages.formats}</FieldHint>
      <Hidden role="status">{said}</Hidden>
      {rejection && (
        <FieldError id={errorId} role="alert">
          <strong>{rejection.title}</strong> {rejection.description}
        </FieldError>
      )}
    </Group>
  );
}
