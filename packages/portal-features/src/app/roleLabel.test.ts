import { describe, expect, it } from 'vitest';
import { roleLabel } from './roleLabel';

describe('roleLabel (the navbar role text, spec 2.7)', () => {
  const user = { role: 'client', isTheSupport: false, ismaster: 0 as const };

  it('names the role in Portuguese', () => {
    expect(roleLabel(user)).toBe('Cliente');
    expect(roleLabel({ ...user, role: 'admin' })).toBe('Administrador');
    expect(roleLabel({ ...user, role: 'operator' })).toBe('Operador');
  });

  it('names support and master users by their flags', () => {
    expect(roleLabel({ ...user, role: 'admin', isTheSupport: true })).toBe('Suporte');
    expect(roleLabel({ ...user, ismaster: 1 })).toBe('Administrador da empresa');
  });

  it("names a white-label partner's users 'Parceiro' (D12), not 'Cliente'", () => {
    expect(roleLabel({ ...user, company: { class: 'WTL' } })).toBe('Parceiro');
    expect(roleLabel({ ...user, company: { class: 'EC' } })).toBe('Cliente');
  });

  it('shows an unknown role as it came', () => {
    expect(roleLabel({ ...user, role: 'auditor' })).toBe('auditor');
  });
});
