import { accessEndpoints as table } from '../endpoints/accessEndpoints';
import type { EndpointInput } from '../endpoints/types';
import type { ApiConfig } from '../http/config';
import { send } from '../http/send';

type E = typeof table;
type Body<K extends keyof E> = EndpointInput<E[K]> extends { body: infer B } ? B : never;

/** The users list's query: every filter as the URL keeps it. */
export type AccessUserQuery = EndpointInput<E['accessUsers']>['query'];

/** Users, roles and invitations (back-office 1): its own chunk, with its schemas, fetched with its screens. */
export function accessCalls(config: ApiConfig) {
  const byId = (id: number) => ({ params: { id: String(id) } });
  return {
    permissionCatalogue: () => send(config, table.permissionCatalogue, {}),
    roles: () => send(config, table.roles, {}),
    createRole: (body: Body<'createRole'>) => send(config, table.createRole, { body }),
    roleImpact: (id: string, permissions: string[]) =>
      send(config, table.roleImpact, { params: { id }, body: { permissions } }),
    updateRole: (id: string, body: Body<'updateRole'>) => send(config, table.updateRole, { params: { id }, body }),
    deleteRole: (id: string) => send(config, table.deleteRole, { params: { id } }),
    accessUsers: (query: AccessUserQuery) => send(config, table.accessUsers, { query }),
    accessUser: (id: number) => send(config, table.accessUser, byId(id)),
    accessScopes: () => send(config, table.accessScopes, {}),
    inviteUser: (body: Body<'inviteUser'>) => send(config, table.inviteUser, { body }),
    updateUser: (id: number, body: Body<'updateUser'>) => send(config, table.updateUser, { ...byId(id), body }),
    deactivateUser: (id: number) => send(config, table.deactivateUser, byId(id)),
    reactivateUser: (id: number) => send(config, table.reactivateUser, byId(id)),
    resendInvitation: (id: number) => send(config, table.resendInvitation, byId(id)),
    invitation: (token: string) => send(config, table.invitation, { params: { token } }),
    acceptInvitation: (token: string, body: Body<'acceptInvitation'>) =>
      send(config, table.acceptInvitation, { params: { token }, body }),
    requestNewInvitation: (token: string) => send(config, table.requestNewInvitation, { params: { token } }),
  };
}

export type AccessCalls = ReturnType<typeof accessCalls>;
