import { describe, expect, it } from 'vitest';
import { createCan } from './can';

describe('createCan', () => {
  it('grants listed action/subject pairs only', () => {
    const can = createCan([
      { action: 'view_dashboard', subject: 'ACL' },
      { action: 'view_simulator', subject: 'ACL' },
    ]);
    expect(can('view_dashboard', 'ACL')).toBe(true);
    expect(can('view_users', 'ACL')).toBe(false);
    expect(can('view_dashboard', 'Analytics')).toBe(false);
  });

  it('defaults the action to read, in rules and in questions', () => {
    const can = createCan([{ subject: 'Analytics' }]);
    expect(can(undefined, 'Analytics')).toBe(true);
    expect(can('read', 'Analytics')).toBe(true);
    expect(can('view_analytics', 'Analytics')).toBe(false);
  });

  it('lets manage/all do everything', () => {
    const can = createCan([{ action: 'manage', subject: 'all' }]);
    expect(can('view_users', 'ACL')).toBe(true);
    expect(can(undefined, 'Analytics')).toBe(true);
  });

  it('lets manage cover any action on its subject, and an action cover every subject through all', () => {
    const can = createCan([
      { action: 'manage', subject: 'Analytics' },
      { action: 'view_users', subject: 'all' },
    ]);
    expect(can('view_reports', 'Analytics')).toBe(true);
    expect(can('view_reports', 'ACL')).toBe(false);
    expect(can('view_users', 'ACL')).toBe(true);
    expect(can('edit_user', 'ACL')).toBe(false);
  });

  it('grants nothing for an empty list', () => {
    expect(createCan([])('read', 'ACL')).toBe(false);
  });
});
