/**
 * Reading and writing a list's view in the URL, shared by every money list: values are read defensively (an old
 * or hand-edited link never breaks a page) and written without defaults (equal views, equal addresses).
 */
export const knownValues = <T extends string>(value: string | null, known: readonly T[]): T[] =>
  (value ?? '').split(',').filter((item): item is T => (known as readonly string[]).includes(item));

export const idValues = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((item) => /^\d{1,9}$/.test(item))
    .map(Number);

export const centsValue = (value: string | null) => (value !== null && /^\d{1,13}$/.test(value) ? Number(value) : null);

/** A writer that leaves out empty values and the ones equal to their default. */
export function searchWriter() {
  const search = new URLSearchParams();
  const set = (key: string, value: string | number | null, skipWhen: string | number | null = null) => {
    if (value !== null && value !== '' && value !== skipWhen) search.set(key, String(value));
  };
  return { search, set };
}
