import { Button, Dialog } from '@painel/ui';
import { useRef, useState, type ReactNode } from 'react';
import { ConfirmationField } from './ConfirmationField';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };

export interface ConfirmedActionDialogProps {
  /** Opens it; without one, `open` and `onOpenChange` hold it (a dialog loaded on demand, `dialogOnDemand`). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  submitLabel: string;
  confirmWith: 'password' | 'code';
  labels: { cancel: string; close: string; failed: string };
  /** The form's own fields, with the problems found by field (the API's as well as `check`'s). */
  children: (errors: Record<string, string>) => ReactNode;
  /** What is wrong with what was typed, by field; nothing is sent while anything is. */
  check: () => Record<string, string>;
  /** Sends it with the confirmation and answers what the dialog then says; throws the API's error. */
  send: (confirmation: { confirmation: 'password' | 'code'; password?: string; code?: string }) => Promise<string>;
  /** A new dialog opened by its trigger: the form starts over (and takes a new idempotency key). */
  onOpen?: () => void;
}

/**
 * A money action confirmed with the password or the 2FA code, in a dialog: its fields, one request per dialog (a
 * double click sends one), what the API refused said beside its field, and everything typed kept but the secret.
 * Platform staff's adjustments and preventive holds stand on it.
 */
export function ConfirmedActionDialog({
  trigger,
  open: openProp,
  onOpenChange,
  title,
  description,
  submitLabel,
  confirmWith,
  labels,
  children,
  check,
  send,
  onOpen,
}: ConfirmedActionDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const inFlight = useRef(false);
  const submit = async () => {
    if (inFlight.current) return;
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      setDone(
        await send({
          confirmation: confirmWith,
          ...(confirmWith === 'code' ? { code: secret } : { password: secret }),
        }),
      );
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      setSecret('');
      const next = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, messages]) => [
          field === 'code' ? 'password' : field,
          messages[0] ?? '',
        ]),
      );
      setErrors(next);
      if (!Object.keys(next).length) setFailure(serverMessage ?? labels.failed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) {
          onOpen?.();
          setSecret('');
          setErrors({});
          setFailure(null);
          setDone(null);
        }
      }}
      title={title}
      description={done ? undefined : description}
      trigger={trigger}
      footer={
        done ? (
          <Button onClick={() => setOpen(false)}>{labels.close}</Button>
        ) : (
          <>
            <Button variant="tertiary" onClick={() => setOpen(false)} disabled={busy}>
              {labels.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={busy} disabled={busy || !secret}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <>
          {children(errors)}
          <ConfirmationField confirmWith={confirmWith} value={secret} onChange={setSecret} error={errors.password} />
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
    </Dialog>
  );
}
