import { Hourglass } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { registrationStateOf, registrationStateText } from '../../../../shared/registration-state.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { Button } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import styles from './my-tickets.module.css';

/**
 * Seats held that are not tickets yet (decision 072), above the tickets: a payment owed (with the way to pay), a
 * payment the host is checking, a seat offered to claim. Never shown as a ticket: there is no code to scan.
 */
export function PendingSeats({ seats, onOpenEvent }: { seats: Registration[]; onOpenEvent?: (eventId: string) => void }) {
  if (seats.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('Seats that are not tickets yet')}>
      {seats.map((seat) => {
        const state = registrationStateOf(seat);
        return (
          <li key={seat._id} className={styles.pending} data-state={state}>
            <Hourglass aria-hidden="true" size={20} className={styles.pendingIcon} />
            <div className={styles.facts}>
              <h3 className={styles.title}>{seat.eventTitle}</h3>
              <p className={styles.state}>{registrationStateText(seat, formatDateTime)}</p>
              <p>
                {state === 'payment_sent'
                  ? t('Not a ticket yet: your ticket comes once the host confirms your payment.')
                  : state === 'offered'
                    ? t('Not a ticket yet: claim the seat on the event’s page.')
                    : t('Not a ticket yet: pay to get your ticket.')}
              </p>
              {onOpenEvent && state !== 'payment_sent' && (
                <Button size="sm" variant="primary" className={styles.pendingAction} onClick={() => onOpenEvent(seat.postId)}>
                  {state === 'offered' ? t('Claim your seat') : t('Pay now')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
