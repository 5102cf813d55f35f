import { useEffect, useRef, useState } from 'react';
import { Undo2 } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import type { RecentPayment } from '../hooks/use-payment-actions.ts';
import styles from './payment-undo.module.css';

/** How long "Undo" stays after a payment is marked paid, unless the pointer or focus rests on it. */
export const PAYMENT_UNDO_MS = 10_000;

interface PaymentUndoProps {
  recent: RecentPayment | null;
  busy: boolean;
  onUndo: () => void;
  /** The time is up: the marking stands (the row's "Mark unpaid" still undoes it). */
  onExpire: () => void;
  /** The row marked paid left the view shown (with the focus on its button): the focus comes to "Undo". */
  takeFocus: boolean;
}

/**
 * The payment just marked paid, with "Undo", for ten seconds, above the list: it stays in view when the row leaves
 * the view shown ("Payment sent"). A polite live region that is always there, so each marking is read out.
 */
export function PaymentUndo({ recent, busy, onUndo, onExpire, takeFocus }: PaymentUndoProps) {
  // Held while the pointer or focus rests on this marking's bar (a new marking starts its own time).
  const [heldFor, setHeldFor] = useState<number | null>(null);
  const held = recent !== null && heldFor === recent.at;
  const hold = () => setHeldFor(recent?.at ?? null);
  const release = () => setHeldFor(null);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (takeFocus && (!focused || focused === document.body)) region.current?.querySelector('button')?.focus();
  }, [takeFocus]);
  useEffect(() => {
    if (!recent || held || busy) return undefined;
    const timer = window.setTimeout(onExpire, PAYMENT_UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [recent, held, busy, onExpire]);
  return (
    <div
      ref={region}
      role="status"
      className={styles.region}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      {recent && (
        <div className={styles.bar} key={recent.at}>
          <p className={styles.words}>
            <strong>{recent.name}</strong>
            <span>{t(MESSAGES.paymentMarkedPaid)}</span>
          </p>
          <Button size="sm" variant="secondary" icon={<Undo2 aria-hidden="true" size={16} />} busy={busy} onClick={onUndo}>
            {t('Undo')}
          </Button>
        </div>
      )}
    </div>
  );
}
