import { CircleCheck, Wallet } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES, waitlistPlace } from '../../../../shared/messages.ts';
import { registrationStateOf, registrationStateText } from '../../../../shared/registration-state.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { Button } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useMyRegistration } from '../hooks/use-registrations.ts';
import { PaymentPanel } from './payment-panel.tsx';
import styles from './registration.module.css';

interface RegistrationDoneProps {
  event: { _id: string; title: string };
  viewerId: string | null;
  /** The registration the server answered with; the viewer's registrations, read again, take over once they come. */
  registration: Registration;
  onClose: () => void;
}

/**
 * What the registration form shows once the server took it: a seat that still owes money lands on its payment
 * screen (decision 072); anything else says its state, and only a confirmed seat is "in your calendar".
 */
export function RegistrationDone({ event, viewerId, registration, onClose }: RegistrationDoneProps) {
  const { registration: fresh } = useMyRegistration(viewerId, event._id);
  const current = fresh && fresh._id === registration._id ? fresh : registration;
  const state = registrationStateOf(current);

  if (state === 'awaiting_payment') {
    return (
      <div className={styles.paying}>
        <p className={styles.payingState} role="status">
          <Wallet aria-hidden="true" size={20} /> <strong>{registrationStateText(current, formatDateTime)}</strong>
        </p>
        <p className={styles.about}>{t('Your seat is held, but it is not a ticket yet: pay to get your ticket.')}</p>
        <PaymentPanel eventId={event._id} registration={current} />
        <Button onClick={onClose}>{t('Pay later')}</Button>
      </div>
    );
  }

  return (
    <div className={styles.done} role="status">
      <CircleCheck aria-hidden="true" size={40} className={styles.doneIcon} />
      <p>
        <strong>{doneText(current)}</strong>
      </p>
      {state === 'confirmed' && <p className={styles.about}>{t('{title} is in your calendar.', { title: event.title })}</p>}
      <Button variant="primary" onClick={onClose} data-autofocus>
        {t('Done')}
      </Button>
    </div>
  );
}

/** The form's answer, by the registration's state. */
function doneText(registration: Registration): string {
  const state = registrationStateOf(registration);
  if (state === 'waitlisted') return waitlistPlace(registration.waitlistPosition ?? 1);
  if (state === 'payment_sent') return t(MESSAGES.seatHeldForPayment);
  if (state === 'confirmed') return t(MESSAGES.registeredForEvent);
  return registrationStateText(registration, formatDateTime);
}
