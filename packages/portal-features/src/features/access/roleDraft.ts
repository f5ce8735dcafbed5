import type { Permission } from '@painel/api-client';

/**
 * A role's permissions being edited: what the person ticked, and what those imply (edit ⇒ view), which the grid
 * shows ticked and locked with the reason, as the API will store them.
 */
export function impliedBy(
  catalogue: readonly Permission[],
  ticked: ReadonlySet<string>,
  key: string,
): Permission | undefined {
  return catalogue.find(
    (permission) => permission.key !== key && ticked.has(permission.key) && permission.implies.includes(key),
  );
}

/** Everything the ticked permissions give, implied ones included, in catalogue order. */
export function withImpliedOf(catalogue: readonly Permission[], ticked: ReadonlySet<string>): string[] {
  const all = new Set<string>();
  const add = (key: string) => {
    if (all.has(key)) return;
    all.add(key);
    catalogue.find((permission) => permission.key === key)?.implies.forEach(add);
  };
  ticked.forEach(add);
  return catalogue.filter((permission) => all.has(permission.key)).map((permission) => permission.key);
}

/** Ticks or unticks one permission; an implied one cannot be unticked while what implies it stays. */
export function toggle(
  catalogue: readonly Permission[],
  ticked: ReadonlySet<string>,
  key: string,
  on: boolean,
): Set<string> {
  const next = new Set(ticked);
  if (on) next.add(key);
  else if (!impliedBy(catalogue, ticked, key)) next.delete(key);
  return new Set(withImpliedOf(catalogue, next));
}

/** What a save would add and remove. */
export function permissionDiff(before: readonly string[], after: readonly string[]) {
  return {
    added: after.filter((key) => !before.includes(key)),
    removed: before.filter((key) => !after.includes(key)),
  };
}
