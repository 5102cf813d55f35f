import { useId, useState, type FormEvent } from 'react';
import { ArrowLeft, Ban, Check, ScanLine, Trash2, X } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { checkedInAtBy, MESSAGES } from '../../../../shared/messages.ts';
import type { StaffRole } from '../../../../shared/schemas/door.ts';
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus } from '../../../../shared/schemas/events.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Field } from '../../../components/form-controls.tsx';
import fields from '../../../components/form.module.css';
import { Modal } from '../../../components/modal.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { rupees } from '../../../lib/money.ts';
import { cancelAttendee, decidePayment } from '../api/host-registrations-api.ts';
import { useChoosesCohosts, useHostAction, useHostRegistrations, useStaff } from '../hooks/use-host-registrations.ts';
import styles from './host-registrations.module.css';

/** Each state's name, in English: said in the reader's language where it is shown (`t(STATUS_LABELS[s])`). */
export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  awaiting_payment: 'Awaiting payment',
  waitlisted: 'Waitlisted',
  offered: 'Offered a seat',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',
};

interface HostRegistrationsProps {
  eventId: string;
  eventTitle: string;
  onBack: () => void;
  onOpenCheckIn: () => void;
}

type Asking = { kind: 'reject' | 'cancel'; registration: Registration } | null;

