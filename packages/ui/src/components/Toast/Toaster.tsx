import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { defaultToastStore, type ToastStore } from './toastStore';

// Radix Toast is fetched with the first toast: most pages (the login page above all) never show one.
const ToastList = lazy(() => import('./ToastList').then((module) => ({ default: module.ToastList })));

export interface ToasterProps {
  /** Defaults to the store behind `notify`. */
  store?: ToastStore;
}

/**
 * Renders the toasts that `notify` queues (Radix Toast): errors are announced at once, the rest
 * politely; hovering or focusing pauses the timer; F8 jumps to the list; swipe or Escape dismisses.
 * Mount one inside the ThemeProvider.
 */
export function Toaster({ store = defaultToastStore }: ToasterProps) {
  const hasToasts = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList store={store} />
    </Suspense>
  ) : null;
}
