import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cancelAttendee, decidePayment } from '../api/host-registrations-api.ts';
import { useHostAction } from '../hooks/use-host-registrations.ts';
import styles from './host-registrations.module.css';

/** What the host is asked a reason for: rejecting a payment, or cancelling a registration. */
export type Asking = { kind: 'reject' | 'cancel'; registration: Registration } | null;

/**
 * The reason the registrant will read, asked before a payment is rejected or a registration cancelled. A rejected
 * payment keeps the seat waiting for one: the registrant can pay again or correct the reference they gave.
 */
export function ReasonModal({ eventId, asking, onClose }: { eventId: string; asking: NonNullable<Asking>; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = asking.kind === 'reject';
  const { name } = asking.registration;
  const act = useHostAction(eventId, (text: string) =>
    reject ? decidePayment(eventId, asking.registration._id, 'rejected', text) : cancelAttendee(eventId, asking.registration._id, text),
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(reject ? t(MESSAGES.rejectReasonRequired) : t(MESSAGES.cancelReasonRequired));
      return;
    }
    try {
      await act.mutateAsync(reason.trim());
      toast(reject ? t('Payment rejected: {name} is told why, and can pay again or correct the reference.', { name }) : t(MESSAGES.attendeeCancelled));
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Modal open onClose={onClose} size="sm" title={reject ? t('Reject the payment of {name}', { name }) : t('Cancel the registration of {name}', { name })}>
      <form className={styles.reasonForm} onSubmit={(e) => void onSubmit(e)} noValidate>
        {reject && <p className={styles.hint}>{t('Their seat stays held for the payment: they can pay again, or correct the reference they gave if it was wrong.')}</p>}
        <Field id={`${id}-reason`} label={t('Reason (they will see it)')} value={reason} onValue={setReason} multiline maxLength={500} required />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('Keep it')}
          </Button>
          <Button type="submit" busy={act.isPending}>
            {reject ? t('Reject payment') : t(MESSAGES.cancelRegistration)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
