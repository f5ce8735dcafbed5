import type { Dispute } from '@painel/api-client';
import { useDispute } from '@painel/api-client/react';
import {
  JUSTIFICATION_MAX,
  JUSTIFICATION_MIN,
  disputeEvidenceSlots,
  disputeStateLabels,
  type DisputeEvidenceSlot,
} from '@painel/api-client/money';
import {
  Button,
  DetailList,
  Dialog,
  FileUpload,
  RadioGroup,
  StatusBadge,
  TextAreaField,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
} from '@painel/ui';
import { useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { DisputeDeadline, disputeStateTone, newIdempotencyKey } from '../../core/money';
import { useApi } from '../../core/runtime/hooks';
import { disputesMessages } from './messages';
import { EvidenceList, Fieldset } from './styles';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };
type Decision = 'contest' | 'accept';
type Files = Partial<Record<DisputeEvidenceSlot, File>>;

export interface DisputeDialogProps {
  transactionId: string;
  onClose: () => void;
  /** After an answer: the list and the balances read again. */
  onAnswered: (dispute: Dispute) => void;
}

/**
 * One dispute: its facts and deadline, and — while it waits for the merchant — the one answer: contest with a
 * justification and evidence (the design system's upload, 30 MB each) or accept. What was typed and chosen stays
 * when a send fails; one idempotency key per dialog makes a double click one answer; after sending, the evidence
 * is shown locked.
 */
