export { BlockingLoader } from './BlockingLoader';
export type { BlockingLoaderProps } from './BlockingLoader';
