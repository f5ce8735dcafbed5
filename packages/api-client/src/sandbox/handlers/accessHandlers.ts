import { HttpResponse, type HttpHandler } from 'msw';
import { permissionAreas, permissionCatalogue, withImplied } from '../../access/permissionCatalogue';
import { isAdministrativeRole, roleScopes, type RoleAssignment } from '../../access/builtInRoles';
import { endpoints } from '../../endpoints';
import { lastAccessFilters, userStatuses, userTeams } from '../../endpoints/accessEndpoints';
import { fillPath } from '../../endpoints/types';
import type { SandboxDb, SandboxState, StoredRole } from '../db';
import {
  activeAdministrators,
  ADMIN_ROLE_ID,
  describeAssignments,
  holds,
  isAdministrator,
  mayAssignIn,
  missingToGrant,
  permissionsHeld,
  personOf,
  roleView,
  scopeChoices,
  seesUser,
  syncAccess,
  userView,
} from '../access/accessState';
import { audit } from '../auditLog';
import { NO_CHECKER_MESSAGE, raiseApproval } from '../access/approvalRequests';
import { sendInvitation } from '../access/invitations';
import { PLATFORM_COMPANY_ID } from '../money/directory';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import type { SandboxAccount } from '../seeds';
import { fail, forbidden } from './moneyActionKit';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\(\d{2}\) \d{4,5}-\d{4}$|^\d{10,11}$/;
const NAME_MIN = 3;
const NAME_MAX = 80;

type Problems = Record<string, string[]>;
const refused = (errors: Problems) =>
  invalid({ message: Object.values(errors)[0]?.[0] ?? 'Os dados fornecidos são inválidos.', errors });

