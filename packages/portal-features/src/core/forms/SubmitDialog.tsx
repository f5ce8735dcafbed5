import { Button, Dialog, type ButtonVariant } from '@painel/ui';
import { useRef, useState, type ReactNode } from 'react';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };

export interface SubmitDialogProps {
  open: boolean;
  /** Called to close it (not while sending). */
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  cancelLabel: string;
  submitVariant?: ButtonVariant;
  /** A generic failure's words, when the API gave none. */
  failed: string;
  /**
   * Sends it; throws the API's error. Field problems (the API's) go to `onFieldErrors`, anything else is said in the
   * dialog. Answers false when the dialog's own checks refused it (nothing was sent).
   */
  submit: () => Promise<boolean | void>;
  onFieldErrors?: (errors: Record<string, string>) => void;
  /** Disables the submit (nothing to send yet). */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A short form in a dialog (a role's name, a setting's value, a rejection's reason): one request at a time (a double
 * click sends once), the API's field problems handed back to their fields, any other failure said in the dialog, and
 * everything typed kept.
 */
export function SubmitDialog(props: SubmitDialogProps) {
  const { open, onClose, submit, onFieldErrors, failed } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await submit();
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      const byField = Object.fromEntries(Object.entries(fieldErrors).map(([field, [first = '']]) => [field, first]));
      const taken = onFieldErrors ? Object.keys(byField) : [];
      onFieldErrors?.(byField);
      const rest = Object.entries(byField).filter(([field]) => !taken.includes(field));
      setFailure(rest[0]?.[1] ?? (taken.length ? null : (serverMessage ?? failed)));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) {
          setFailure(null);
          onClose();
        }
      }}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="tertiary" onClick={onClose} disabled={busy}>
            {props.cancelLabel}
          </Button>
          <Button
            variant={props.submitVariant ?? 'primary'}
            onClick={() => void send()}
            loading={busy}
            disabled={props.disabled}
          >
            {props.submitLabel}
          </Button>
        </>
      }
    >
      {props.children}
      {failure && <p role="alert">{failure}</p>}
    </Dialog>
  );
}
