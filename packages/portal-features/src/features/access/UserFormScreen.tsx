import type { AccessUser, RoleList, ScopeChoices } from '@painel/api-client';
import { useAccessScopes, useRoles } from '@painel/api-client/react';
import { notify } from '@painel/ui';
import { bothQueries, QueryState } from '../../core/page/QueryState';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormScreen, useFormScreen } from '../../core/forms';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { accessMessages } from './messages';
import { assignmentsOf, emptyUserForm, userFormOf, userFormSchema, type UserFormValues } from './userForm';
import { UserFormFields } from './UserFormFields';
import { teamOfPath, userPaths } from './userPaths';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import type { UserTeam } from '@painel/api-client';

export interface UserFormProps {
  team: UserTeam;
  /** The user being edited; none for an invitation. */
  user?: AccessUser;
  roles: RoleList;
  scopes: ScopeChoices;
  onSaved?: (user: AccessUser) => void;
}

/** Invites a person, or changes one: their identity, roles in scopes the maker holds, an operator's stores. */
export function UserForm({ team, user, roles, scopes, onSaved }: UserFormProps) {
  const m = useMessages('access', accessMessages).form;
  const api = useApi();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const invite = user === undefined;
  const operators = team === 'operators';
  const resolver = useMemo(
    () =>
      zodResolver(
        userFormSchema(m.problems, (id) => roles.items.find((role) => role.id === id)?.scope, { invite, operators }),
      ),
    [m.problems, roles.items, invite, operators],
  );
  const state = useFormScreen<UserFormValues>({
    defaultValues: user ? userFormOf(user) : emptyUserForm,
    resolver,
    messages: { fix: m.fix, failed: m.failed },
    submit: async (values, { idempotencyKey }) => {
      const body = {
        name: values.name.trim(),
        mobile: values.mobile,
        roles: assignmentsOf(values, roles.items),
        ...(operators ? { serves: values.serves.map(Number) } : {}),
      };
      const result = user
        ? await api.access.updateUser(user.iduser, body)
        : await api.access.inviteUser({ ...body, idempotencyKey, team, email: values.email.trim() });
      notify({
        tone: 'success',
        title: user ? m.saved : m.invited(result.user.email),
        ...(result.approval ? { description: m.heldForApproval } : {}),
      });
      if (user) {
        state.start(userFormOf(result.user));
        onSaved?.(result.user);
      } else void navigate(href(userPaths[team].list));
    },
  });
  return (
    <FormScreen
      state={state}
      intro={invite ? <p>{m.inviteIntro}</p> : undefined}
      submitLabel={invite ? m.submitInvite : m.submitEdit}
      cancelLabel={m.cancel}
      onCancel={() => void navigate(href(userPaths[team].list))}
    >
      <UserFormFields
        roles={roles.items}
        scopes={scopes}
        held={new Set(user?.roles.map((role) => role.roleId) ?? [])}
        grantable={new Set(roles.grantable)}
        invite={invite}
        operators={operators}
      />
    </FormScreen>
  );
}

/** What every user form needs first: the roles (and what the maker may grant) and the scopes they act in. */
export function useUserFormData() {
  return bothQueries(useRoles(), useAccessScopes(), (roles, scopes) => ({ roles, scopes }));
}

/** The roles' and scopes' loading and failure, said alike by the invitation and the edit. */
export function FormNeeds({
  needs,
  children,
}: {
  needs: ReturnType<typeof useUserFormData>;
  children: (data: NonNullable<ReturnType<typeof useUserFormData>['data']>) => ReactNode;
}) {
  const m = useMessages('access', accessMessages).roles;
  return (
    <QueryState query={needs} messages={m}>
      {children}
    </QueryState>
  );
}

/** /dashboard/create/users and /dashboard/operators/create: an invitation by e-mail. */
export function NewUserScreen() {
  const route = useCurrentRoute();
  const team = teamOfPath(route.path);
  const needs = useUserFormData();
  return (
    <FormNeeds needs={needs}>{(data) => <UserForm team={team} roles={data.roles} scopes={data.scopes} />}</FormNeeds>
  );
}
