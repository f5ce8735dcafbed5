import * as z from 'zod/mini';
import { permissionAreas, roleScopes } from '../access/accessVocabulary';
import { defineEndpoints } from './types';

const person = z.object({ name: z.string(), email: z.string() });
const idempotencyKey = z.string().check(z.minLength(8), z.maxLength(100));

export const permissionSchema = z.object({
  key: z.string(),
  area: z.enum(Object.keys(permissionAreas) as [keyof typeof permissionAreas, ...Array<keyof typeof permissionAreas>]),
  label: z.string(),
  description: z.string(),
  sensitive: z.boolean(),
  implies: z.array(z.string()),
});
export type Permission = z.output<typeof permissionSchema>;

export const permissionCatalogueSchema = z.object({
  items: z.array(permissionSchema),
  areas: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type PermissionCatalogue = z.output<typeof permissionCatalogueSchema>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  scope: z.enum(roleScopes),
  builtIn: z.boolean(),
  grantsAll: z.boolean(),
  /** Every permission the role gives, implied ones included. */
  permissions: z.array(z.string()),
  /** Granting it waits for a second person's approval. */
  administrative: z.boolean(),
  users: z.int(),
  /** Bumped by every change: an edit based on an older version is refused (two people editing at once). */
  version: z.int(),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(person),
});
export type Role = z.output<typeof roleSchema>;

export const roleListSchema = z.object({
  items: z.array(roleSchema),
  /** Whether the caller may create and edit roles (edit_roles). */
  canEdit: z.boolean(),
  /** The permissions the caller holds: nobody grants one they do not hold. */
  grantable: z.array(z.string()),
});
export type RoleList = z.output<typeof roleListSchema>;

const roleFields = {
  name: z.string(),
  description: z.string(),
  scope: z.enum(roleScopes),
  permissions: z.array(z.string()),
};
export const roleInputSchema = z.object(roleFields);
export type RoleInput = z.input<typeof roleInputSchema>;

export const roleChangeSchema = z.object({
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  version: z.int(),
});
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

export const roleImpactSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  users: z.array(z.object({ iduser: z.int(), name: z.string(), email: z.string() })),
});
export type RoleImpact = z.output<typeof roleImpactSchema>;

export const userStatuses = ['invited', 'active', 'blocked', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];
/** Usuários (people who sign in to the portal) or Operadores (the platform's sales and support staff). */
export const userTeams = ['users', 'operators'] as const;
export type UserTeam = (typeof userTeams)[number];

const assignmentSchema = z.object({
  roleId: z.string(),
  /** The company of the role's scope; null for the platform. */
  companyId: z.nullable(z.int()),
});
export type RoleAssignmentInput = z.input<typeof assignmentSchema>;

export const accessUserSchema = z.object({
  iduser: z.int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  team: z.enum(userTeams),
  status: z.enum(userStatuses),
  roles: z.array(
    z.object({
      roleId: z.string(),
      roleName: z.string(),
      companyId: z.nullable(z.int()),
      /** 'Plataforma', or the company's name. */
      scopeLabel: z.string(),
    }),
  ),
  twoFactor: z.boolean(),
  lastAccessAt: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.nullable(person),
  invitationExpiresAt: z.nullable(z.string()),
  /** A role grant waiting for a second person's approval. */
  pendingApproval: z.nullable(z.object({ id: z.string(), roleName: z.string() })),
  /** Platform operators: the stores they serve. */
  serves: z.array(z.object({ companyId: z.int(), name: z.string() })),
});
export type AccessUser = z.output<typeof accessUserSchema>;

export const accessUserPageSchema = z.object({
  items: z.array(accessUserSchema),
  total: z.int(),
  canCreate: z.boolean(),
  canEdit: z.boolean(),
});
export type AccessUserPage = z.output<typeof accessUserPageSchema>;

export const lastAccessFilters = ['7d', '30d', 'over30d', 'never'] as const;
export type LastAccessFilter = (typeof lastAccessFilters)[number];

export const accessUserQuerySchema = z.object({
  team: z.enum(userTeams),
  role: z.optional(z.string()),
  scope: z.optional(z.enum(roleScopes)),
  status: z.optional(z.enum(userStatuses)),
  lastAccess: z.optional(z.enum(lastAccessFilters)),
  search: z.optional(z.string()),
  page: z.optional(z.string()),
  pageSize: z.optional(z.string()),
});

/** The companies a role may be given in, by scope (white labels, clients, stores), as the caller sees them. */
export const scopeChoicesSchema = z.object({
  whiteLabel: z.array(z.object({ companyId: z.int(), name: z.string() })),
  client: z.array(z.object({ companyId: z.int(), name: z.string() })),
  store: z.array(z.object({ companyId: z.int(), name: z.string() })),
  /** Whether the caller acts for the whole platform. */
  platform: z.boolean(),
});
export type ScopeChoices = z.output<typeof scopeChoicesSchema>;

