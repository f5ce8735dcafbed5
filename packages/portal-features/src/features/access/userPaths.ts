import type { UserTeam } from '@painel/api-client';

/** Where each team's list and invitation live (spec 2.6), and a user's edit page. */
export const userPaths: Record<UserTeam, { list: string; create: string }> = {
  users: { list: '/dashboard/list/users', create: '/dashboard/create/users' },
  operators: { list: '/dashboard/operators', create: '/dashboard/operators/create' },
};

export const editUserPath = (iduser: number) => `/dashboard/edit/${iduser}`;

/** The team a list or invitation route belongs to. */
export const teamOfPath = (path: string): UserTeam => (path.startsWith('/dashboard/operators') ? 'operators' : 'users');
