import { Ban, Check, Undo2, X } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { checkedInAtBy, MESSAGES } from '../../../../shared/messages.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { Button } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { paymentLine, sentReference } from '../lib/payment-words.ts';
import { STATUS_LABELS } from '../lib/status-labels.ts';
import styles from './registration-row.module.css';

export interface RegistrationActions {
  onPaid: (r: Registration) => void;
  onUnpaid: (r: Registration) => void;
  onReject: (r: Registration) => void;
  onCancel: (r: Registration) => void;
  /** The registration whose payment is being marked or undone, if any. */
  busyId: string | null;
}

/**
 * One registration in the host's list: who, its state, where its payment stands in words with the reference to
 * search a bank app for, their answers to the event's own questions, and what the host may do with it.
 */
export function RegistrationRow({ registration: r, onPaid, onUnpaid, onReject, onCancel, busyId }: { registration: Registration } & RegistrationActions) {
  const payment = paymentLine(r);
  const answers = Object.entries(r.customFields).filter(([, answer]) => answer.trim() !== '');
  // An awaiting payment is said by its payment line; other states by their name.
  const showStatus = !(r.status === 'awaiting_payment' && payment);
  const busy = busyId === r._id;
  return (
    <li className={styles.item} data-status={r.status}>
      <div className={styles.body}>
        <div className={styles.who}>
          <strong>{r.name}</strong>
          <span>{r.email}</span>
          <span>{r.phone}</span>
        </div>
        {(showStatus || r.waitlistPosition !== null || r.offerExpiresAt) && (
          <p className={styles.status}>
            {showStatus && t(STATUS_LABELS[r.status])}
            {r.waitlistPosition !== null && ` · ${t('#{position} in line', { position: r.waitlistPosition })}`}
            {r.offerExpiresAt && ` · ${t('until {until}', { until: formatDateTime(r.offerExpiresAt) })}`}
          </p>
        )}
        {payment && (
          <p className={styles.payment} data-tone={payment.tone}>
            {payment.words}
            {r.payment?.reference && (
              <>
                {' ('}
                <span className={styles.code}>{r.payment.reference}</span>
                {')'}
              </>
            )}
            {r.payment?.dueBy && <span className={styles.due}>{` · ${t('held until {until}', { until: formatDateTime(r.payment.dueBy) })}`}</span>}
          </p>
        )}
        <div className={styles.facts}>
          {r.selectedTickets.length > 0 && <span>{r.selectedTickets.map((ticket) => `${ticket.quantity} × ${ticket.ticketType}`).join(', ')}</span>}
          {r.bookingDates.length > 0 && <span>{r.bookingDates.join(', ')}</span>}
          {r.transactionId && r.payment?.status !== 'sent' && <span>{t('Reference: {reference}', { reference: sentReference(r.transactionId) })}</span>}
          {r.paymentScreenshot && (
            <a href={r.paymentScreenshot} target="_blank" rel="noopener noreferrer">
              {t('Payment screenshot')}
            </a>
          )}
          {r.ticketCode && <span className={styles.code}>{r.ticketCode}</span>}
          {r.checkedInAt && <span>{checkedInAtBy(formatDateTime(r.checkedInAt), null)}</span>}
          {(r.cancelReason ?? r.paymentNote) && <span>{t('Reason: {reason}', { reason: r.paymentNote ?? r.cancelReason })}</span>}
        </div>
        {answers.length > 0 && (
          <dl className={styles.answers}>
            {answers.map(([label, answer]) => (
              <div key={label} className={styles.answer}>
                <dt>{label}</dt>
                <dd>{answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className={styles.actions}>
        {r.status === 'awaiting_payment' && (
          <>
            <Button size="sm" icon={<Check aria-hidden="true" size={16} />} busy={busy} onClick={() => onPaid(r)}>
              {t(MESSAGES.markPaid)}
            </Button>
            <Button size="sm" variant="secondary" icon={<X aria-hidden="true" size={16} />} onClick={() => onReject(r)}>
              {t(MESSAGES.rejectPayment)}
            </Button>
          </>
        )}
        {r.status === 'confirmed' && r.payment?.status === 'paid' && (
          <Button size="sm" variant="secondary" icon={<Undo2 aria-hidden="true" size={16} />} busy={busy} onClick={() => onUnpaid(r)}>
            {t('Mark unpaid')}
          </Button>
        )}
        {r.status !== 'cancelled' && r.status !== 'checked_in' && (
          <Button size="sm" variant="secondary" icon={<Ban aria-hidden="true" size={16} />} onClick={() => onCancel(r)}>
            {t('Cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
