import { useId, useState, type ReactNode } from 'react';
import { BadgeCheck, Clock, Hourglass, Send, TicketCheck, XCircle } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { registrationStateOf, registrationStateText, type RegistrationState } from '../../../../shared/registration-state.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { cancelMyRegistration, claimOfferedSeat } from '../api/events-api.ts';
import { useMyRegistration, useRegistrationChange } from '../hooks/use-registrations.ts';
import { YOUR_REGISTRATION_ID } from '../lib/registration-state.ts';
import { PaymentPanel, showsPaymentPanel } from './payment-panel.tsx';
import styles from './your-registration.module.css';

interface YourRegistrationProps {
  event: Post;
  viewerId: string | null;
  /** Opens My tickets in the profile, when the app can. */
  onOpenTickets?: () => void;
}

/**
 * The signed-in registrant's registration for this event (decisions 049, 072): its one state in words, and what
 * they can do next: pay and send the UTR, claim or decline an offered seat, cancel.
 */
export function YourRegistration({ event, viewerId, onOpenTickets }: YourRegistrationProps) {
  const { registration } = useMyRegistration(viewerId, event._id);
  const headingId = useId();
  if (!viewerId || !registration) return null;
  const state = registrationStateOf(registration);
  return (
    <section id={YOUR_REGISTRATION_ID} tabIndex={-1} className={styles.panel} aria-labelledby={headingId} data-status={state}>
      <h2 id={headingId} className={styles.title}>
        {t(MESSAGES.yourRegistration)}
      </h2>
      <RegistrationStateLine registration={registration} state={state} onOpenTickets={onOpenTickets} />
      <RegistrationActions event={event} registration={registration} />
    </section>
  );
}

const ICONS: Record<RegistrationState, ReactNode> = {
  confirmed: <BadgeCheck aria-hidden="true" size={18} />,
  checked_in: <TicketCheck aria-hidden="true" size={18} />,
  awaiting_payment: <Hourglass aria-hidden="true" size={18} />,
  payment_sent: <Send aria-hidden="true" size={18} />,
  waitlisted: <Clock aria-hidden="true" size={18} />,
  offered: <TicketCheck aria-hidden="true" size={18} />,
  cancelled: <XCircle aria-hidden="true" size={18} />,
};

function RegistrationStateLine({ registration: r, state, onOpenTickets }: { registration: Registration; state: RegistrationState; onOpenTickets?: () => void }) {
  return (
    <>
      <p className={styles.state}>
        {ICONS[state]} {registrationStateText(r, formatDateTime)}
      </p>
      {state === 'confirmed' && (
        <p className={styles.hint}>
          {onOpenTickets ? (
            <button type="button" className={styles.link} onClick={onOpenTickets}>
              {t(MESSAGES.ticketInMyTickets)}
            </button>
          ) : (
            t(MESSAGES.ticketInMyTickets)
          )}
          {r.ticketCode && <span className={styles.code}> · {r.ticketCode}</span>}
        </p>
      )}
      {state === 'payment_sent' && r.transactionId && <p className={styles.hint}>{t('You sent {reference}. Wrong? Correct it below.', { reference: r.transactionId })}</p>}
      {state === 'awaiting_payment' && <p className={styles.hint}>{t('Your seat is held, but it is not a ticket yet: pay to get your ticket.')}</p>}
      {state === 'cancelled' && (r.paymentNote ?? r.cancelReason) && <p className={styles.hint}>{r.paymentNote ?? r.cancelReason}</p>}
    </>
  );
}

function RegistrationActions({ event, registration }: { event: Post; registration: Registration }) {
  const dialog = useDialog();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const cancel = useRegistrationChange(event._id, () => cancelMyRegistration(registration._id, null));
  const claim = useRegistrationChange(event._id, () => claimOfferedSeat(registration._id));
  const [started] = useState(() => event.eventStartDate !== null && Date.parse(event.eventStartDate) <= Date.now());
  if (registration.status === 'cancelled' || registration.status === 'checked_in' || started) return null;

  const run = async (mutation: { mutateAsync: (args: undefined) => Promise<Registration> }, done: (changed: Registration) => string) => {
    setError(null);
    try {
      toast(done(await mutation.mutateAsync(undefined)));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  // A claimed seat of a paid event is held for its payment: the payment screen takes the panel's place.
  const claimed = (changed: Registration) =>
    changed.status === 'awaiting_payment' ? t('The seat is held for you: pay to make it yours.') : t(MESSAGES.seatClaimed);
  const onCancel = async () => {
    const sure = await dialog({
      title: t(MESSAGES.cancelRegistration),
      message: t(MESSAGES.cancelRegistrationConfirm),
      confirmText: t(MESSAGES.cancelRegistration),
      cancelText: t('Keep it'),
      destructive: true,
      ask: true,
    });
    if (sure) await run(cancel, () => t(MESSAGES.registrationCancelled));
  };

  return (
    <>
      {showsPaymentPanel(registration) && <PaymentPanel eventId={event._id} registration={registration} />}
      <div className={styles.actions}>
        {registration.status === 'offered' && (
          <Button busy={claim.isPending} onClick={() => void run(claim, claimed)}>
            {t(MESSAGES.claimSeat)}
          </Button>
        )}
        <Button variant="secondary" busy={cancel.isPending} onClick={() => void onCancel()}>
          {registration.status === 'offered' ? t(MESSAGES.declineSeat) : t(MESSAGES.cancelRegistration)}
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
