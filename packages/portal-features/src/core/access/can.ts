/** One permission of the stored user's `ability` list (spec 3 and 6). */
export interface AbilityRule {
  /** A permission name of spec 2.6 (e.g. 'view_dashboard'); 'read' when absent. */
  action?: string;
  /** The resource; 'all' with action 'manage' grants everything. */
  subject: string;
}

export type Can = (action: string | undefined, subject: string) => boolean;

const key = (action: string, subject: string) => `${action}\u0000${subject}`;

/**
 * `can(action, subject)` over the user's ability list, in CASL's format: action on subject, 'manage'
 * for any action and 'all' for any subject; the action defaults to 'read' (spec 6). The rules carry no
 * conditions or fields, so a set lookup does what CASL would, without its 6 KiB on every page
 * (this runs on the login page, which has a 110 KiB budget).
 */
export function createCan(rules: readonly AbilityRule[]): Can {
  const granted = new Set(rules.map((rule) => key(rule.action || 'read', rule.subject)));
  return (action, subject) => {
    const wanted = action || 'read';
    return (
      granted.has(key(wanted, subject)) ||
      granted.has(key('manage', subject)) ||
      granted.has(key(wanted, 'all')) ||
      granted.has(key('manage', 'all'))
    );
  };
}
