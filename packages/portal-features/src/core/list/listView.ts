import { resolvePeriod, type Period, type PeriodPreset } from '@painel/ui';

/**
 * A list's view (its filters, order, page and page size) described once and kept in the URL with the rules every
 * list follows: read defensively (an old or hand-edited link never breaks a page), written without defaults (equal
 * views, equal addresses), any change but the page goes back to page 1. A screen declares its fields; reading,
 * writing, changing and clearing come from here.
 */
export interface ListContext {
  /** Today in São Paulo ('YYYY-MM-DD'), for periods. */
  today: string;
}

type SetParam = (key: string, value: string | number | null) => void;

export interface ListField<Value> {
  /** The URL parameters it owns, so the rest of the address (an open dialog's `?disputa=`) is kept. */
  keys: readonly string[];
  read(search: URLSearchParams, context: ListContext): Value;
  write(value: Value, set: SetParam): void;
  /**
   * Its value when the filter is off. A field without one (the period, the order, a horizon) is part of the view
   * but not a removable filter.
   */
  cleared?: Value;
  /** Fields whose change resets this one: a merchant's stores go when another merchant is chosen. */
  resetWith?: readonly string[];
}

/** A field a person can remove on its own (a filter chip): it has a value for "off". */
export type FilterField<Value> = ListField<Value> & { cleared: Value };

export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

type Fields = Record<string, ListField<unknown>>;
type ValueOf<F> = F extends ListField<infer V> ? V : never;

export type ListState<F extends Fields> = { [K in keyof F]: ValueOf<F[K]> } & { page: number; pageSize: PageSize };
/** The names of a view's fields that a person can remove one by one (its filter chips). */
export type FilterName<F extends Fields> = { [K in keyof F]: F[K] extends { cleared: unknown } ? K : never }[keyof F] &
  string;

export interface ListView<F extends Fields> {
  fields: F;
  /** Every URL parameter the view owns (page and size included). */
  keys: readonly string[];
  read: (search: URLSearchParams, context: ListContext) => ListState<F>;
  /** The view as URL parameters; `keep` gives the parameters the view does not own, which stay as they are. */
  write: (state: ListState<F>, keep?: URLSearchParams) => URLSearchParams;
  /** A change of view: any change but the page itself goes back to page 1. */
  change: (state: ListState<F>, patch: Partial<ListState<F>>) => ListState<F>;
  /** The filters cleared (period, order and size stay): one, or all when none is named. */
  clear: (state: ListState<F>, only?: FilterName<F>) => ListState<F>;
  /** Whether any removable filter is on. */
  filtered: (state: ListState<F>) => boolean;
  /** The same for views that show the same rows, whatever their page or page size: what a selection belongs to. */
  rowsKey: (state: ListState<F>) => string;
}

const PAGE_KEY = 'pagina';
const SIZE_KEY = 'itens';

