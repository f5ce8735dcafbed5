/**
 * A partial copy of a messages object: any text may be left out; a text that is a function (of the brand
 * name, a count) is replaced by a function of the same arguments, or by a fixed text.
 */
export type MessageOverride<T> = T extends (...args: infer A) => infer R
  ? ((...args: A) => R) | string
  : T extends string
    ? string
    : T extends object
      ? { [K in keyof T]?: MessageOverride<T[K]> }
      : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The defaults with the override's texts in their place. Keys the defaults do not have are ignored, and a
 * text stays a text and a function a function (a fixed text in its place answers every call), so a wrong
 * override (data from a CMS, say) cannot break a screen.
 */
export function withOverrides<T>(defaults: T, override: unknown, path = 'messages'): T {
  if (!isPlainObject(defaults) || !isPlainObject(override)) {
    if (override !== undefined && isPlainObject(defaults)) ignored(path, 'an object', override);
    return defaults;
  }
  const merged: Record<string, unknown> = {};
  for (const [key, current] of Object.entries(defaults)) {
    const value = override[key];
    const at = `${path}.${key}`;
    if (isPlainObject(current)) merged[key] = withOverrides(current, value, at);
    else if (value === undefined) merged[key] = current;
    else if (typeof value === typeof current && Array.isArray(value) === Array.isArray(current)) merged[key] = value;
    else if (typeof current === 'function' && typeof value === 'string') merged[key] = () => value;
    else {
      ignored(at, Array.isArray(current) ? 'a list' : `a ${typeof current}`, value);
      merged[key] = current;
    }
  }
  return merged as T;
}

/**
 * A host's override of the wrong shape keeps the default, and says so once in the console for the developer (in a
 * development build: a production bundle drops the warning, so the sign-in page does not carry it).
 */
const warned = new Set<string>();
function ignored(path: string, expected: string, value: unknown) {
  if (typeof process === 'undefined' || process.env.NODE_ENV === 'production' || warned.has(path)) return;
  warned.add(path);
  console.warn(`[painel] ${path}: expected ${expected}, got ${Array.isArray(value) ? 'a list' : typeof value}`);
}
