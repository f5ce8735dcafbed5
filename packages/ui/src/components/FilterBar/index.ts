export { FilterBar } from './FilterBar';
export type { ActiveFilter, FilterBarProps } from './FilterBar';
export { PeriodPicker } from './PeriodPicker';
export type { PeriodPickerProps } from './PeriodPicker';
export { ChipSelect } from './ChipSelect';
export type { ChipOption, ChipSelectProps } from './ChipSelect';
export { AmountRange } from './AmountRange';
export type { AmountRangeProps, AmountRangeValue } from './AmountRange';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export {
  earliestStart,
  periodPresets,
  periodProblem,
  presetPeriod,
  resolvePeriod,
  shiftDays,
  shiftMonths,
  todayInSaoPaulo,
} from './period';
export type { Period, PeriodPreset, PeriodProblem } from './period';
