import type { Recurrence } from '@painel/api-client';
import { Button, notify } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { ActionRow, NotifyingConfirm } from '../../core/money';
import { dialogOnDemand } from '../../core/page/dialogOnDemand';
import { useApi } from '../../core/runtime/hooks';
import { recurrenceDetailMessages } from './messages';

// The forms (the card's fields and rules among them) load when one is opened.
const dialogs = () => import('./RecurrenceActionDialogs');
const ResumeRecurrenceDialog = dialogOnDemand(() => dialogs().then((module) => module.ResumeRecurrenceDialog));
const ChangeRecurrenceDialog = dialogOnDemand(() => dialogs().then((module) => module.ChangeRecurrenceDialog));
const ChangeCardDialog = dialogOnDemand(() => dialogs().then((module) => module.ChangeCardDialog));

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
  const api = useApi();
  const id = recurrence.id;
  const done = (updated: Recurrence, title: string) => {
    notify({ tone: 'success', title });
    onChanged(updated);
  };
  if (recurrence.status === 'canceled') return null;
  const paused = recurrence.status === 'paused';
  return (
    <ActionRow>
      {paused ? (
        <ResumeRecurrenceDialog trigger={<Button size="sm">{a.resume}</Button>} recurrence={recurrence} onDone={done} />
      ) : (
        <NotifyingConfirm
          title={a.pauseTitle}
          description={a.pauseText}
          confirmLabel={a.pause}
          trigger={
            <Button variant="secondary" size="sm">
              {a.pause}
            </Button>
          }
          run={() => api.pauseRecurrence(id)}
          doneTitle={a.paused}
          failed={a.failed}
          onDone={onChanged}
        />
      )}
      <ChangeRecurrenceDialog
        trigger={
          <Button variant="secondary" size="sm">
            {a.change}
          </Button>
        }
        recurrence={recurrence}
        onDone={done}
      />
      {recurrence.method === 'card' && (
        <ChangeCardDialog
          trigger={
            <Button variant="secondary" size="sm">
              {a.cardChange}
            </Button>
          }
          recurrence={recurrence}
          onDone={done}
        />
      )}
      <NotifyingConfirm
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
        run={() => api.cancelRecurrence(id)}
        doneTitle={a.canceled}
        failed={a.failed}
        onDone={onChanged}
      />
    </ActionRow>
  );
}
