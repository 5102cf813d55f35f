import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

export interface DialogRequest {
  title: string;
  message: ReactNode;
  /** Ask for a decision: shows Cancel and Confirm. */
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
}

/** Opens the generic dialog; resolves true on Confirm, false on Cancel or close. */
export type ShowDialog = (request: DialogRequest & { ask?: boolean }) => Promise<boolean>;

export const DialogContext = createContext<ShowDialog | null>(null);

/** The app-wide generic dialog (info alerts and confirmations). */
export function useDialog(): ShowDialog {
  const show = useContext(DialogContext);
  if (!show) throw new Error('useDialog must be used inside <DialogProvider>.');
  return show;
}
