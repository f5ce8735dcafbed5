import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterName, ListContext, ListState, ListView } from './listView';
import type { ListField } from './listView';

type Fields = Record<string, ListField<unknown>>;

export interface ListViewControls<F extends Fields> {
  view: ListView<F>;
  state: ListState<F>;
  /** A change of view, a new history entry (Back restores the previous one); page 1 unless only the page moved. */
  change: (patch: Partial<ListState<F>>) => void;
  /** One filter removed, or all of them (period, order and size stay). */
  clear: (only?: FilterName<F>) => void;
  replace: (next: ListState<F>) => void;
}

/**
 * A list's view, kept in the URL: a link or a reload reproduces it, Back restores the previous one. What the view
 * does not own (an open dialog's parameter) is left in the address.
 */
export function useListView<F extends Fields>(view: ListView<F>, context: ListContext): ListViewControls<F> {
  const [search, setSearch] = useSearchParams();
  const { today } = context;
  const state = useMemo(() => view.read(search, { today }), [view, search, today]);
  const replace = useCallback(
    (next: ListState<F>) => setSearch((current) => view.write(next, current)),
    [setSearch, view],
  );
  const change = useCallback(
    (patch: Partial<ListState<F>>) => replace(view.change(state, patch)),
    [replace, view, state],
  );
  const clear = useCallback((only?: FilterName<F>) => replace(view.clear(state, only)), [replace, view, state]);
  return { view, state, change, clear, replace };
}
