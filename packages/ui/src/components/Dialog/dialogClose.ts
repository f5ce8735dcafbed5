import { createContext } from 'react';

/** Closes the surrounding dialog (what `DialogClose` calls): set by the dialog's content. */
export const DialogCloseContext = createContext<(() => void) | null>(null);
