import { lastAccessFilters, roleScopeLabels, roleScopes, userStatuses, type AccessUser } from '@painel/api-client';
import { useAccessUsers, useRoles } from '@painel/api-client/react';
import { DateTime, SearchField, Select, type DataColumn } from '@painel/ui';
import { useMemo } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { NavigateButton } from '../../core/links/NavigateButton';
import {
  ListScreen,
  optionSelect,
  statusColumn,
  chipLabels,
  defineListView,
  filterChips,
  optionField,
  textField,
  useListView,
} from '../../core/list';
import { accessMessages } from './messages';
import { editUserPath, teamOfPath, userPaths } from './userPaths';
import { statusTone } from './userTones';
import { usePortalLink } from '../../core/runtime/hooks';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { ActionRow, useSaoPauloToday } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';

const words = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as unknown as Record<T, string>;

/** The users list's view in the URL: role, scope, status, last access and a name or e-mail. */
export const userListView = defineListView({
  role: textField('funcao', 60),
  scope: optionField('escopo', words(roleScopes)),
  status: optionField('situacao', words(userStatuses)),
  lastAccess: optionField('acesso', words(lastAccessFilters)),
  search: textField('busca'),
});

/**
 * /dashboard/list/users and /dashboard/operators: the people who sign in, or the platform's operators, with their
 * roles and scopes, 2FA, status and last access, server-paginated; invitations from here.
 */
export function UsersScreen() {
  const team = teamOfPath(useCurrentRoute().path);
  const list = useListView(userListView, { today: useSaoPauloToday() });
  const m = useMessages('access', accessMessages);
  const chip = chipLabels(useMessages('money', moneyMessages));
  const { href } = usePortalLink();
  const { state, change } = list;
  const query = useAccessUsers(
    useMemo(
      () => ({
        team,
        ...(state.role ? { role: state.role } : {}),
        ...(state.scope ? { scope: state.scope } : {}),
        ...(state.status ? { status: state.status } : {}),
        ...(state.lastAccess ? { lastAccess: state.lastAccess } : {}),
        ...(state.search ? { search: state.search } : {}),
        page: String(state.page),
        pageSize: String(state.pageSize),
      }),
      [team, state],
    ),
  );
  const roles = useRoles();
  const roleName = (id: string) => roles.data?.items.find((role) => role.id === id)?.name;
  const u = m.users;
  const c = u.columns;
  const columns: DataColumn<AccessUser>[] = [
    { id: 'name', label: c.name, cell: (user) => user.name, hideable: false, card: 'headline' },
    { id: 'email', label: c.email, cell: (user) => user.email, wrap: true },
    {
      id: 'roles',
      label: c.roles,
      wrap: true,
      cell: (user) =>
        [
          ...user.roles.map((role) => `${role.roleName} (${role.scopeLabel})`),
          ...(user.pendingApproval ? [u.waitingApproval(user.pendingApproval.roleName)] : []),
        ].join(', ') || u.noRoles,
    },
    ...(team === 'operators'
      ? [
          {
            id: 'serves',
            label: c.serves,
            wrap: true,
            cell: (user: AccessUser) => user.serves.map((s) => s.name).join(', '),
          },
        ]
      : []),
    { id: 'twoFactor', label: c.twoFactor, cell: (user) => (user.twoFactor ? m.twoFactor.on : m.twoFactor.off) },
    statusColumn(c.status, (user) => user.status, statusTone, m.statuses),
    {
      id: 'lastAccess',
      label: c.lastAccess,
      cell: (user) => (user.lastAccessAt ? <DateTime value={user.lastAccessAt} /> : u.never),
    },
    { id: 'createdBy', label: c.createdBy, defaultHidden: true, cell: (user) => user.createdBy?.name ?? '—' },
    { id: 'createdAt', label: c.createdAt, defaultHidden: true, cell: (user) => <DateTime value={user.createdAt} /> },
  ];
  const chips = filterChips(state, {
    search: chip.text(u.filters.search),
    role: (value: string) => (value ? chip.text(u.filters.role)(roleName(value) ?? value) : null),
    scope: chip.option(u.filters.scope, roleScopeLabels),
    status: chip.option(u.filters.status, m.statuses),
    lastAccess: chip.option(u.filters.lastAccess, m.lastAccess),
  });
  return (
    <ListScreen
      list={list}
      query={query}
      header={
        <>
          <p>{team === 'operators' ? u.operatorsIntro : u.intro}</p>
          {query.data?.canCreate && (
            <ActionRow>
              <NavigateButton to={userPaths[team].create}>
                {team === 'operators' ? u.inviteOperator : u.invite}
              </NavigateButton>
            </ActionRow>
          )}
        </>
      }
      chips={chips}
      filters={
        <>
          <SearchField
            label={u.filters.search}
            hint={u.searchHint}
            value={state.search}
            onSearch={(search) => change({ search })}
          />
          <Select
            label={u.filters.role}
            value={state.role}
            placeholder={false}
            options={[
              { value: '', label: u.anyRole },
              ...(roles.data?.items ?? []).map((role) => ({ value: role.id, label: role.name })),
            ]}
            onChange={(event) => change({ role: event.target.value })}
          />
          {optionSelect(u.filters.scope, u.anyScope, state.scope, roleScopeLabels, (scope) => change({ scope }))}
          {optionSelect(u.filters.status, u.anyStatus, state.status, m.statuses, (status) => change({ status }))}
          {optionSelect(u.filters.lastAccess, u.anyTime, state.lastAccess, m.lastAccess, (lastAccess) =>
            change({ lastAccess }),
          )}
        </>
      }
      title={team === 'operators' ? u.operatorsTitle : u.title}
      table={{
        label: team === 'operators' ? u.operatorsTable : u.table,
        columns,
        rowKey: (user) => String(user.iduser),
        rows: (data) => data.items,
        total: (data) => data.total,
        emptyMessage: u.empty,
        columnsKey: `access-${team}`,
        ...(query.data?.canEdit
          ? {
              rowLink: (user: AccessUser) => ({
                href: href(editUserPath(user.iduser)),
                label: u.open(user.name, user.email),
              }),
            }
          : {}),
      }}
    />
  );
}
