import type { ApprovalRequest } from '@painel/api-client';
import { Button, Card, DateTime, DetailList, StatusBadge, TextAreaField, notify, type BadgeTone } from '@painel/ui';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../../core/copy/MessagesContext';
import { SubmitDialog } from '../../core/forms';
import { ActionRow } from '../../core/money';
import { ConfirmedActionDialog } from '../../core/money/ConfirmedActionDialog';
import { useApi } from '../../core/runtime/hooks';
import { approvalsMessages } from './messages';

export const approvalTone: Record<ApprovalRequest['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'neutral',
  failed: 'danger',
};

const Changes = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    overflow-wrap: anywhere;
    vertical-align: top;
  }
`;

const REASON_MIN = 10;
const REASON_MAX = 300;

/** One request: what changes (before → after), who asked and when, and, for whoever may, Aprovar or Recusar. */
export function ApprovalCard({
  request,
  confirmWith,
  onDecided,
}: {
  request: ApprovalRequest;
  confirmWith: 'password' | 'code';
  onDecided: () => void;
}) {
  const m = useMessages('approvals', approvalsMessages);
  const api = useApi();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const approved = useRef(false);
  const reject = async () => {
    const text = reason.trim();
    if (text.length < REASON_MIN || text.length > REASON_MAX) return setProblem(m.rejectProblem);
    await api.rejectRequest(request.id, text);
    setRejecting(false);
    notify({ tone: 'success', title: m.rejected });
    onDecided();
  };
  return (
    <Card title={request.title}>
      <StatusBadge tone={approvalTone[request.status]}>{m.statuses[request.status]}</StatusBadge>
      <Changes aria-label={m.changesOf(request.title)}>
        <thead>
          <tr>
            <th scope="col">{m.field}</th>
            <th scope="col">{m.before}</th>
            <th scope="col">{m.after}</th>
          </tr>
        </thead>
        <tbody>
          {request.changes.map((change) => (
            <tr key={change.label}>
              <th scope="row">{change.label}</th>
              <td>{change.before}</td>
              <td>{change.after}</td>
            </tr>
          ))}
        </tbody>
      </Changes>
      <DetailList
        items={[
          ...(request.reason ? [{ term: m.reason, description: request.reason }] : []),
          { term: m.maker, description: `${request.maker.name} (${request.maker.email})` },
          { term: m.createdAt, description: <DateTime value={request.createdAt} /> },
          ...(request.status === 'pending'
            ? [{ term: m.expiresAt, description: <DateTime value={request.expiresAt} /> }]
            : []),
          ...(request.decidedBy ? [{ term: m.decidedBy, description: request.decidedBy.name }] : []),
          ...(request.outcome ? [{ term: m.outcome, description: request.outcome }] : []),
        ]}
      />
      {request.status === 'pending' && request.whyNot && <p role="note">{request.whyNot}</p>}
      {request.mayDecide && (
        <ActionRow>
          <ConfirmedActionDialog
            trigger={<Button>{m.approve}</Button>}
            onOpenChange={(open) => {
              // The list is read again once the person has read the outcome: the request then leaves this box.
              if (!open && approved.current) onDecided();
            }}
            onOpen={() => {
              approved.current = false;
            }}
            title={m.approveTitle(request.title)}
            description={m.approveText}
            submitLabel={m.approve}
            confirmWith={confirmWith}
            labels={{ cancel: m.cancel, close: m.close, failed: m.failed }}
            check={() => ({})}
            send={async (confirmation) => {
              const decided = await api.approveRequest(request.id, confirmation);
              approved.current = true;
              return decided.status === 'approved' ? m.approved : m.notApplied(decided.outcome ?? '');
            }}
          >
            {() => null}
          </ConfirmedActionDialog>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {m.reject}
          </Button>
        </ActionRow>
      )}
      <SubmitDialog
        open={rejecting}
        onClose={() => {
          setRejecting(false);
          setProblem(null);
        }}
        title={m.rejectTitle(request.title)}
        submitLabel={m.reject}
        submitVariant="danger"
        cancelLabel={m.cancel}
        failed={m.failed}
        submit={reject}
        onFieldErrors={(found) => setProblem(found.reason ?? null)}
      >
        <TextAreaField
          label={m.rejectReason}
          hint={m.rejectHint}
          value={reason}
          maxLength={REASON_MAX}
          error={problem ?? undefined}
          aria-required
          onChange={(event) => setReason(event.target.value)}
        />
      </SubmitDialog>
    </Card>
  );
}
