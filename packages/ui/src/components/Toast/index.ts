export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { clearToasts, createToastStore, defaultToastStore, dismissToast, notify, MAX_TOASTS } from './toastStore';
export type { ToastInput, ToastItem, ToastStore, ToastTone } from './toastStore';