export const inviteUserSchema = z.object({
  idempotencyKey,
  team: z.enum(userTeams),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  roles: z.array(assignmentSchema),
  serves: z.optional(z.array(z.int())),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

export const updateUserSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  roles: z.array(assignmentSchema),
  serves: z.optional(z.array(z.int())),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const userChangeResultSchema = z.object({
  user: accessUserSchema,
  /** A role grant held for approval (administrative roles), the rest applied. */
  approval: z.nullable(z.object({ id: z.string() })),
});
export type UserChangeResult = z.output<typeof userChangeResultSchema>;

/** 'replaced': a newer invitation was sent; 'used': the password was created (or the person was deactivated). */
export const invitationStates = ['valid', 'expired', 'replaced', 'used', 'unknown'] as const;
export type InvitationState = (typeof invitationStates)[number];

export const invitationSchema = z.object({
  state: z.enum(invitationStates),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
});
export type Invitation = z.output<typeof invitationSchema>;

const tokenParams = z.object({ token: z.string() });
const userParams = z.object({ id: z.string() });
const messageAnswer = z.object({ message: z.string() });

/** Users, platform operators, roles and the permission catalogue; invitations by e-mail (7 days, one use). */
export const accessEndpoints = defineEndpoints({
  permissionCatalogue: {
    method: 'GET',
    path: 'access/permissions',
    base: 'api',
    auth: true,
    group: 'access',
    response: permissionCatalogueSchema,
    errors: [401, 403, 500],
  },
  roles: {
    method: 'GET',
    path: 'access/roles',
    base: 'api',
    auth: true,
    group: 'access',
    response: roleListSchema,
    errors: [401, 403, 500],
  },
  createRole: {
    method: 'POST',
    path: 'access/roles',
    base: 'api',
    auth: true,
    group: 'access',
    body: z.object({ idempotencyKey, ...roleFields }),
    response: roleSchema,
    successStatus: 201,
    errors: [401, 403, 422, 500],
  },
  roleImpact: {
    method: 'POST',
    path: 'access/roles/{id}/impact',
    base: 'api',
    auth: true,
    group: 'access',
    params: userParams,
    body: z.object({ permissions: z.array(z.string()) }),
    response: roleImpactSchema,
    errors: [401, 403, 404, 500],
  },
  updateRole: {
    method: 'PUT',
    path: 'access/roles/{id}',
    base: 'api',
    auth: true,
    group: 'access',
    params: userParams,
    body: roleChangeSchema,
    response: roleSchema,
    errors: [401, 403, 404, 422, 500],
  },
  deleteRole: {
    method: 'DELETE',
    path: 'access/roles/{id}',
    base: 'api',
    auth: true,
    group: 'access',
    params: userParams,
    response: messageAnswer,
    errors: [401, 403, 404, 422, 500],
  },
  accessUsers: {
    method: 'GET',
    path: 'access/users',
    base: 'api',
    auth: true,
    group: 'access',
    query: accessUserQuerySchema,
    response: accessUserPageSchema,
    errors: [401, 403, 500],
  },
  accessUser: {
    method: 'GET',
    path: 'access/users/{id}',
    base: 'api',
    auth: true,
    group: 'access',
    params: userParams,
    response: accessUserSchema,
    errors: [401, 403, 404, 500],
  },
  accessScopes: {
    method: 'GET',
    path: 'access/scopes',
    base: 'api',
    auth: true,
    group: 'access',
    response: scopeChoicesSchema,
    errors: [401, 403, 500],
  },
  inviteUser: {
    method: 'POST',
    path: 'access/users',
    base: 'api',
    auth: true,
    group: 'access',
    body: inviteUserSchema,
    response: userChangeResultSchema,
    successStatus: 201,
    errors: [401, 403, 422, 500],
  },
  updateUser: {
    method: 'PUT',
    path: 'access/users/{id}',
    base: 'api',
    auth: true,
    group: 'access',
    params: userParams,
    body: updateUserSchema,
    response: userChangeResultSchema,
    errors: [401, 403, 404, 422, 500],
  },
  deactivateUser: {
    method: 'POST',
    path: 'access/users/{id}/deactivate',
    base: 'api',
    auth: true,
    group: 'access',
    params: userParams,
    response: accessUserSchema,
    errors: [401, 403, 404, 422, 500],
  },
  reactivateUser: {
    method: 'POST',
    path: 'access/users/{id}/reactivate',
    base: 'api',
    auth: true,
    group: 'access',
    params: userParams,
    response: accessUserSchema,
    errors: [401, 403, 404, 422, 500],
  },
  resendInvitation: {
    method: 'POST',
    path: 'access/users/{id}/invitation',
    base: 'api',
    auth: true,
    group: 'access',
    params: userParams,
    response: accessUserSchema,
    errors: [401, 403, 404, 422, 500],
  },
  invitation: {
    method: 'GET',
    path: 'invitations/{token}',
    base: 'api',
    auth: false,
    group: 'access',
    params: tokenParams,
    response: invitationSchema,
    errors: [500],
  },
  acceptInvitation: {
    method: 'POST',
    path: 'invitations/{token}',
    base: 'api',
    auth: false,
    group: 'access',
    params: tokenParams,
    body: z.object({ password: z.string(), password_confirmation: z.string() }),
    response: messageAnswer,
    errors: [422, 500],
  },
  requestNewInvitation: {
    method: 'POST',
    path: 'invitations/{token}/renewal',
    base: 'api',
    auth: false,
    group: 'access',
    params: tokenParams,
    response: messageAnswer,
    errors: [422, 500],
  },
});
