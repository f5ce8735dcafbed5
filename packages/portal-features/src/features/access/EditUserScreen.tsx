import type { AccessUser } from '@painel/api-client';
import { useAccessUser } from '@painel/api-client/react';
import { Button, Card, DateTime, DetailList, StatusBadge, notify } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { DetailFrame } from '../../core/detail';
import { PortalLink } from '../../core/links/PortalLink';
import { DangerConfirm } from '../../core/page/DangerConfirm';
import { ActionRow } from '../../core/money';
import { useRouteParams } from '../../core/routing/useRouteParams';
import { useApi } from '../../core/runtime/hooks';
import { accessMessages } from './messages';
import { FormNeeds, UserForm, useUserFormData } from './UserFormScreen';
import { statusTone } from './userTones';
import { userPaths } from './userPaths';

/** Where the person stands: status, 2FA, last access, the invitation; deactivate, reactivate, resend. */
function AccessCard({ user, onChanged }: { user: AccessUser; onChanged: () => void }) {
  const m = useMessages('access', accessMessages);
  const a = m.account;
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await run();
      notify({ tone: 'success', title: done });
      onChanged();
    } catch (error) {
      notify({ tone: 'danger', title: (error as { serverMessage?: string }).serverMessage ?? a.failed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={a.title}>
      <DetailList
        items={[
          {
            term: a.status,
            description: <StatusBadge tone={statusTone[user.status]}>{m.statuses[user.status]}</StatusBadge>,
          },
          { term: a.twoFactor, description: user.twoFactor ? m.twoFactor.on : m.twoFactor.off },
          {
            term: a.lastAccess,
            description: user.lastAccessAt ? <DateTime value={user.lastAccessAt} /> : m.users.never,
          },
          ...(user.invitationExpiresAt
            ? [
                {
                  term: a.invitation,
                  description: a.invitationUntil(new Date(user.invitationExpiresAt).toLocaleDateString('pt-BR')),
                },
              ]
            : []),
          ...(user.pendingApproval ? [{ term: a.pending, description: user.pendingApproval.roleName }] : []),
        ]}
      />
      <ActionRow>
        {[
          user.status === 'invited' && {
            label: a.resend,
            run: () => api.access.resendInvitation(user.iduser),
            done: a.resent,
          },
          user.status === 'inactive' && {
            label: a.reactivate,
            run: () => api.access.reactivateUser(user.iduser),
            done: a.reactivated,
          },
        ].map(
          (action) =>
            action && (
              <Button
                key={action.label}
                variant="secondary"
                loading={busy}
                onClick={() => void act(action.run, action.done)}
              >
                {action.label}
              </Button>
            ),
        )}
        {user.status !== 'inactive' && (
          <DangerConfirm
            label={a.deactivate}
            title={a.deactivateTitle(user.name)}
            description={a.deactivateText}
            cancelLabel={a.keep}
            onConfirm={() => void act(() => api.access.deactivateUser(user.iduser), a.deactivated)}
          />
        )}
      </ActionRow>
    </Card>
  );
}

/** /dashboard/edit/{id}: a user's (or operator's) data and roles, their access, and the Histórico of changes. */
export function EditUserScreen() {
  const m = useMessages('access', accessMessages).form;
  const { id = '' } = useRouteParams();
  const iduser = /^\d+$/.test(id) ? Number(id) : null;
  const query = useAccessUser(iduser);
  const needs = useUserFormData();
  return (
    <DetailFrame
      back={<PortalLink to={userPaths[query.data?.team ?? 'users'].list}>{m.back}</PortalLink>}
      query={iduser === null ? { error: { status: 404 }, mutate: () => undefined } : query}
      messages={{ loading: m.loading, notFound: m.notFound, loadFailed: m.loadFailed, retry: m.retry }}
      history={(user) => ({ model: 'User', id: String(user.iduser) })}
    >
      {(user) => (
        <>
          <AccessCard user={user} onChanged={() => void query.mutate()} />
          <FormNeeds needs={needs}>
            {(data) => (
              <UserForm
                key={user.iduser}
                team={user.team}
                user={user}
                roles={data.roles}
                scopes={data.scopes}
                onSaved={() => void query.mutate()}
              />
            )}
          </FormNeeds>
        </>
      )}
    </DetailFrame>
  );
}
