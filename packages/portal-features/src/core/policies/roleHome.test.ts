import { describe, expect, it } from 'vitest';
import { roleHome } from './roleHome';

describe('roleHome', () => {
  it('default reading: operator to the simulator, everyone else to e-commerce', () => {
    expect(roleHome('operator')).toBe('/dashboard/simulator');
    expect(roleHome('admin')).toBe('/dashboard/ecommerce');
    expect(roleHome('client')).toBe('/dashboard/ecommerce');
    expect(roleHome('representative')).toBe('/dashboard/ecommerce');
    expect(roleHome(undefined)).toBe('/dashboard/ecommerce');
  });

  it('strict reading: admin and client to e-commerce, operator to the simulator, other roles to /login', () => {
    expect(roleHome('admin', 'strictRoles')).toBe('/dashboard/ecommerce');
    expect(roleHome('client', 'strictRoles')).toBe('/dashboard/ecommerce');
    expect(roleHome('operator', 'strictRoles')).toBe('/dashboard/simulator');
    expect(roleHome('representative', 'strictRoles')).toBe('/login');
    expect(roleHome(null, 'strictRoles')).toBe('/login');
  });
});
