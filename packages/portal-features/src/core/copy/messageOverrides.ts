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
export function withOverrides<T>(defaults: T, override: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(override)) return defaults;
  const merged: Record<string, unknown> = {};
  for (const [key, current] of Object.entries(defaults)) {
    const value = override[key];
    merged[key] = isPlainObject(current)
      ? withOverrides(current, value)
      : typeof value === typeof current
        ? value
        : typeof current === 'function' && typeof value === 'string'
          ? () => value
          : current;
  }
  return merged as T;
}
