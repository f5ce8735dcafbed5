import { describe, expect, it } from 'vitest';
import { accessMessages } from './messages';
import { assignmentsOf, emptyUserForm, userFormSchema } from './userForm';

const scopes: Record<string, 'platform' | 'client'> = { 'platform-admin': 'platform', merchant: 'client' };
const schema = (invite = true, operators = false) =>
  userFormSchema(accessMessages.form.problems, (id) => scopes[id], { invite, operators });
const messagesOf = (result: ReturnType<ReturnType<typeof schema>['safeParse']>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the user form', () => {
  it('asks for a name, a valid e-mail, a role and where a non-platform role applies', () => {
    const p = accessMessages.form.problems;
    expect(messagesOf(schema().safeParse({ ...emptyUserForm, name: 'Jo', email: 'ana@' }))).toEqual({
      name: p.name,
      email: p.email,
      'roles.0.roleId': p.role,
    });
    const merchantWithoutCompany = {
      ...emptyUserForm,
      name: 'Ana Lima',
      email: 'ana@loja.com',
      roles: [{ roleId: 'merchant', companyId: '' }],
    };
    expect(messagesOf(schema().safeParse(merchantWithoutCompany))).toEqual({ 'roles.0.companyId': p.scope });
    const platform = { ...merchantWithoutCompany, roles: [{ roleId: 'platform-admin', companyId: '' }] };
    expect(schema().safeParse(platform).success).toBe(true);
  });

  it('needs a store for an operator and checks the mobile only when typed', () => {
    const values = {
      ...emptyUserForm,
      name: 'Ana Lima',
      email: 'ana@loja.com',
      roles: [{ roleId: 'platform-admin', companyId: '' }],
    };
    expect(messagesOf(schema(true, true).safeParse(values))).toEqual({ serves: accessMessages.form.problems.serves });
    expect(messagesOf(schema().safeParse({ ...values, mobile: '1199' }))).toEqual({
      mobile: accessMessages.form.problems.mobile,
    });
    expect(schema().safeParse({ ...values, mobile: '(11) 98765-4321' }).success).toBe(true);
  });

  it('sends a platform role in no company and the others in the one chosen', () => {
    const roles = [
      { id: 'platform-admin', scope: 'platform' },
      { id: 'merchant', scope: 'client' },
    ] as never;
    expect(
      assignmentsOf(
        {
          ...emptyUserForm,
          roles: [
            { roleId: 'platform-admin', companyId: '2' },
            { roleId: 'merchant', companyId: '2' },
            { roleId: '', companyId: '' },
          ],
        },
        roles,
      ),
    ).toEqual([
      { roleId: 'platform-admin', companyId: null },
      { roleId: 'merchant', companyId: 2 },
    ]);
  });
});
