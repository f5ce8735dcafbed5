import { permissionCatalogue } from '../../access/permissionCatalogue';
import { isAdministrativeRole, permissionsOfRole, type RoleAssignment } from '../../access/builtInRoles';
import type { AccessUser, Role } from '../../endpoints/accessEndpoints';
import type { SandboxState, StoredRole } from '../db';
import { PLATFORM_COMPANY_ID } from '../money/directory';
import { abilityOfAccount, type SandboxAccount } from '../seeds';

/** An invitation link works for 7 days, once; a new one replaces it. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An approval request waits 3 days for a second person, then expires. */
export const APPROVAL_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const ADMIN_ROLE_ID = 'platform-admin';

/**
 * Writes every account's ability and spec-3 `role` from its roles: called after any change of roles or accounts,
 * so the sign-in answers and every handler's check follow the roles at once.
 */
export function syncAccess(state: SandboxState) {
  for (const account of state.accounts) {
    account.ability = abilityOfAccount(account, state.roles);
    const main = state.roles.find((role) => role.id === account.roles[0]?.roleId);
    if (main) account.role = main.baseRole;
  }
}

export const personOf = (account: Pick<SandboxAccount, 'name' | 'email'>) => ({
  name: account.name,
  email: account.email,
});

/** Every permission the account holds (the administrator: all of them). */
export function permissionsHeld(account: SandboxAccount): Set<string> {
  if (account.ability.some((rule) => rule.action === 'manage' && rule.subject === 'all'))
    return new Set(permissionCatalogue.map((permission) => permission.key));
  return new Set(account.ability.map((rule) => rule.action));
}

export const holds = (account: SandboxAccount, key: string) => permissionsHeld(account).has(key);

/** Acts for the whole platform: sees every user, may give roles in any company. */
export const actsForPlatform = (account: SandboxAccount) =>
  account.companyId === PLATFORM_COMPANY_ID || account.ability.some((rule) => rule.action === 'manage');

export const isAdministrator = (account: SandboxAccount) =>
  account.roles.some((assignment) => assignment.roleId === ADMIN_ROLE_ID);

/** The active administrators: the last one can never be removed, demoted or deactivated. */
export const activeAdministrators = (state: SandboxState) =>
  state.accounts.filter((account) => account.status === 'active' && isAdministrator(account));

/** The permissions of a role the caller does not hold: nobody grants what they cannot do themselves. */
export function missingToGrant(caller: SandboxAccount, role: Pick<StoredRole, 'grantsAll' | 'permissions'>) {
  const held = permissionsHeld(caller);
  return permissionsOfRole(role).filter((key) => !held.has(key));
}

export function companyName(state: SandboxState, companyId: number | null) {
  if (companyId === null) return 'Plataforma';
  return state.companies.find((company) => company.companyId === companyId)?.companyName ?? `Empresa ${companyId}`;
}

/** The companies the caller may give a role in, by the role's scope. */
export function scopeChoices(state: SandboxState, caller: SandboxAccount) {
  const platform = actsForPlatform(caller);
  const visible = state.companies.filter(
    (company) => company.companyId !== PLATFORM_COMPANY_ID && (platform || company.companyId === caller.companyId),
  );
  const pick = (companyClass: string) =>
    visible
      .filter((company) => company.class === companyClass)
      .map((company) => ({ companyId: company.companyId, name: company.companyName }));
  return { platform, whiteLabel: pick('WTL'), client: pick('EC'), store: pick('EC') };
}

/** Whether the caller may give `role` in `companyId`: the scope must match the role's and be one the caller holds. */
export function mayAssignIn(state: SandboxState, caller: SandboxAccount, role: StoredRole, companyId: number | null) {
  if (role.scope === 'platform') return companyId === null && actsForPlatform(caller);
  if (companyId === null) return false;
  return scopeChoices(state, caller)[role.scope].some((company) => company.companyId === companyId);
}

/** The users a caller sees: everybody for the platform's staff, their own company's people otherwise. */
export const seesUser = (caller: SandboxAccount, account: SandboxAccount) =>
  actsForPlatform(caller) || account.companyId === caller.companyId;

export function roleView(state: SandboxState, role: StoredRole): Role {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    scope: role.scope,
    builtIn: role.builtIn,
    grantsAll: role.grantsAll,
    permissions: permissionsOfRole(role),
    administrative: isAdministrativeRole(role),
    users: state.accounts.filter(
      (account) => account.status !== 'inactive' && account.roles.some((assignment) => assignment.roleId === role.id),
    ).length,
    version: role.version,
    updatedAt: role.updatedAt,
    updatedBy: role.updatedBy,
  };
}

export function userView(state: SandboxState, account: SandboxAccount): AccessUser {
  const invitation = Object.values(state.invitations).find((entry) => entry.iduser === account.iduser && !entry.used);
  const pending = state.approvals.find(
    (approval) =>
      approval.status === 'pending' && approval.kind === 'grantRole' && approval.payload.iduser === account.iduser,
  );
  return {
    iduser: account.iduser,
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    team: account.team,
    status: account.status,
    roles: account.roles.map((assignment) => ({
      roleId: assignment.roleId,
      roleName: state.roles.find((role) => role.id === assignment.roleId)?.name ?? assignment.roleId,
      companyId: assignment.companyId,
      scopeLabel: companyName(state, assignment.companyId),
    })),
    twoFactor: account.two_factor_authentication === 1,
    lastAccessAt: account.lastAccessAt,
    createdAt: account.createdAt,
    createdBy: account.createdBy,
    invitationExpiresAt: account.status === 'invited' && invitation ? new Date(invitation.expires).toISOString() : null,
    pendingApproval: pending
      ? { id: pending.id, roleName: typeof pending.payload.roleName === 'string' ? pending.payload.roleName : '' }
      : null,
    serves: account.serves.map((companyId) => ({ companyId, name: companyName(state, companyId) })),
  };
}

export const describeAssignments = (state: SandboxState, roles: readonly RoleAssignment[]) =>
  roles
    .map((assignment) => {
      const name = state.roles.find((role) => role.id === assignment.roleId)?.name ?? assignment.roleId;
      return `${name} (${companyName(state, assignment.companyId)})`;
    })
    .join(', ') || 'Nenhuma';
