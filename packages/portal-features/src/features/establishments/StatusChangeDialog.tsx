import {
  STATUS_REASON_MAX,
  STATUS_REASON_MIN,
  type EstablishmentDetail,
  type EstablishmentStatusAction,
} from '@painel/api-client';
import { TextAreaField, notify } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { SubmitDialog } from '../../core/forms';
import { useApi } from '../../core/runtime/hooks';
import { establishmentsMessages } from './messages';

/** Suspends, blocks, reactivates or closes a store: its effect said first, a reason asked, one request at a time. */
export function StatusChangeDialog({
  establishment,
  action,
  onClose,
  onChanged,
}: {
  establishment: EstablishmentDetail;
  action: EstablishmentStatusAction;
  onClose: () => void;
  onChanged: (after: EstablishmentDetail) => void;
}) {
  const words = useMessages('establishments', establishmentsMessages);
  const m = words.statusDialog;
  const api = useApi();
  const rule = words.actions[action];
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < STATUS_REASON_MIN || trimmed.length > STATUS_REASON_MAX) {
      setProblem(m.reasonProblem);
      return false;
    }
    setProblem(undefined);
    const after = await api.stores.changeEstablishmentStatus(establishment.id, { action, reason: trimmed });
    notify({ tone: 'success', title: m.done(words.statuses[after.status]) });
    onChanged(after);
    return true;
  };
  return (
    <SubmitDialog
      open
      onClose={onClose}
      title={m.title(rule.label, establishment.tradeName)}
      description={rule.effect}
      submitLabel={rule.label}
      submitVariant={action === 'reactivate' ? 'primary' : 'danger'}
      cancelLabel={m.cancel}
      failed={m.failed}
      submit={submit}
      onFieldErrors={(found) => setProblem(found.reason)}
    >
      <TextAreaField
        label={m.reason}
        hint={m.reasonHint}
        value={reason}
        error={problem}
        maxLength={STATUS_REASON_MAX}
        aria-required
        onChange={(event) => setReason(event.target.value)}
      />
    </SubmitDialog>
  );
}
