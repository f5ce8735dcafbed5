import { cardProblemMessages, cardProblems, isDueDateInRange, recurrenceMessages } from '@painel/api-client/money';
import type { Recurrence } from '@painel/api-client';
import { Button, Checkbox, ConfirmDialog, Dialog, RadioGroup, TextField, formatDate, notify } from '@painel/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ActionRow, MoneyInput, useSaoPauloToday } from '../../core/money';
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

/**
 * A dialog holding a small form: it sends once at a time, keeps what was typed when the API refuses (each field's
 * message under it, anything else at the bottom), and closes on success.
 */
function ActionDialog({
  trigger,
  title,
  description,
  submitLabel,
  onOpen,
  onSubmit,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  onOpen: () => void;
  /** Resolves once done; returns field problems found before sending, or throws the API's refusal. */
  onSubmit: () => Promise<Record<string, string> | void>;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const a = useMessages('recurrences', recurrenceDetailMessages).actions;
  const [open, setOpen] = useState(false);
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
      else setOpen(false);
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
        if (busy) return;
        if (next) {
          setErrors({});
          setFailure(null);
          onOpen();
        }
        setOpen(next);
      }}
      title={title}
      description={description}
      trigger={trigger}
      footer={
        <>
          <Button variant="tertiary" onClick={() => setOpen(false)} disabled={busy}>
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

/**
 * What a merchant does with a subscription: pause it, resume it from a date, change its amount or method (from
 * the next charge, or the pending ones too), put a new card on file without charging, cancel it.
 */
export function RecurrenceActions({
  recurrence,
  onChanged,
}: {
  recurrence: Recurrence;
  onChanged: (recurrence: Recurrence) => void;
}) {
  const a = useMessages('recurrences', recurrenceDetailMessages).actions;
  const words = useMessages('recurrences', recurrencesMessages);
  const api = useApi();
  const today = useSaoPauloToday();
  const [nextDueDate, setNextDueDate] = useState(today);
  const [amount, setAmount] = useState(recurrence.amount);
  const [method, setMethod] = useState<Method>(recurrence.method);
  const [updatePending, setUpdatePending] = useState(false);
  const [card, setCard] = useState(emptyRecurrenceDraft(today).card);
  const id = recurrence.id;
  const done = (updated: Recurrence, title: string) => {
    notify({ tone: 'success', title });
    onChanged(updated);
  };
  const refused = (error: unknown) => {
    notify({ tone: 'danger', title: (error as ServerError).serverMessage ?? a.failed });
    throw error;
  };
  if (recurrence.status === 'canceled') return null;
  const paused = recurrence.status === 'paused';
  return (
    <ActionRow>
      {paused ? (
        <ActionDialog
          trigger={<Button size="sm">{a.resume}</Button>}
          title={a.resumeTitle}
          description={a.resumeText}
          submitLabel={a.resume}
          onOpen={() => setNextDueDate(today)}
          onSubmit={async () => {
            if (!isDueDateInRange(nextDueDate, today)) return { nextDueDate: recurrenceMessages.nextDueDate };
            done(await api.resumeRecurrence(id, nextDueDate), a.resumed(formatDate(nextDueDate)));
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
      ) : (
        <ConfirmDialog
          title={a.pauseTitle}
          description={a.pauseText}
          confirmLabel={a.pause}
          trigger={
            <Button variant="secondary" size="sm">
              {a.pause}
            </Button>
          }
          onConfirm={async () => {
            try {
              done(await api.pauseRecurrence(id), a.paused);
            } catch (error) {
              refused(error);
            }
          }}
        />
      )}
      <ActionDialog
        trigger={
          <Button variant="secondary" size="sm">
            {a.change}
          </Button>
        }
        title={a.changeTitle}
        description={a.changeText}
        submitLabel={a.save}
        onOpen={() => {
          setAmount(recurrence.amount);
          setMethod(recurrence.method);
          setUpdatePending(false);
        }}
        onSubmit={async () => {
          const amountChanged = amount !== recurrence.amount;
          const methodChanged = method !== recurrence.method;
          if (!amountChanged && !methodChanged) return { amount: a.nothingChanged };
          done(
            await api.updateRecurrence(id, {
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
      {recurrence.method === 'card' && (
        <ActionDialog
          trigger={
            <Button variant="secondary" size="sm">
              {a.cardChange}
            </Button>
          }
          title={a.cardTitle}
          description={a.cardText}
          submitLabel={a.save}
          onOpen={() => setCard(emptyRecurrenceDraft(today).card)}
          onSubmit={async () => {
            const typed = { ...card, number: card.number.replace(/\D/g, ''), holderName: card.holderName.trim() };
            const problems = Object.entries(cardProblems(typed, today.slice(0, 7)));
            if (problems.length)
              return Object.fromEntries(
                problems.map(([field, problem]) => [`card.${field}`, cardProblemMessages[problem]]),
              );
            const updated = await api.changeRecurrenceCard(id, typed);
            // The CVV is never kept, not even in this page's memory.
            setCard(emptyRecurrenceDraft(today).card);
            done(updated, a.cardChanged(updated.card?.last4 ?? typed.number.slice(-4)));
          }}
        >
          {(errors) => <CardOnFileFields card={card} errors={errors} onChange={setCard} />}
        </ActionDialog>
      )}
      <ConfirmDialog
        title={a.cancelTitle}
        description={a.cancelText}
        confirmLabel={a.cancelConfirm}
        cancelLabel={a.keep}
        tone="danger"
        trigger={
          <Button variant="danger" size="sm">
            {a.cancel}
          </Button>
        }
        onConfirm={async () => {
          try {
            done(await api.cancelRecurrence(id), a.canceled);
          } catch (error) {
            refused(error);
          }
        }}
      />
    </ActionRow>
  );
}
