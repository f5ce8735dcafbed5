export { Dialog, DialogClose } from './Dialog';
export type { DialogProps } from './Dialog';
export type { DialogSize } from './Dialog.styles';
