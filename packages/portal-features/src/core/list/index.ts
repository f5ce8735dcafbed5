export {
  PAGE_SIZES,
  idValues,
  centsRangeField,
  choiceField,
  defineListView,
  idField,
  idsField,
  optionField,
  periodField,
  recordField,
  textField,
  valuesField,
} from './listView';
export type {
  CentsRange,
  FilterField,
  FilterName,
  ListContext,
  ListField,
  ListState,
  ListView,
  PageSize,
} from './listView';
export { useListView } from './useListView';
export type { ListViewControls } from './useListView';
export { chipLabels, filterChips } from './filterChips';
export type { ListChip } from './filterChips';
export { ListScreen } from './ListScreen';
export type { ListFigure, ListQuery, ListScreenProps, ListTable } from './ListScreen';
export { useUrlParam } from './useUrlParam';
export { optionSelect } from './OptionSelect';
export { statusColumn } from './statusColumn';
