import { createContext, useContext } from 'react';

export interface ToastRequest {
  /** The one line that says what happened, e.g. "Added to your calendar". */
  message: string;
  /** An optional follow-up the user may take, e.g. Undo or View. */
  action?: { label: string; onClick: () => void };
}

/** Shows a short, non-blocking notice of a routine success. */
export type ShowToast = (request: ToastRequest | string) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/**
 * The app-wide toast: for routine success that needs no decision (saved, added, copied, sent).
 * Decisions and errors stay with `useDialog`.
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>.');
  return show;
}