/** The host's registrations of one event (decision 049): states, payments to confirm, cancellations, co-hosts and door staff. */
export function HostRegistrations({ eventId, eventTitle, onBack, onOpenCheckIn }: HostRegistrationsProps) {
  const headingId = useId();
  const [status, setStatus] = useState<RegistrationStatus | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const list = useHostRegistrations(eventId, status);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const markPaid = useHostAction(eventId, (id: string) => decidePayment(eventId, id, 'paid', null));

  const onPaid = async (registration: Registration) => {
    setError(null);
    try {
      await markPaid.mutateAsync(registration._id);
      toast(t(MESSAGES.paymentMarkedPaid));
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const data = list.data;
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <Button variant="ghost" className={styles.back} icon={<ArrowLeft aria-hidden="true" size={16} />} onClick={onBack}>
        {t('Back to the event')}
      </Button>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {t(MESSAGES.manageRegistrations)}: {eventTitle}
        </h1>
        <Button variant="secondary" icon={<ScanLine aria-hidden="true" size={16} />} onClick={onOpenCheckIn}>
          {t(MESSAGES.openCheckIn)}
        </Button>
      </header>
      {data && (
        <ul className={styles.counts} aria-label={t('Registrations by status')}>
          {data.capacity !== null && (
            <li>
              {fillSlots(t('{left} of {capacity} seats left', { left: slot(0), capacity: data.capacity }), [
                <strong key="left">{data.seatsLeft ?? 0}</strong>,
              ])}
            </li>
          )}
          {REGISTRATION_STATUSES.map((s) => (
            <li key={s}>
              <strong>{data.counts[s]}</strong> {t(STATUS_LABELS[s]).toLowerCase()}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.filter}>
        <label htmlFor={`${headingId}-status`}>{t('Show')}</label>
        <select
          id={`${headingId}-status`}
          className={styles.select}
          value={status ?? ''}
          onChange={(e) => setStatus(e.target.value ? (e.target.value as RegistrationStatus) : null)}
        >
          <option value="">{t('Every registration')}</option>
          {REGISTRATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {list.isPending ? (
        <p role="status" aria-busy="true">
          {t('Loading the registrations…')}
        </p>
      ) : list.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(list.error)}
        </p>
      ) : list.data.registrations.length === 0 ? (
        <EmptyState text={status ? t(MESSAGES.noRegistrationsWithStatus) : t(MESSAGES.noRegistrationsYet)} />
      ) : (
        <ul className={styles.list} aria-label={t('Registrations')}>
          {list.data.registrations.map((r) => (
            <li key={r._id} className={styles.item} data-status={r.status}>
              <div className={styles.who}>
                <strong>{r.name}</strong>
                <span>{r.email}</span>
                <span>{r.phone}</span>
              </div>
              <div className={styles.facts}>
                <span className={styles.status}>
                  {t(STATUS_LABELS[r.status])}
                  {r.waitlistPosition !== null && ` · ${t('#{position} in line', { position: r.waitlistPosition })}`}
                  {r.offerExpiresAt && ` · ${t('until {until}', { until: formatDateTime(r.offerExpiresAt) })}`}
                </span>
                {r.selectedTickets.length > 0 && <span>{r.selectedTickets.map((t) => `${t.quantity} × ${t.ticketType}`).join(', ')}</span>}
                {r.bookingDates.length > 0 && <span>{r.bookingDates.join(', ')}</span>}
                {r.totalPrice > 0 && <span>{rupees(r.totalPrice)}</span>}
                {r.transactionId && <span>{t('Reference: {reference}', { reference: r.transactionId })}</span>}
                {r.paymentScreenshot && (
                  <a href={r.paymentScreenshot} target="_blank" rel="noopener noreferrer">
                    {t('Payment screenshot')}
                  </a>
                )}
                {r.ticketCode && <span className={styles.code}>{r.ticketCode}</span>}
                {r.checkedInAt && <span>{checkedInAtBy(formatDateTime(r.checkedInAt), null)}</span>}
                {(r.cancelReason ?? r.paymentNote) && <span>{t('Reason: {reason}', { reason: r.paymentNote ?? r.cancelReason })}</span>}
              </div>
              <div className={styles.actions}>
                {r.status === 'awaiting_payment' && (
                  <>
                    <Button size="sm" icon={<Check aria-hidden="true" size={16} />} busy={markPaid.isPending && markPaid.variables === r._id} onClick={() => void onPaid(r)}>
                      {t(MESSAGES.markPaid)}
                    </Button>
                    <Button size="sm" variant="secondary" icon={<X aria-hidden="true" size={16} />} onClick={() => setAsking({ kind: 'reject', registration: r })}>
                      {t(MESSAGES.rejectPayment)}
                    </Button>
                  </>
                )}
                {r.status !== 'cancelled' && r.status !== 'checked_in' && (
                  <Button size="sm" variant="secondary" icon={<Ban aria-hidden="true" size={16} />} onClick={() => setAsking({ kind: 'cancel', registration: r })}>
                    {t('Cancel')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Staff eventId={eventId} />
      {asking && <ReasonModal eventId={eventId} asking={asking} onClose={() => setAsking(null)} />}
    </section>
  );
}

function ReasonModal({ eventId, asking, onClose }: { eventId: string; asking: NonNullable<Asking>; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = asking.kind === 'reject';
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
      toast(reject ? t(MESSAGES.paymentRejected) : t(MESSAGES.attendeeCancelled));
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Modal open onClose={onClose} size="sm" title={reject ? t('Reject the payment of {name}', { name: asking.registration.name }) : t('Cancel the registration of {name}', { name: asking.registration.name })}>
      <form className={styles.reasonForm} onSubmit={(e) => void onSubmit(e)} noValidate>
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

/** Each role's name, in English: said in the reader's language where it is shown. */
const ROLE_LABELS: Record<StaffRole, string> = { cohost: 'Co-host', door: MESSAGES.doorStaff };

/**
 * The event's co-hosts and door staff (decision 071), by the email of their Quad account. Its host and admins choose
 * both; a co-host chooses door staff only, so the role is offered only to those who may choose it.
 */
function Staff({ eventId }: { eventId: string }) {
  const id = useId();
  const { list, add, remove } = useStaff(eventId);
  const choosesCohosts = useChoosesCohosts(eventId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('door');
  const [error, setError] = useState<string | null>(null);
  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({ email: email.trim(), role: choosesCohosts ? role : 'door' });
      setEmail('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <section className={styles.staff} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {t('Co-hosts and door staff')}
      </h2>
      <p className={styles.hint}>{t('Co-hosts edit the event, manage its registrations and payments, and work its door.')}</p>
      <p className={styles.hint}>{t(MESSAGES.doorStaffHint)}</p>
      {list.data && list.data.staff.length > 0 && (
        <ul className={styles.staffList} aria-label={t('Co-hosts and door staff')}>
          {list.data.staff.map((member) => (
            <li key={member.email} aria-label={member.name ?? member.email}>
              <span>
                {member.name ? `${member.name} · ` : ''}
                {member.email}
                <span className={styles.role} data-role={member.role}>
                  {t(ROLE_LABELS[member.role])}
                </span>
              </span>
              {(member.role === 'door' || choosesCohosts) && (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Trash2 aria-hidden="true" size={16} />}
                  aria-label={
                    member.role === 'cohost'
                      ? t('Remove {email} from the co-hosts', { email: member.email })
                      : t('Remove {email} from the door staff', { email: member.email })
                  }
                  onClick={() => remove.mutate(member.email, { onError: (e) => setError(errorMessage(e)) })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.addStaff} onSubmit={(e) => void onAdd(e)} noValidate>
        <Field id={`${id}-email`} label={t('Email')} type="email" value={email} onValue={setEmail} autoComplete="off" />
        {choosesCohosts && (
          <div className={fields.field}>
            <label htmlFor={`${id}-role`} className={fields.label}>
              {t('Role')}
            </label>
            <select id={`${id}-role`} className={fields.input} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
              <option value="door">{t(MESSAGES.doorStaff)}</option>
              <option value="cohost">{t('Co-host')}</option>
            </select>
          </div>
        )}
        <Button type="submit" size="sm" busy={add.isPending} disabled={!email.trim()}>
          {t(MESSAGES.addStaff)}
        </Button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
