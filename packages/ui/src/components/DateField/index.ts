export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export { brDateOf, isoOfBrDate } from './brDate';
