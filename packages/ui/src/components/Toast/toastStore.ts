export type ToastTone = 'success' | 'danger' | 'warning' | 'info';

export interface ToastInput {
  tone: ToastTone;
  /** Short heading, e.g. 'Atenção'. */
  title: string;
  /** The message, e.g. 'Algo deu errado ao efetuar o login'. */
  description?: string;
  /** Milliseconds on screen; errors stay longer by default. */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

type Listener = () => void;

const DEFAULT_DURATION: Record<ToastTone, number> = { success: 5000, info: 5000, warning: 7000, danger: 8000 };
/** Older toasts leave when more than this many are queued (e.g. one per field error). */
export const MAX_TOASTS = 5;

/** A queue of toasts outside React, so any code (an error handler, a hook) can notify. */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    notify: (input: ToastInput): number => {
      const id = nextId++;
      const toast: ToastItem = { duration: DEFAULT_DURATION[input.tone], ...input, id };
      toasts = [...toasts, toast].slice(-MAX_TOASTS);
      emit();
      return id;
    },
    dismiss: (id: number): void => {
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    clear: (): void => {
      toasts = [];
      emit();
    },
    getSnapshot: (): readonly ToastItem[] => toasts,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The store `notify` and `<Toaster />` use unless a Toaster is given its own. */
export const defaultToastStore = createToastStore();

/** Shows a toast: `notify({ tone: 'danger', title: 'Atenção', description: 'Algo deu errado…' })`. */
export function notify(input: ToastInput): number {
  return defaultToastStore.notify(input);
}

export function dismissToast(id: number): void {
  defaultToastStore.dismiss(id);
}

/** Takes every toast off the screen at once: a host's sign-out, or a story test starting clean. */
export function clearToasts(): void {
  defaultToastStore.clear();
}
