export { DetailFrame } from './DetailFrame';
export type { DetailFrameMessages, DetailFrameProps } from './DetailFrame';
export { BackButton } from './BackButton';
