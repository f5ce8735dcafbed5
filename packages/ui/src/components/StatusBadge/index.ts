export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
