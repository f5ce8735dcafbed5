/** Every text of a messages object with its path, for matching a shown text to the host's own. */
function textLeaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => textLeaves(child, `${path}.${key}`));
}

/**
 * A form's field messages in the host's words: a schema says its default texts (built once, at import), so each
 * one found among `defaults` becomes the same text of `worded` (the defaults with the host's overrides).
 */
export function rewordFields<F extends Record<string, string | undefined>>(
  found: F,
  defaults: object,
  worded: object,
): F {
  if (defaults === worded) return found;
  const host = new Map(textLeaves(worded));
  const byDefault = new Map(textLeaves(defaults).map(([path, text]) => [text, host.get(path) ?? text]));
  return Object.fromEntries(
    Object.entries(found).map(([field, text]) => [field, text === undefined ? text : (byDefault.get(text) ?? text)]),
  ) as F;
}
