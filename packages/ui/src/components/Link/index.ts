export { Link } from './Link';
export { linkStyles } from './linkStyles';
export type { LinkProps } from './Link';
