import { formatMoney } from '@painel/ui';
import type { moneyMessages } from '../money/messages';
import type { CentsRange } from './listView';

/** A filter in force, named as a person reads it ('Status: Paga, Estornada'), removable on its own. */
export interface ListChip<Name extends string = string> {
  id: Name;
  label: string;
}

type Words = Pick<typeof moneyMessages, 'filterLabel' | 'amountRange'>;
type Describe<Value> = (value: Value) => string | null;

/**
 * The chips of the filters in force, in the order the describers are given; a describer answers null when its
 * filter is off.
 */
export function filterChips<State, Name extends keyof State & string>(
  state: State,
  describe: { [K in Name]: Describe<State[K]> },
): ListChip<Name>[] {
  return (Object.keys(describe) as Name[]).flatMap((id) => {
    const label = describe[id](state[id]);
    return label === null ? [] : [{ id, label }];
  });
}

/** The usual describers, in the portal's words. */
export const chipLabels = (words: Words) => ({
  values:
    <T extends string>(name: string, labels: Record<T, string>): Describe<readonly T[]> =>
    (values) =>
      values.length ? words.filterLabel(name, values.map((value) => labels[value]).join(', ')) : null,
  option:
    <T extends string>(name: string, labels: Record<T, string>): Describe<T | null> =>
    (value) =>
      value === null ? null : words.filterLabel(name, labels[value]),
  text:
    (name: string): Describe<string> =>
    (value) =>
      value ? words.filterLabel(name, value) : null,
  /** Records named from a list the screen has (merchants, stores); '#id' for one it does not know. */
  ids:
    (name: string, nameOf: (id: number) => string | undefined): Describe<readonly number[] | number | null> =>
    (value) => {
      const ids = value === null ? [] : typeof value === 'number' ? [value] : value;
      return ids.length ? words.filterLabel(name, ids.map((id) => nameOf(id) ?? `#${id}`).join(', ')) : null;
    },
  amount:
    (name: string): Describe<CentsRange> =>
    ({ min, max }) =>
      min === null && max === null
        ? null
        : words.filterLabel(
            name,
            words.amountRange(min === null ? null : formatMoney(min), max === null ? null : formatMoney(max)),
          ),
});
