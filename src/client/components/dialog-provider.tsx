import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DialogContext } from './dialog-context.ts';
import type { DialogRequest, ShowDialog } from './dialog-context.ts';

// The dialog (and the modal it is built on) loads when first shown: no first screen needs it.
const Dialog = lazy(() => import('./dialog.tsx').then((m) => ({ default: m.Dialog })));

interface OpenDialog extends DialogRequest {
  id: number;
  ask: boolean;
  resolve: (confirmed: boolean) => void;
}

/** Hosts the generic dialog; one at a time, a new request replaces (and cancels) the open one. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const currentRef = useRef<OpenDialog | null>(null);
  const nextId = useRef(0);

  const settle = useCallback((confirmed: boolean) => {
    currentRef.current?.resolve(confirmed);
    currentRef.current = null;
    setCurrent(null);
  }, []);

  const show = useCallback<ShowDialog>(
    ({ ask = false, ...request }) =>
      new Promise<boolean>((resolve) => {
        currentRef.current?.resolve(false);
        nextId.current += 1;
        const next = { ...request, id: nextId.current, ask, resolve };
        currentRef.current = next;
        setCurrent(next);
      }),
    [],
  );

  return (
    <DialogContext value={show}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <Dialog
            key={current.id}
            open
            title={current.title}
            message={current.message}
            confirmText={current.confirmText}
            cancelText={current.cancelText}
            destructive={current.destructive}
            onClose={() => settle(false)}
            onCancel={current.ask ? () => settle(false) : undefined}
            onConfirm={current.ask ? () => settle(true) : undefined}
          />
        </Suspense>
      )}
    </DialogContext>
  );
}
