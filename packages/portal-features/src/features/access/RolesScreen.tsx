import { roleScopeLabels, type PermissionCatalogue, type Role, type RoleList } from '@painel/api-client';
import { usePermissionCatalogue, useRoles } from '@painel/api-client/react';
import { Button, Card, DateTime, DetailList, Select, notify } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { useUrlParam } from '../../core/list';
import { PortalLink } from '../../core/links/PortalLink';
import { ActionRow, MoneyStack } from '../../core/money';
import { DangerConfirm } from '../../core/page/DangerConfirm';
import { bothQueries, QueryState } from '../../core/page/QueryState';
import { useApi } from '../../core/runtime/hooks';
import { accessMessages } from './messages';
import { RoleChecklist } from './RoleChecklist';
import { NewRoleDialog, ReviewDialog } from './RoleDialogs';
import { RoleMatrix } from './RoleMatrix';
import { toggle } from './roleDraft';
import { userPaths } from './userPaths';

/**
 * /dashboard/roles (Funções): the roles and the roles × permissions matrix. One role at a time as a checklist by
 * area (readable on a phone), editable for custom roles by whoever may (edit_roles): built-in roles are locked and
 * copied instead; a change is reviewed (what it adds and removes, who it affects) before it is saved.
 */
export function RolesScreen() {
  const m = useMessages('access', accessMessages).roles;
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const [chosen, setChosen] = useUrlParam('funcao');
  const both = bothQueries(roles, catalogue, (list, permissions) => ({ list, permissions }));
  return (
    <QueryState query={both} messages={m}>
      {({ list, permissions }) => (
        <RolesView
          list={list}
          permissions={permissions}
          chosen={chosen}
          setChosen={setChosen}
          refresh={() => void roles.mutate()}
        />
      )}
    </QueryState>
  );
}

function RolesView({
  list,
  permissions,
  chosen,
  setChosen,
  refresh,
}: {
  list: RoleList;
  permissions: PermissionCatalogue;
  chosen: string | null;
  setChosen: (id: string | null) => void;
  refresh: () => void;
}) {
  const m = useMessages('access', accessMessages).roles;
  const api = useApi();
  // The draft keeps the version it started from: a refetch while editing must not make a save overwrite
  // another person's change unseen.
  const [draft, setDraft] = useState<{ version: number; ticked: Set<string> } | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [creating, setCreating] = useState<{ source: Role | null } | null>(null);
  const role = list.items.find((candidate) => candidate.id === chosen) ?? list.items[0];
  if (!role) return null;
  const grantable = new Set(list.grantable);
  const editable = list.canEdit && !role.builtIn;
  const ticked = draft?.ticked ?? new Set(role.permissions);
  const pick = (id: string) => {
    setDraft(null);
    setChosen(id);
  };
  const created = (made: Role) => {
    notify({ tone: 'success', title: m.created(made.name) });
    refresh();
    pick(made.id);
  };
  const remove = async () => {
    try {
      await api.access.deleteRole(role.id);
      notify({ tone: 'success', title: m.removed });
      setChosen(null);
      refresh();
    } catch (failure) {
      notify({ tone: 'danger', title: (failure as { serverMessage?: string }).serverMessage ?? m.failed });
    }
  };

  return (
    <MoneyStack>
      <p>{m.intro}</p>
      {list.canEdit && (
        <ActionRow>
          <Button onClick={() => setCreating({ source: null })}>{m.create}</Button>
        </ActionRow>
      )}
      <Card title={m.listTitle}>
        <Select
          label={m.pick}
          value={role.id}
          placeholder={false}
          disabled={draft !== null}
          options={list.items.map((option) => ({
            value: option.id,
            label: `${option.name} · ${option.builtIn ? m.builtIn : m.custom}`,
          }))}
          onChange={(event) => pick(event.target.value)}
        />
        <DetailList
          items={[
            { term: m.description, description: role.description },
            { term: m.type, description: role.builtIn ? m.builtIn : m.custom },
            { term: m.scope, description: roleScopeLabels[role.scope] },
            {
              term: m.usersLabel,
              description: (
                <PortalLink to={`${userPaths.users.list}?funcao=${encodeURIComponent(role.id)}`}>
                  {m.users(role.users)}
                </PortalLink>
              ),
            },
            ...(role.updatedAt && role.updatedBy
              ? [
                  {
                    term: m.updatedLabel,
                    description: (
                      <>
                        <DateTime value={role.updatedAt} /> · {role.updatedBy.name}
                      </>
                    ),
                  },
                ]
              : []),
            ...(role.administrative ? [{ term: m.approvalLabel, description: m.administrative }] : []),
          ]}
        />
        {role.builtIn && <p role="note">{m.locked}</p>}
        <ActionRow>
          {list.canEdit && (
            <Button variant="secondary" disabled={draft !== null} onClick={() => setCreating({ source: role })}>
              {m.copy}
            </Button>
          )}
          {editable && draft === null && (
            <Button
              variant="secondary"
              onClick={() => setDraft({ version: role.version, ticked: new Set(role.permissions) })}
            >
              {m.edit}
            </Button>
          )}
          {editable && draft === null && role.users === 0 && (
            <DangerConfirm
              label={m.remove}
              title={m.removeTitle(role.name)}
              description={m.removeText}
              cancelLabel={m.cancel}
              onConfirm={() => void remove()}
            />
          )}
        </ActionRow>
        <RoleChecklist
          catalogue={permissions}
          label={m.permissionsOf(role.name)}
          ticked={ticked}
          editing={draft !== null}
          grantable={grantable}
          onToggle={(key, on) => draft && setDraft({ ...draft, ticked: toggle(permissions.items, ticked, key, on) })}
        />
        {draft !== null && (
          <ActionRow>
            <Button onClick={() => setReviewing(true)}>{m.review}</Button>
            <Button variant="tertiary" onClick={() => setDraft(null)}>
              {m.discard}
            </Button>
          </ActionRow>
        )}
      </Card>
      <Card title={m.matrixTitle}>
        <RoleMatrix catalogue={permissions} roles={list.items} />
      </Card>
      {reviewing && draft && (
        <ReviewDialog
          role={{ ...role, version: draft.version }}
          catalogue={permissions}
          permissions={[...draft.ticked]}
          onClose={() => setReviewing(false)}
          onSaved={(saved) => {
            setReviewing(false);
            setDraft(null);
            notify({ tone: 'success', title: m.saved(saved.name) });
            refresh();
          }}
        />
      )}
      {creating && (
        <NewRoleDialog
          open
          onOpenChange={(open) => !open && setCreating(null)}
          source={creating?.source ?? null}
          grantable={grantable}
          onCreated={created}
        />
      )}
    </MoneyStack>
  );
}
