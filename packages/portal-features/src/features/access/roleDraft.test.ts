import type { Permission } from '@painel/api-client';
import { describe, expect, it } from 'vitest';
import { impliedBy, permissionDiff, toggle, withImpliedOf } from './roleDraft';

const p = (key: string, implies: string[] = []): Permission => ({
  key,
  area: 'access',
  label: key,
  description: '',
  sensitive: false,
  implies,
});
const catalogue = [
  p('view_roles'),
  p('edit_roles', ['view_roles', 'view_permissions']),
  p('view_permissions'),
  p('read'),
];

describe('editing a role', () => {
  it('ticks what a permission implies and keeps it ticked while the implying one stays', () => {
    const ticked = toggle(catalogue, new Set(['read']), 'edit_roles', true);
    expect([...ticked]).toEqual(['view_roles', 'edit_roles', 'view_permissions', 'read']);
    expect(impliedBy(catalogue, ticked, 'view_roles')?.key).toBe('edit_roles');
    expect([...toggle(catalogue, ticked, 'view_roles', false)]).toEqual([...ticked]);
    expect([...toggle(catalogue, ticked, 'edit_roles', false)]).toEqual(['view_roles', 'view_permissions', 'read']);
  });

  it('says what a save adds and removes', () => {
    expect(
      permissionDiff(['read', 'view_roles'], withImpliedOf(catalogue, new Set(['read', 'view_permissions']))),
    ).toEqual({
      added: ['view_permissions'],
      removed: ['view_roles'],
    });
  });
});
