export { DetailFrame } from './DetailFrame';
export type { DetailFrameMessages, DetailFrameProps } from './DetailFrame';
