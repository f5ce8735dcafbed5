export { BankPicker } from './BankPicker';
export type { BankPickerProps } from './BankPicker';
export { banksMatching } from './bankSearch';
