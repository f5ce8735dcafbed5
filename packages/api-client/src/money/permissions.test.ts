import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../sandbox/seeds';
import { moneyPermissions } from './permissions';

const abilitiesOf = (email: string) =>
  new Set(
    seedAccounts()
      .find((account) => account.email === email)
      ?.ability.map((rule) => rule.action),
  );

describe('money permissions', () => {
  it('are named in the spec format and given to who may act', () => {
    for (const name of Object.values(moneyPermissions)) expect(name).toMatch(/^[a-z]+(_[a-z]+)+$/);
    const { adjust, ...merchantActions } = moneyPermissions;
    expect([...abilitiesOf('cliente@painel.dev')]).toEqual(expect.arrayContaining(Object.values(merchantActions)));
    // Manual adjustments are the platform's staff's alone (admin@ manages all).
    expect(abilitiesOf('cliente@painel.dev').has(adjust)).toBe(false);
    expect(abilitiesOf('parceiro@painel.dev').has(adjust)).toBe(false);
    const partner = abilitiesOf('parceiro@painel.dev');
    expect(partner.has(moneyPermissions.contestDispute)).toBe(true);
    expect(partner.has(moneyPermissions.transfer)).toBe(false);
    expect(partner.has(moneyPermissions.refund)).toBe(false);
    expect(abilitiesOf('operador@painel.dev').has(moneyPermissions.refund)).toBe(false);
  });
});
