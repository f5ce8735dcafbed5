export { DateTime, Money, Percent } from './Money';
export type { DateTimeProps, MoneyProps } from './Money';
