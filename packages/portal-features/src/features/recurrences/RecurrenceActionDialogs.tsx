import { cardProblemMessages, cardProblems, isDueDateInRange, recurrenceMessages } from '@painel/api-client/money';
import type { Recurrence } from '@painel/api-client';
import { Button, Checkbox, Dialog, RadioGroup, TextField, formatDate } from '@painel/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { MoneyInput, useSaoPauloToday } from '../../core/money';
import type { OnDemandDialogProps } from '../../core/page/dialogOnDemand';
import { useApi } from '../../core/runtime/hooks';
import { CardOnFileFields } from './CardOnFileFields';
import { recurrenceDetailMessages, recurrencesMessages } from './messages';
import { emptyRecurrenceDraft } from './recurrenceDraft';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };
type Method = Recurrence['method'];

const firstFieldErrors = (error: unknown) =>
  Object.fromEntries(
    Object.entries((error as ServerError).fieldErrors ?? {}).map(([field, [first = '']]) => [field, first]),
  );

/** What each of these dialogs is given (they load on demand: each opening starts afresh). */
export interface RecurrenceDialogProps extends OnDemandDialogProps {
  recurrence: Recurrence;
  /** The subscription as changed, and what the toast says. */
  onDone: (updated: Recurrence, title: string) => void;
}

/**
 * A dialog holding a small form: it sends once at a time, keeps what was typed when the API refuses (each field's
 * message under it, anything else at the bottom), and closes on success.
 */
function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  onSubmit,
  children,
}: OnDemandDialogProps & {
  title: string;
  description: string;
  submitLabel: string;
  /** Resolves once done; returns field problems found before sending, or throws the API's refusal. */
  onSubmit: () => Promise<Record<string, string> | void>;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const a = useMessages('recurrences', recurrenceDetailMessages).actions;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const problems = await onSubmit();
      if (problems && Object.keys(problems).length) setErrors(problems);
      else onOpenChange(false);
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure((error as ServerError).serverMessage ?? a.failed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="tertiary" onClick={() => onOpenChange(false)} disabled={busy}>
            {a.close}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children(errors)}
      {failure && <p role="alert">{failure}</p>}
    </Dialog>
  );
}

/** Resumes a paused subscription from a date. */
export function ResumeRecurrenceDialog({ recurrence, onDone, ...dialog }: RecurrenceDialogProps) {
  const a = useMessages('recurrences', recurrenceDetailMessages).actions;
  const api = useApi();
  const today = useSaoPauloToday();
  const [nextDueDate, setNextDueDate] = useState(today);
  return (
    <ActionDialog
      {...dialog}
      title={a.resumeTitle}
      description={a.resumeText}
      submitLabel={a.resume}
      onSubmit={async () => {
        if (!isDueDateInRange(nextDueDate, today)) return { nextDueDate: recurrenceMessages.nextDueDate };
        onDone(await api.resumeRecurrence(recurrence.id, nextDueDate), a.resumed(formatDate(nextDueDate)));
      }}
    >
      {(errors) => (
        <TextField
          type="date"
          label={a.nextDueDate}
          min={today}
          value={nextDueDate}
          error={errors.nextDueDate}
          onChange={(event) => setNextDueDate(event.target.value)}
        />
      )}
    </ActionDialog>
  );
}

/** Changes the amount or the method, from the next charge or the pending ones too. */
export function ChangeRecurrenceDialog({ recurrence, onDone, ...dialog }: RecurrenceDialogProps) {
  const a = useMessages('recurrences', recurrenceDetailMessages).actions;
  const words = useMessages('recurrences', recurrencesMessages);
  const api = useApi();
  const [amount, setAmount] = useState(recurrence.amount);
  const [method, setMethod] = useState<Method>(recurrence.method);
  const [updatePending, setUpdatePending] = useState(false);
  return (
    <ActionDialog
      {...dialog}
      title={a.changeTitle}
      description={a.changeText}
      submitLabel={a.save}
      onSubmit={async () => {
        const amountChanged = amount !== recurrence.amount;
        const methodChanged = method !== recurrence.method;
        if (!amountChanged && !methodChanged) return { amount: a.nothingChanged };
        onDone(
          await api.updateRecurrence(recurrence.id, {
            ...(amountChanged ? { amount } : {}),
            ...(methodChanged ? { method } : {}),
            updatePending,
          }),
          a.changed,
        );
      }}
    >
      {(errors) => (
        <>
          <MoneyInput label={words.columns.amount} cents={amount} error={errors.amount} onChange={setAmount} />
          <RadioGroup
            label={words.columns.method}
            value={method}
            onValueChange={(value) => setMethod(value as Method)}
            options={(['card', 'pix', 'boleto'] as const)
              // A card subscription can move to Pix or boleto; back to card only with a card on file.
              .filter((value) => value !== 'card' || recurrence.card !== null)
              .map((value) => ({ value, label: words.methods[value] }))}
            error={errors.method}
          />
          <Checkbox
            label={a.updatePending}
            hint={a.updatePendingHint}
            checked={updatePending}
            onCheckedChange={(checked) => setUpdatePending(checked === true)}
          />
        </>
      )}
    </ActionDialog>
  );
}

/** Puts a new card on file, without charging it. */
export function ChangeCardDialog({ recurrence, onDone, ...dialog }: RecurrenceDialogProps) {
  const a = useMessages('recurrences', recurrenceDetailMessages).actions;
  const api = useApi();
  const today = useSaoPauloToday();
  const [card, setCard] = useState(emptyRecurrenceDraft(today).card);
  return (
    <ActionDialog
      {...dialog}
      title={a.cardTitle}
      description={a.cardText}
      submitLabel={a.save}
      onSubmit={async () => {
        const typed = { ...card, number: card.number.replace(/\D/g, ''), holderName: card.holderName.trim() };
        const problems = Object.entries(cardProblems(typed, today.slice(0, 7)));
        if (problems.length)
          return Object.fromEntries(
            problems.map(([field, problem]) => [`card.${field}`, cardProblemMessages[problem]]),
          );
        const updated = await api.changeRecurrenceCard(recurrence.id, typed);
        // The CVV is never kept, not even in this page's memory.
        setCard(emptyRecurrenceDraft(today).card);
        onDone(updated, a.cardChanged(updated.card?.last4 ?? typed.number.slice(-4)));
      }}
    >
      {(errors) => <CardOnFileFields card={card} errors={errors} onChange={setCard} />}
    </ActionDialog>
  );
}
