export { DetailList } from './DetailList';
export type { DetailItem, DetailListProps } from './DetailList';