export function DisputeDialog({ transactionId, onClose, onAnswered }: DisputeDialogProps) {
  const m = useMessages('disputes', disputesMessages);
  const d = m.dialog;
  const api = useApi();
  const dispute = useDispute(transactionId);
  const [decision, setDecision] = useState<Decision>('contest');
  const [justification, setJustification] = useState('');
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const key = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const data = dispute.data;

  const send = async () => {
    if (inFlight.current || !data) return;
    const problems: Record<string, string> = {};
    const text = justification.trim();
    if (decision === 'contest') {
      if (text.length < JUSTIFICATION_MIN || text.length > JUSTIFICATION_MAX)
        problems.justification = d.justificationShort;
      if (!files.sale) problems.sale = d.needSale;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const evidence =
        decision === 'contest'
          ? disputeEvidenceSlots.flatMap((slot) => (files[slot] ? [{ slot, file: files[slot] }] : []))
          : [];
      const answered = await api.answerDispute(transactionId, {
        idempotencyKey: key.current,
        decision,
        justification: decision === 'contest' ? text : '',
        evidence,
      });
      await dispute.mutate(answered, { revalidate: false });
      setSent(true);
      onAnswered(answered);
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      const onJustification = fieldErrors.justification?.[0];
      const onEvidence =
        fieldErrors.evidence?.[0] ?? Object.entries(fieldErrors).find(([k]) => k.startsWith('evidence.'))?.[1]?.[0];
      if (onJustification || onEvidence)
        setErrors({
          ...(onJustification ? { justification: onJustification } : {}),
          ...(onEvidence ? { sale: onEvidence } : {}),
        });
      else setFailure(fieldErrors.decision?.[0] ?? serverMessage ?? d.failed);
      // The dispute may have changed (answered elsewhere, deadline passed): read it again.
      if (fieldErrors.decision) void dispute.mutate();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const answering = data?.canAnswer === true;
  const title = data ? d.title(m.kinds[data.kind], data.transactionId) : d.loading;
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      footer={
        answering ? (
          <>
            <Button variant="tertiary" onClick={onClose} disabled={busy}>
              {d.cancel}
            </Button>
            <Button onClick={() => void send()} loading={busy} disabled={busy}>
              {d.send}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{d.close}</Button>
        )
      }
    >
      {dispute.error !== undefined && !data && (
        <p role="alert">
          {d.loadFailed}{' '}
          <Button variant="tertiary" size="sm" onClick={() => void dispute.mutate()}>
            {d.retry}
          </Button>
        </p>
      )}
      {!data && dispute.error === undefined && <p role="status">{d.loading}</p>}
      {data && (
        <>
          {sent && <p role="status">{d.sent}</p>}
          <DetailList
            items={[
              {
                term: d.facts.state,
                description: (
                  <StatusBadge tone={disputeStateTone[data.state]}>{disputeStateLabels[data.state]}</StatusBadge>
                ),
              },
              { term: d.facts.company, description: data.companyName },
              { term: d.facts.amount, description: formatMoney(data.amount) },
              { term: d.facts.reason, description: data.reason },
              { term: d.facts.openedAt, description: formatDateTime(data.openedAt) },
              ...(data.state === 'open'
                ? [{ term: d.facts.deadline, description: <DisputeDeadline deadline={data.deadline} /> }]
                : []),
              ...(data.decidedOn
                ? [
                    {
                      term: d.facts.decidedOn,
                      description: formatDate(data.decidedOn),
                    },
                  ]
                : []),
              ...(data.fine
                ? [
                    {
                      term: data.state === 'lost' ? d.facts.fine : d.facts.fineIfLost,
                      description: formatMoney(data.fine),
                    },
                  ]
                : []),
            ]}
          />
          {answering ? (
            <Fieldset disabled={busy}>
              <RadioGroup
                label={d.decision}
                value={decision}
                onValueChange={(value) => setDecision(value as Decision)}
                options={[
                  { value: 'contest', label: d.contest },
                  { value: 'accept', label: d.accept },
                ]}
              />
              {decision === 'accept' ? (
                <p>{d.acceptNote(formatMoney(data.amount), data.fine ? formatMoney(data.fine) : '')}</p>
              ) : (
                <>
                  <TextAreaField
                    label={d.justification}
                    hint={d.justificationHint}
                    required
                    maxLength={JUSTIFICATION_MAX}
                    showCount
                    value={justification}
                    error={errors.justification}
                    onChange={(event) => setJustification(event.target.value)}
                  />
                  <h3>{d.evidenceTitle}</h3>
                  <p>{d.evidenceNote}</p>
                  {disputeEvidenceSlots.map((slot) => (
                    <FileUpload
                      key={slot}
                      label={d.slots[slot]}
                      required={slot === 'sale'}
                      file={files[slot] ?? null}
                      onFileChange={(file) => setFiles((current) => ({ ...current, [slot]: file ?? undefined }))}
                      tooLargeDescription={d.tooLarge(d.slots[slot])}
                    />
                  ))}
                  {errors.sale && <p role="alert">{errors.sale}</p>}
                </>
              )}
              {failure && <p role="alert">{failure}</p>}
            </Fieldset>
          ) : (
            <AnswerSummary dispute={data} />
          )}
        </>
      )}
    </Dialog>
  );
}

function AnswerSummary({ dispute }: { dispute: Dispute }) {
  const d = useMessages('disputes', disputesMessages).dialog;
  const answer = dispute.answer;
  if (!answer) return <p>{dispute.state === 'open' ? d.cannotAnswer : d.noAnswer}</p>;
  return (
    <section aria-label={d.answerTitle}>
      <h3>{d.answerTitle}</h3>
      <p>
        <strong>{d.decisions[answer.decision]}</strong> ·{' '}
        {d.answeredBy(answer.answeredBy.name, formatDateTime(answer.answeredAt))}
      </p>
      {answer.justification && <p>{answer.justification}</p>}
      {answer.evidence.length > 0 && (
        <EvidenceList aria-label={d.evidenceTitle}>
          {answer.evidence.map((item) => (
            <li key={item.slot}>
              <span>{d.slots[item.slot]}</span>
              <span>
                {item.name} <small>({formatFileSize(item.size)})</small>
              </span>
            </li>
          ))}
        </EvidenceList>
      )}
    </section>
  );
}
