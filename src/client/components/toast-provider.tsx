import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { ToastContext } from './toast-context.ts';
import type { ShowToast, ToastRequest } from './toast-context.ts';
import styles from './toast.module.css';

/** How long a toast stays, unless the pointer or focus rests on it. */
export const TOAST_MS = 5000;
/** At most this many toasts show at once; the oldest goes first. */
const MAX_TOASTS = 3;

interface OpenToast extends ToastRequest {
  id: number;
}

/**
 * Hosts the toasts in one polite live region (`role="status"`) that is always in the page,
 * so screen readers announce each new message without moving focus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<OpenToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>((request) => {
    nextId.current += 1;
    const toast: OpenToast = { ...(typeof request === 'string' ? { message: request } : request), id: nextId.current };
    setToasts((current) => [...current.filter((open) => open.message !== toast.message), toast].slice(-MAX_TOASTS));
  }, []);

  return (
    <ToastContext value={show}>
      {children}
      <div role="status" aria-live="polite" className={styles.region}>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

function Toast({ toast, onDismiss }: { toast: OpenToast; onDismiss: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [held, onDismiss, toast.id]);

  return (
    <div
      className={styles.toast}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className={styles.message}>{toast.message}</span>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className={styles.close} aria-label={t('Dismiss')} onClick={() => onDismiss(toast.id)}>
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
