import { createMongoAbility } from '@casl/ability';

/** One permission of the stored user's `ability` list (spec 3 and 6). */
export interface AbilityRule {
  /** A permission name of spec 2.6 (e.g. 'view_dashboard'); 'read' when absent. */
  action?: string;
  /** The resource; 'all' with action 'manage' grants everything. */
  subject: string;
}

export type Can = (action: string | undefined, subject: string) => boolean;

/**
 * `can(action, subject)` over the user's ability list, with CASL (the format is CASL's: action on
 * subject, 'manage' and 'all' as wildcards). The action defaults to 'read' (spec 6).
 */
export function createCan(rules: readonly AbilityRule[]): Can {
  const ability = createMongoAbility(rules.map((rule) => ({ action: rule.action || 'read', subject: rule.subject })));
  return (action, subject) => ability.can(action || 'read', subject);
}