/** Users, platform operators, roles and the catalogue: every rule enforced here, whatever a screen shows. */
export function accessHandlers(db: SandboxDb, { signedIn }: SandboxRouter): HttpHandler[] {
  const state = () => db.read();
  const roleById = (id: unknown) => state().roles.find((role) => role.id === id);
  const userById = (caller: SandboxAccount, id: unknown) => {
    const account = state().accounts.find((candidate) => String(candidate.iduser) === String(id));
    return account && seesUser(caller, account) ? account : undefined;
  };
  const teamPermission = (team: string, action: 'view' | 'create' | 'edit') => {
    if (team === 'operators') return action === 'view' ? 'view_operators_users' : 'create_operators_users';
    return { view: 'view_users', create: 'create_user', edit: 'edit_user' }[action];
  }; /** The user a change is about when the caller may make it, else the 404 or 403 to answer with. */
  const userToChange = (caller: SandboxAccount, id: unknown, action: 'create' | 'edit', refusal: string) => {
    const target = userById(caller, id);
    if (!target) return notFound('Usuário não encontrado.');
    return holds(caller, teamPermission(target.team, action)) ? target : forbidden(refusal);
  };
  /** The role asked for when the caller holds the permission, else the 403 or 404 to answer with. */
  const roleFor = (caller: SandboxAccount, id: unknown, permission: string, refusal?: string) => {
    if (!holds(caller, permission)) return forbidden(refusal);
    return roleById(id) ?? notFound('Função não encontrada.');
  };

  /** The problems of a set of role assignments the caller wants to give, and the administrative ones among them. */
  function checkAssignments(
    s: SandboxState,
    caller: SandboxAccount,
    roles: unknown,
    before: readonly RoleAssignment[],
  ) {
    const problems: string[] = [];
    const held: RoleAssignment[] = [];
    if (!Array.isArray(roles)) return { problems: ['Escolha as funções.'], assignments: held, administrative: held };
    for (const entry of roles as Array<Partial<RoleAssignment>>) {
      const role = s.roles.find((candidate) => candidate.id === entry?.roleId);
      const companyId = typeof entry?.companyId === 'number' ? entry.companyId : null;
      if (!role) {
        problems.push('Função desconhecida.');
        continue;
      }
      const alreadyHeld = before.some((b) => b.roleId === role.id && b.companyId === companyId);
      if (!alreadyHeld && missingToGrant(caller, role).length) {
        problems.push(`Você não pode dar a função ${role.name}: ela tem permissões que você não tem.`);
        continue;
      }
      if (!alreadyHeld && !mayAssignIn(s, caller, role, companyId)) {
        problems.push(
          `Você não atua neste escopo: escolha ${role.scope === 'platform' ? 'a plataforma' : 'uma empresa que você atende'} para ${role.name}.`,
        );
        continue;
      }
      if (!held.some((h) => h.roleId === role.id && h.companyId === companyId))
        held.push({ roleId: role.id, companyId });
    }
    const administrative = held.filter((assignment) => {
      const role = s.roles.find((candidate) => candidate.id === assignment.roleId);
      const isNew = !before.some((b) => b.roleId === assignment.roleId && b.companyId === assignment.companyId);
      return isNew && role !== undefined && isAdministrativeRole(role);
    });
    return { problems, assignments: held, administrative };
  }

  /** Holds each administrative grant for a second person; false when nobody could approve it. */
  function holdGrants(caller: SandboxAccount, target: SandboxAccount, grants: readonly RoleAssignment[]) {
    let first: string | null = null;
    for (const grant of grants) {
      const s = state();
      const role = s.roles.find((candidate) => candidate.id === grant.roleId);
      if (!role) continue;
      const request = raiseApproval(db, caller, {
        kind: 'grantRole',
        title: `Dar a função ${role.name} a ${target.name}`,
        changes: [
          {
            label: 'Funções',
            before: describeAssignments(s, target.roles),
            after: describeAssignments(s, [...target.roles, grant]),
          },
        ],
        reason: null,
        payload: { iduser: target.iduser, roleId: role.id, roleName: role.name, companyId: grant.companyId },
      });
      if (!request) return null;
      first ??= request.id;
    }
    return first;
  }

  function identityProblems(body: Record<string, unknown>, email: boolean): Problems {
    const errors: Problems = {};
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name.length < NAME_MIN || name.length > NAME_MAX)
      errors.name = [`O nome deve ter de ${NAME_MIN} a ${NAME_MAX} caracteres.`];
    if (email) {
      const address = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!EMAIL.test(address)) errors.email = ['Informe um e-mail válido.'];
      else if (state().accounts.some((account) => account.email.toLowerCase() === address))
        errors.email = ['Este e-mail já está em uso.'];
    }
    const mobile = typeof body.mobile === 'string' ? body.mobile.trim() : '';
    if (mobile && !MOBILE.test(mobile)) errors.mobile = ['Informe o celular com DDD: (11) 98765-4321.'];
    return errors;
  }

  function servesProblems(caller: SandboxAccount, team: string, serves: unknown): string | null {
    if (team !== 'operators') return null;
    const stores = scopeChoices(state(), caller).store.map((store) => store.companyId);
    if (!Array.isArray(serves) || serves.length === 0) return 'Escolha ao menos uma loja atendida.';
    return serves.every((id) => stores.includes(id as number)) ? null : 'Você não atua numa das lojas escolhidas.';
  }

  /** The rules that keep somebody able to administer: not oneself, never the last administrator. */
  function keepsAdministrators(
    caller: SandboxAccount,
    target: SandboxAccount,
    after: readonly RoleAssignment[] | 'deactivated',
  ) {
    const losesAdmin =
      isAdministrator(target) && (after === 'deactivated' || !after.some((a) => a.roleId === ADMIN_ROLE_ID));
    if (!losesAdmin) return null;
    if (target.iduser === caller.iduser)
      return after === 'deactivated'
        ? 'Você não pode desativar a si mesmo.'
        : 'Você não pode remover a sua própria função de administrador.';
    if (target.status === 'active' && activeAdministrators(state()).length <= 1)
      return 'Esta pessoa é a última administradora da plataforma: dê a função a outra pessoa antes.';
    return null;
  }

  return [
    signedIn('permissionCatalogue', ({ account }) => {
      if (!holds(account, 'view_permissions') && !holds(account, 'view_roles')) return forbidden();
      return HttpResponse.json({
        items: permissionCatalogue.map((permission) => ({
          key: permission.key,
          area: permission.area,
          label: permission.label,
          description: permission.description,
          sensitive: Boolean(permission.sensitive),
          implies: [...(permission.implies ?? [])],
        })),
        areas: Object.entries(permissionAreas).map(([key, label]) => ({ key, label })),
      });
    }),

    signedIn('roles', ({ account }) => {
      if (!holds(account, 'view_roles') && !holds(account, 'view_users') && !holds(account, 'view_operators_users'))
        return forbidden();
      const s = state();
      return HttpResponse.json({
        items: s.roles.map((role) => roleView(s, role)),
        canEdit: holds(account, 'edit_roles'),
        grantable: [...permissionsHeld(account)],
      });
    }),

    signedIn('createRole', async ({ request, account }) => {
      if (!holds(account, 'edit_roles')) return forbidden('Você não pode criar funções.');
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : '';
      if (key.length < 8 || key.length > 100) return fail('idempotencyKey', 'Chave de idempotência inválida.');
      const repeated = state().roles.find((role) => role.idempotencyKey === key);
      if (repeated) return HttpResponse.json(roleView(state(), repeated), { status: 201 });
      const errors = roleProblems(body, null);
      if (!roleScopes.includes(body.scope as (typeof roleScopes)[number])) errors.scope = ['Escolha o escopo.'];
      const permissions = withImplied(Array.isArray(body.permissions) ? (body.permissions as string[]) : []);
      const missing = missingToGrant(account, { grantsAll: false, permissions });
      if (missing.length) errors.permissions = [`Você não pode dar permissões que não tem: ${missing.join(', ')}.`];
      if (Object.keys(errors).length) return refused(errors);
      const role: StoredRole = {
        id: `custom-${crypto.randomUUID().slice(0, 8)}`,
        name: String(body.name).trim(),
        description: (typeof body.description === 'string' ? body.description : '').trim(),
        scope: body.scope as StoredRole['scope'],
        builtIn: false,
        grantsAll: false,
        permissions,
        baseRole: body.scope === 'platform' ? 'admin' : body.scope === 'store' ? 'operator' : 'client',
        version: 1,
        updatedAt: new Date().toISOString(),
        updatedBy: personOf(account),
        idempotencyKey: key,
      };
      db.update((s) => {
        s.roles.push(role);
      });
      audit(
        db,
        account,
        { model: 'Role', id: role.id, companyId: PLATFORM_COMPANY_ID },
        endpoints.createRole.path,
        {},
        {
          name: role.name,
          scope: role.scope,
          permissions: role.permissions,
        },
        'created',
      );
      return HttpResponse.json(roleView(state(), role), { status: 201 });
    }),

    signedIn('roleImpact', async ({ request, params, account }) => {
      const role = roleFor(account, params.id, 'view_roles');
      if (role instanceof Response) return role;
      const body = ((await jsonBody(request)) ?? {}) as { permissions?: unknown };
      const next = withImplied(Array.isArray(body.permissions) ? (body.permissions as string[]) : []);
      const before = roleView(state(), role).permissions;
      return HttpResponse.json({
        added: next.filter((key) => !before.includes(key)),
        removed: before.filter((key) => !next.includes(key)),
        users: state()
          .accounts.filter(
            (user) => user.status !== 'inactive' && user.roles.some((assignment) => assignment.roleId === role.id),
          )
          .map((user) => ({ iduser: user.iduser, name: user.name, email: user.email })),
      });
    }),

    signedIn('updateRole', async ({ request, params, account }) => {
      const role = roleFor(account, params.id, 'edit_roles', 'Você não pode editar funções.');
      if (role instanceof Response) return role;
      if (role.builtIn) return fail('permissions', 'As funções do sistema não podem ser editadas: copie-a para mudar.');
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      if (body.version !== role.version)
        return fail(
          'version',
          'Outra pessoa mudou esta função enquanto você editava. Recarregue para ver a versão atual.',
        );
      const errors = roleProblems(body, role.id);
      const permissions = withImplied(Array.isArray(body.permissions) ? (body.permissions as string[]) : []);
      const added = permissions.filter((key) => !role.permissions.includes(key));
      const missing = missingToGrant(account, { grantsAll: false, permissions: added });
      if (missing.length) errors.permissions = [`Você não pode dar permissões que não tem: ${missing.join(', ')}.`];
      if (Object.keys(errors).length) return refused(errors);
      const before = { name: role.name, description: role.description, permissions: role.permissions };
      db.update((s) => {
        const stored = s.roles.find((candidate) => candidate.id === role.id);
        if (!stored) return;
        stored.name = String(body.name).trim();
        stored.description = (typeof body.description === 'string' ? body.description : '').trim();
        stored.permissions = permissions;
        stored.version += 1;
        stored.updatedAt = new Date().toISOString();
        stored.updatedBy = personOf(account);
        syncAccess(s);
      });
      const after = roleById(role.id) as StoredRole;
      audit(
        db,
        account,
        { model: 'Role', id: role.id, companyId: PLATFORM_COMPANY_ID },
        fillPath(endpoints.updateRole.path, { id: role.id }),
        before,
        {
          name: after.name,
          description: after.description,
          permissions: after.permissions,
        },
      );
      return HttpResponse.json(roleView(state(), after));
    }),

    signedIn('deleteRole', ({ params, account }) => {
      const role = roleFor(account, params.id, 'edit_roles', 'Você não pode excluir funções.');
      if (role instanceof Response) return role;
      if (role.builtIn) return fail('role', 'As funções do sistema não podem ser excluídas.');
      if (state().accounts.some((user) => user.roles.some((assignment) => assignment.roleId === role.id)))
        return fail('role', 'Esta função tem usuários: mude-os de função antes de excluí-la.');
      db.update((s) => {
        s.roles = s.roles.filter((candidate) => candidate.id !== role.id);
      });
      audit(
        db,
        account,
        { model: 'Role', id: role.id, companyId: PLATFORM_COMPANY_ID },
        fillPath(endpoints.updateRole.path, { id: role.id }),
        { name: role.name, permissions: role.permissions },
        {},
        'deleted',
      );
      return HttpResponse.json({ message: 'Função excluída.' });
    }),

    signedIn('accessScopes', ({ account }) => {
      if (!holds(account, 'view_users') && !holds(account, 'view_operators_users')) return forbidden();
      return HttpResponse.json(scopeChoices(state(), account));
    }),

    signedIn('accessUsers', ({ request, account }) => {
      const query = new URL(request.url).searchParams;
      const team = query.get('team') ?? 'users';
      if (!userTeams.includes(team as (typeof userTeams)[number])) return fail('team', 'Lista desconhecida.');
      if (!holds(account, teamPermission(team, 'view'))) return forbidden();
      const s = state();
      const role = query.get('role');
      const scope = query.get('scope');
      const status = query.get('status');
      const lastAccess = query.get('lastAccess');
      const search = (query.get('search') ?? '').trim().toLowerCase();
      if (status && !userStatuses.includes(status as (typeof userStatuses)[number]))
        return fail('status', 'Situação desconhecida.');
      if (lastAccess && !lastAccessFilters.includes(lastAccess as (typeof lastAccessFilters)[number]))
        return fail('lastAccess', 'Filtro de último acesso desconhecido.');
      const now = Date.now();
      const day = 24 * 60 * 60 * 1000;
      const matches = s.accounts.filter((user) => {
        if (user.team !== team || !seesUser(account, user)) return false;
        if (role && !user.roles.some((assignment) => assignment.roleId === role)) return false;
        if (scope && !user.roles.some((assignment) => s.roles.find((r) => r.id === assignment.roleId)?.scope === scope))
          return false;
        if (status && user.status !== status) return false;
        if (lastAccess) {
          const at = user.lastAccessAt ? Date.parse(user.lastAccessAt) : null;
          if (lastAccess === 'never' && at !== null) return false;
          if (lastAccess === '7d' && (at === null || now - at > 7 * day)) return false;
          if (lastAccess === '30d' && (at === null || now - at > 30 * day)) return false;
          if (lastAccess === 'over30d' && (at === null || now - at <= 30 * day)) return false;
        }
        return !search || user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search);
      });
      const pageSize = Math.min(100, Math.max(1, Number(query.get('pageSize')) || 25));
      const page = Math.max(1, Number(query.get('page')) || 1);
      const sorted = [...matches].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
      return HttpResponse.json({
        items: sorted.slice((page - 1) * pageSize, page * pageSize).map((user) => userView(s, user)),
        total: matches.length,
        canCreate: holds(account, teamPermission(team, 'create')),
        canEdit: holds(account, teamPermission(team, 'edit')),
      });
    }),

    signedIn('accessUser', ({ params, account }) => {
      const user = userById(account, params.id);
      if (!user || !holds(account, teamPermission(user.team, 'view'))) return notFound('Usuário não encontrado.');
      return HttpResponse.json(userView(state(), user));
    }),

    signedIn('inviteUser', async ({ request, account }) => {
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const team = userTeams.includes(body.team as (typeof userTeams)[number]) ? String(body.team) : 'users';
      if (!holds(account, teamPermission(team, 'create'))) return forbidden('Você não pode convidar usuários.');
      const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : '';
      if (key.length < 8 || key.length > 100) return fail('idempotencyKey', 'Chave de idempotência inválida.');
      const repeated = state().accounts.find((user) => user.idempotencyKey === key);
      if (repeated) return HttpResponse.json({ user: userView(state(), repeated), approval: null }, { status: 201 });
      const errors = identityProblems(body, true);
      const s = state();
      const { problems, assignments, administrative } = checkAssignments(s, account, body.roles, []);
      if (problems.length) errors.roles = problems;
      else if (assignments.length === 0) errors.roles = ['Escolha ao menos uma função.'];
      const serves = servesProblems(account, team, body.serves);
      if (serves) errors.serves = [serves];
      if (Object.keys(errors).length) return refused(errors);
      const applied = assignments.filter((assignment) => !administrative.includes(assignment));
      const main = applied[0] ?? assignments[0];
      const mainRole = s.roles.find((role) => role.id === main?.roleId);
      let created: SandboxAccount | undefined;
      db.update((st) => {
        const iduser = Math.max(...st.accounts.map((user) => user.iduser)) + 1;
        created = {
          iduser,
          name: String(body.name).trim(),
          email: String(body.email).trim().toLowerCase(),
          password: '',
          role: mainRole?.baseRole ?? 'client',
          mobile: typeof body.mobile === 'string' ? body.mobile.trim() : '',
          birth_date: '',
          avatar: null,
          companyId: main?.companyId ?? PLATFORM_COMPANY_ID,
          ability: [],
          roles: applied,
          status: 'invited',
          team: team as SandboxAccount['team'],
          lastAccessAt: null,
          createdAt: new Date().toISOString(),
          createdBy: personOf(account),
          serves: team === 'operators' ? (body.serves as number[]) : [],
          verify_documents: 1,
          two_factor_authentication: 0,
          requires2fa: false,
          isTheSupport: false,
          ismaster: 0,
          ismaster_accepted_platform_terms: true,
          idempotencyKey: key,
        };
        st.accounts.push(created);
        syncAccess(st);
      });
      const user = created as SandboxAccount;
      const approval = administrative.length ? holdGrants(account, user, administrative) : null;
      if (administrative.length && !approval) {
        db.update((st) => {
          st.accounts = st.accounts.filter((candidate) => candidate.iduser !== user.iduser);
        });
        return refused({ roles: [NO_CHECKER_MESSAGE] });
      }
      sendInvitation(db, user, personOf(account));
      audit(
        db,
        account,
        { model: 'User', id: String(user.iduser), companyId: user.companyId },
        endpoints.inviteUser.path,
        {},
        {
          name: user.name,
          email: user.email,
          roles: describeAssignments(state(), user.roles),
          status: 'invited',
        },
        'created',
      );
      return HttpResponse.json(
        {
          user: userView(state(), state().accounts.find((a) => a.iduser === user.iduser) as SandboxAccount),
          approval: approval ? { id: approval } : null,
        },
        { status: 201 },
      );
    }),

    signedIn('updateUser', async ({ request, params, account }) => {
      const target = userToChange(account, params.id, 'edit', 'Você não pode editar usuários.');
      if (target instanceof Response) return target;
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const errors = identityProblems(body, false);
      const s = state();
      const { problems, assignments, administrative } = checkAssignments(s, account, body.roles, target.roles);
      if (problems.length) errors.roles = problems;
      const kept = assignments.filter((assignment) => !administrative.includes(assignment));
      const guard = keepsAdministrators(account, target, kept);
      if (guard) errors.roles = [guard];
      const serves = servesProblems(account, target.team, body.serves);
      if (serves) errors.serves = [serves];
      if (Object.keys(errors).length) return refused(errors);
      const before = { name: target.name, mobile: target.mobile, roles: describeAssignments(s, target.roles) };
      const approval = administrative.length ? holdGrants(account, target, administrative) : null;
      if (administrative.length && !approval) return refused({ roles: [NO_CHECKER_MESSAGE] });
      const rolesChanged = JSON.stringify(kept) !== JSON.stringify(target.roles);
      db.update((st) => {
        const stored = st.accounts.find((candidate) => candidate.iduser === target.iduser);
        if (!stored) return;
        stored.name = String(body.name).trim();
        stored.mobile = typeof body.mobile === 'string' ? body.mobile.trim() : '';
        stored.roles = kept;
        if (stored.team === 'operators') stored.serves = body.serves as number[];
        syncAccess(st);
        // New roles apply at once: the person signs in again to get their new menu.
        if (rolesChanged)
          for (const [token, session] of Object.entries(st.sessions))
            if (session.email === stored.email && stored.iduser !== account.iduser) delete st.sessions[token];
      });
      const after = state().accounts.find((candidate) => candidate.iduser === target.iduser) as SandboxAccount;
      audit(
        db,
        account,
        { model: 'User', id: String(target.iduser), companyId: target.companyId },
        fillPath(endpoints.updateUser.path, { id: target.iduser }),
        before,
        {
          name: after.name,
          mobile: after.mobile,
          roles: describeAssignments(state(), after.roles),
        },
      );
      return HttpResponse.json({ user: userView(state(), after), approval: approval ? { id: approval } : null });
    }),

    signedIn('deactivateUser', ({ params, account }) => {
      const target = userToChange(account, params.id, 'edit', 'Você não pode desativar usuários.');
      if (target instanceof Response) return target;
      if (target.iduser === account.iduser) return fail('user', 'Você não pode desativar a si mesmo.');
      const guard = keepsAdministrators(account, target, 'deactivated');
      if (guard) return fail('user', guard);
      if (target.status === 'inactive') return HttpResponse.json(userView(state(), target));
      const before = target.status;
      db.update((st) => {
        const stored = st.accounts.find((candidate) => candidate.iduser === target.iduser);
        if (!stored) return;
        stored.status = 'inactive';
        // Its sessions end at once: the token stops working on the next call.
        for (const [token, session] of Object.entries(st.sessions))
          if (session.email === stored.email) delete st.sessions[token];
        for (const invitation of Object.values(st.invitations))
          if (invitation.iduser === stored.iduser) invitation.used = true;
      });
      audit(
        db,
        account,
        { model: 'User', id: String(target.iduser), companyId: target.companyId },
        fillPath(endpoints.deactivateUser.path, { id: target.iduser }),
        { status: before },
        { status: 'inactive' },
      );
      return HttpResponse.json(userView(state(), userById(account, target.iduser) as SandboxAccount));
    }),

    signedIn('reactivateUser', ({ params, account }) => {
      const target = userToChange(account, params.id, 'edit', 'Você não pode reativar usuários.');
      if (target instanceof Response) return target;
      if (target.status !== 'inactive') return HttpResponse.json(userView(state(), target));
      const next = target.password ? 'active' : 'invited';
      db.update((st) => {
        const stored = st.accounts.find((candidate) => candidate.iduser === target.iduser);
        if (stored) stored.status = next;
      });
      const after = userById(account, target.iduser) as SandboxAccount;
      if (next === 'invited') sendInvitation(db, after, personOf(account));
      audit(
        db,
        account,
        { model: 'User', id: String(target.iduser), companyId: target.companyId },
        fillPath(endpoints.reactivateUser.path, { id: target.iduser }),
        { status: 'inactive' },
        { status: next },
      );
      return HttpResponse.json(userView(state(), after));
    }),

    signedIn('resendInvitation', ({ params, account }) => {
      const target = userToChange(account, params.id, 'create', 'Você não pode convidar usuários.');
      if (target instanceof Response) return target;
      if (target.status !== 'invited') return fail('user', 'Esta pessoa já aceitou o convite.');
      sendInvitation(db, target, personOf(account));
      return HttpResponse.json(userView(state(), target));
    }),
  ];

  function roleProblems(body: Record<string, unknown>, ownId: string | null): Problems {
    const errors: Problems = {};
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name.length < NAME_MIN || name.length > 60) errors.name = ['O nome da função deve ter de 3 a 60 caracteres.'];
    else if (
      state().roles.some(
        (role) => role.id !== ownId && role.name.toLocaleLowerCase('pt-BR') === name.toLocaleLowerCase('pt-BR'),
      )
    )
      errors.name = ['Já existe uma função com este nome.'];
    if (typeof body.description === 'string' && body.description.length > 200)
      errors.description = ['A descrição deve ter no máximo 200 caracteres.'];
    if (!Array.isArray(body.permissions) || body.permissions.some((key) => typeof key !== 'string'))
      errors.permissions = ['Escolha as permissões.'];
    else if ((body.permissions as string[]).length === 0) errors.permissions = ['Escolha ao menos uma permissão.'];
    return errors;
  }
}
