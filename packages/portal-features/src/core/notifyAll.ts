import type { ErrorToast } from '@painel/api-client';
import { notify, type ToastTone } from '@painel/ui';

/** Shows each message of spec 8 as its own toast, one by one as the spec asks. */
export function notifyAll(toasts: readonly ErrorToast[], tone: ToastTone = 'danger') {
  for (const toast of toasts) notify({ tone, ...toast });
}
