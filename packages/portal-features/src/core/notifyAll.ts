import { apiErrorMessages, type ErrorToast } from '@painel/api-client';
import { notify, type ToastTone } from '@painel/ui';
import type { Wording } from './copy/MessagesContext';

/**
 * The toasts in the host's words: a text that is one of spec 8's defaults (the API client's `apiErrorMessages`)
 * becomes the host's override of it (PainelPortal's `messages.errors`); the server's own messages stay as they came.
 */
export function reworded(toasts: readonly ErrorToast[], wording?: Wording): ErrorToast[] {
  if (!wording) return [...toasts];
  const words = wording('errors', apiErrorMessages);
  const hostWord = new Map<string, string>(
    Object.entries(apiErrorMessages).map(([key, text]) => [text, words[key as keyof typeof apiErrorMessages]]),
  );
  return toasts.map((toast) => ({
    title: hostWord.get(toast.title) ?? toast.title,
    description: hostWord.get(toast.description) ?? toast.description,
  }));
}

/** Shows each message of spec 8 as its own toast, one by one as the spec asks, in the host's words. */
export function notifyAll(toasts: readonly ErrorToast[], tone: ToastTone = 'danger', wording?: Wording) {
  for (const toast of reworded(toasts, wording)) notify({ tone, ...toast });
}
