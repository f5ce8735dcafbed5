import type { AccessUser, Role, RoleScope } from '@painel/api-client';
import * as z from 'zod/mini';
import type { accessMessages } from './messages';

/** The form's values: each role a row with where it applies ('' for the platform or not chosen yet). */
export interface UserFormValues {
  name: string;
  email: string;
  mobile: string;
  roles: Array<{ roleId: string; companyId: string }>;
  serves: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/** The same rules the API applies (it says the same on its fields), checked before sending. */
export function userFormSchema(
  p: (typeof accessMessages)['form']['problems'],
  scopeOf: (roleId: string) => RoleScope | undefined,
  options: { invite: boolean; operators: boolean },
) {
  const trimmedLength = (value: string) => value.trim().length;
  return z
    .object({
      name: z.string().check(z.refine((value) => trimmedLength(value) >= 3 && trimmedLength(value) <= 80, p.name)),
      email: z.string().check(z.refine((value) => !options.invite || EMAIL.test(value.trim()), p.email)),
      mobile: z.string().check(z.refine((value) => value === '' || MOBILE.test(value), p.mobile)),
      roles: z
        .array(z.object({ roleId: z.string().check(z.minLength(1, p.role)), companyId: z.string() }))
        .check(z.minLength(options.invite ? 1 : 0, p.roles)),
      serves: z.array(z.string()).check(z.minLength(options.operators ? 1 : 0, p.serves)),
    })
    .check(
      z.superRefine((values, context) => {
        values.roles.forEach((row, index) => {
          const scope = scopeOf(row.roleId);
          if (scope && scope !== 'platform' && row.companyId === '')
            context.issues.push({
              code: 'custom',
              path: ['roles', index, 'companyId'],
              message: p.scope,
              input: row.companyId,
            });
        });
      }),
    );
}

export const emptyUserForm: UserFormValues = {
  name: '',
  email: '',
  mobile: '',
  roles: [{ roleId: '', companyId: '' }],
  serves: [],
};

export const userFormOf = (user: AccessUser): UserFormValues => ({
  name: user.name,
  email: user.email,
  mobile: user.mobile,
  roles: user.roles.map((role) => ({
    roleId: role.roleId,
    companyId: role.companyId === null ? '' : String(role.companyId),
  })),
  serves: user.serves.map((store) => String(store.companyId)),
});

/** The roles as the API takes them: a platform role in no company, others in the company chosen. */
export const assignmentsOf = (values: UserFormValues, roles: readonly Role[]) =>
  values.roles
    .filter((row) => row.roleId !== '')
    .map((row) => {
      const scope = roles.find((role) => role.id === row.roleId)?.scope;
      return {
        roleId: row.roleId,
        companyId: scope === 'platform' || row.companyId === '' ? null : Number(row.companyId),
      };
    });