function writer(keep?: URLSearchParams, owned: readonly string[] = []) {
  const search = new URLSearchParams();
  keep?.forEach((value, key) => {
    if (!owned.includes(key)) search.append(key, value);
  });
  const set: SetParam = (key, value) => {
    if (value !== null && value !== '') search.set(key, String(value));
  };
  return { search, set };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function defineListView<F extends Fields>(fields: F): ListView<F> {
  const names = Object.keys(fields) as Array<keyof F & string>;
  const keys = [...names.flatMap((name) => fields[name]?.keys ?? []), PAGE_KEY, SIZE_KEY];
  const filterNames = names.filter((name) => fields[name]?.cleared !== undefined);

  const read = (search: URLSearchParams, context: ListContext) => {
    const state: Record<string, unknown> = {};
    for (const name of names) state[name] = fields[name]?.read(search, context);
    const page = Number(search.get(PAGE_KEY));
    const size = Number(search.get(SIZE_KEY));
    state.page = Number.isInteger(page) && page > 1 && page < 1_000_000 ? page : 1;
    state.pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
    return state as ListState<F>;
  };

  const write = (state: ListState<F>, keep?: URLSearchParams) => {
    const { search, set } = writer(keep, keys);
    for (const name of names) fields[name]?.write(state[name], set);
    set(PAGE_KEY, state.page > 1 ? state.page : null);
    set(SIZE_KEY, state.pageSize !== PAGE_SIZES[0] ? state.pageSize : null);
    return search;
  };

  const change = (state: ListState<F>, patch: Partial<ListState<F>>) => {
    const changed = Object.keys(patch).filter((name) => !same(patch[name], state[name]));
    const onlyPage = Object.keys(patch).every((key) => key === 'page');
    const reset: Record<string, unknown> = {};
    for (const name of names) {
      const field = fields[name];
      if (field?.resetWith?.some((other) => changed.includes(other)) && !(name in patch)) reset[name] = field.cleared;
    }
    return { ...state, ...reset, ...patch, page: onlyPage ? (patch.page ?? state.page) : 1 } as ListState<F>;
  };

  const clear = (state: ListState<F>, only?: FilterName<F>) => {
    const patch: Record<string, unknown> = {};
    for (const name of only ? [only] : filterNames) patch[name] = fields[name]?.cleared;
    return change(state, patch as Partial<ListState<F>>);
  };

  const filtered = (state: ListState<F>) => filterNames.some((name) => !same(state[name], fields[name]?.cleared));

  const rowsKey = (state: ListState<F>) => write({ ...state, page: 1, pageSize: PAGE_SIZES[0] }).toString();

  return { fields, keys, read, write, change, clear, filtered, rowsKey };
}

/** A list of known values ('status=paid,refunded'); an unknown one is dropped. */
export function valuesField<T extends string>(key: string, known: readonly T[]): FilterField<T[]> {
  return {
    keys: [key],
    read: (search) => knownValues(search.get(key), known),
    write: (value, set) => set(key, value.join(',')),
    cleared: [],
  };
}

/** Record ids ('lojista=2,7'). */
export function idsField(key: string, options: { resetWith?: readonly string[] } = {}): FilterField<number[]> {
  return {
    keys: [key],
    read: (search) => idValues(search.get(key)),
    write: (value, set) => set(key, value.join(',')),
    cleared: [],
    ...options,
  };
}

/** One record id, or none ('lojista=2'). */
export function idField(key: string): FilterField<number | null> {
  return {
    keys: [key],
    read: (search) => idValues(search.get(key))[0] ?? null,
    write: (value, set) => set(key, value),
    cleared: null,
  };
}

/**
 * The one record a view is about, or none (the merchant whose statement it is): part of the view, kept when the
 * filters are cleared.
 */
export function recordField(key: string): ListField<number | null> {
  return {
    keys: [key],
    read: (search) => idValues(search.get(key))[0] ?? null,
    write: (value, set) => set(key, value),
  };
}

/** A free-text search, trimmed and cut to a length any identifier fits in. */
export function textField(key: string, maxLength = 100): FilterField<string> {
  return {
    keys: [key],
    read: (search) => (search.get(key) ?? '').trim().slice(0, maxLength),
    write: (value, set) => set(key, value),
    cleared: '',
  };
}

/**
 * One of a few values, each with its word in the URL (`{ amount: 'valor' }`); the fallback's word is left out.
 * Not a removable filter: the order, a horizon.
 */
export function choiceField<T extends string>(
  key: string,
  words: Record<T, string>,
  fallback: NoInfer<T>,
): ListField<T> {
  const entries = Object.entries(words) as Array<[T, string]>;
  return {
    keys: [key],
    read: (search) => entries.find(([, word]) => word === search.get(key))?.[0] ?? fallback,
    write: (value, set) => set(key, value === fallback ? null : words[value]),
  };
}

/** One of a few values or none, each with its word in the URL ('fluxo=entradas'): a removable filter. */
export function optionField<T extends string>(key: string, words: Record<T, string>): FilterField<T | null> {
  const entries = Object.entries(words) as Array<[T, string]>;
  return {
    keys: [key],
    read: (search) => entries.find(([, word]) => word === search.get(key))?.[0] ?? null,
    write: (value, set) => set(key, value === null ? null : words[value]),
    cleared: null,
  };
}

export interface CentsRange {
  min: number | null;
  max: number | null;
}

/** An amount range in centavos ('min=1000&max=50000'). */
export function centsRangeField(minKey = 'min', maxKey = 'max'): FilterField<CentsRange> {
  return {
    keys: [minKey, maxKey],
    read: (search) => ({ min: centsValue(search.get(minKey)), max: centsValue(search.get(maxKey)) }),
    write: (value, set) => {
      set(minKey, value.min);
      set(maxKey, value.max);
    },
    cleared: { min: null, max: null },
  };
}

/** The period ('periodo', and 'de'/'ate' when custom); the fallback preset is left out of the URL. */
export function periodField(fallback: Exclude<PeriodPreset, 'custom'>): ListField<Period> {
  return {
    keys: ['periodo', 'de', 'ate'],
    read: (search, { today }) =>
      resolvePeriod(search.get('periodo'), search.get('de'), search.get('ate'), today, fallback),
    write: (value, set) => {
      set('periodo', value.preset === fallback ? null : value.preset);
      if (value.preset === 'custom') {
        set('de', value.from);
        set('ate', value.to);
      }
    },
  };
}

export const knownValues = <T extends string>(value: string | null, known: readonly T[]): T[] =>
  (value ?? '').split(',').filter((item): item is T => (known as readonly string[]).includes(item));

export const idValues = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((item) => /^\d{1,9}$/.test(item))
    .map(Number);

export const centsValue = (value: string | null) => (value !== null && /^\d{1,13}$/.test(value) ? Number(value) : null);
