import { useCallback, useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { useDialog } from '../../../components/dialog-context.ts';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { decidePayment } from '../api/host-registrations-api.ts';
import { useHostAction } from './use-host-registrations.ts';

/** A payment the host just marked paid, which they may undo for a while. */
export interface RecentPayment {
  registrationId: string;
  name: string;
  /** Tells one marking from the next of the same registration (the undo's time starts again). */
  at: number;
}

/**
 * Marking payments paid and undoing it (decision 072): "Mark paid" confirms at once and offers an undo; "Mark
 * unpaid" on a paid seat asks first, since it voids the ticket. Either undo sends `{decision: 'undo'}`: the seat
 * waits for the payment again and its ticket stops working. The server decides whether it still may.
 */
export function usePaymentActions(eventId: string) {
  const toast = useToast();
  const dialog = useDialog();
  const [error, setError] = useState<string | null>(null);
  const [recent, setRecent] = useState<RecentPayment | null>(null);
  const markPaid = useHostAction(eventId, (id: string) => decidePayment(eventId, id, 'paid', null));
  const undo = useHostAction(eventId, (id: string) => decidePayment(eventId, id, 'undo', null));

  const paid = async (r: Registration) => {
    setError(null);
    try {
      await markPaid.mutateAsync(r._id);
      setRecent({ registrationId: r._id, name: r.name, at: Date.now() });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const undone = async (registrationId: string, name: string) => {
    setError(null);
    try {
      await undo.mutateAsync(registrationId);
      setRecent(null);
      toast(t('{name} marked unpaid: their ticket no longer works, and the seat waits for their payment.', { name }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  /** Undoes the payment just marked paid. */
  const undoRecent = () => {
    if (recent) void undone(recent.registrationId, recent.name);
  };

  /** Marks a paid, confirmed seat unpaid, once the host says so. */
  const unpaid = async (r: Registration) => {
    const sure = await dialog({
      ask: true,
      destructive: true,
      title: t('Mark {name} unpaid?', { name: r.name }),
      message: t('Their ticket stops working, and their seat waits for the payment again.'),
      confirmText: t('Mark unpaid'),
      cancelText: t('Keep it'),
    });
    if (sure) await undone(r._id, r.name);
  };

  const forget = useCallback(() => setRecent(null), []);

  return {
    error,
    recent,
    forgetRecent: forget,
    paid,
    unpaid,
    undoRecent,
    /** The registration whose payment is being marked or undone, if any. */
    busyId: markPaid.isPending ? (markPaid.variables ?? null) : undo.isPending ? (undo.variables ?? null) : null,
    undoing: undo.isPending,
  };
}
