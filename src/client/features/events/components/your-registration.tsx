import { useId, useState, type FormEvent } from 'react';
import { BadgeCheck, Clock, Hourglass, TicketCheck, XCircle } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES, offeredText, seatHeldUntil, waitlistedText } from '../../../../shared/messages.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { FilePicker } from '../../../components/file-picker.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { cancelMyRegistration, claimOfferedSeat, sendPaymentReference } from '../api/events-api.ts';
import { useMyRegistration, useRegistrationChange } from '../hooks/use-registrations.ts';
import styles from './your-registration.module.css';
import { readAsDataUrl } from '../../../lib/read-file.ts';

interface YourRegistrationProps {
  event: Post;
  viewerId: string | null;
  /** Opens My tickets in the profile, when the app can. */
  onOpenTickets?: () => void;
}

/**
 * The signed-in registrant's registration for this event (decision 049): its state in words, and what they can
 * do next: send the payment reference, claim or decline an offered seat, cancel.
 */
export function YourRegistration({ event, viewerId, onOpenTickets }: YourRegistrationProps) {
  const { registration } = useMyRegistration(viewerId, event._id);
  const headingId = useId();
  if (!viewerId || !registration) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-status={registration.status}>
      <h2 id={headingId} className={styles.title}>
        {t(MESSAGES.yourRegistration)}
      </h2>
      <RegistrationState registration={registration} onOpenTickets={onOpenTickets} />
      <RegistrationActions event={event} registration={registration} />
    </section>
  );
}

function RegistrationState({ registration: r, onOpenTickets }: { registration: Registration; onOpenTickets?: () => void }) {
  switch (r.status) {
    case 'confirmed':
      return (
        <>
          <p className={styles.state}>
            <BadgeCheck aria-hidden="true" size={18} /> {t(MESSAGES.statusConfirmed)}
          </p>
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
        </>
      );
    case 'checked_in':
      return (
        <p className={styles.state}>
          <TicketCheck aria-hidden="true" size={18} /> {t(MESSAGES.statusCheckedIn)}
        </p>
      );
    case 'awaiting_payment':
      return (
        <>
          <p className={styles.state}>
            <Hourglass aria-hidden="true" size={18} /> {t(MESSAGES.statusAwaitingPayment)}
          </p>
          {r.paymentSubmittedAt ? (
            <p className={styles.hint}>
              {t(MESSAGES.statusPaymentSent)} ({r.transactionId})
            </p>
          ) : (
            r.paymentDueAt && <p className={styles.hint}>{seatHeldUntil(formatDateTime(r.paymentDueAt))}</p>
          )}
        </>
      );
    case 'waitlisted':
      return (
        <p className={styles.state}>
          <Clock aria-hidden="true" size={18} /> {waitlistedText(r.waitlistPosition)}
        </p>
      );
    case 'offered':
      return (
        <p className={styles.state}>
          <TicketCheck aria-hidden="true" size={18} /> {offeredText(r.offerExpiresAt ? formatDateTime(r.offerExpiresAt) : '')}
        </p>
      );
    case 'cancelled':
      return (
        <p className={styles.state}>
          <XCircle aria-hidden="true" size={18} /> {t(MESSAGES.statusCancelled)} {r.paymentNote ?? r.cancelReason ?? ''}
        </p>
      );
  }
}

function RegistrationActions({ event, registration }: { event: Post; registration: Registration }) {
  const dialog = useDialog();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const cancel = useRegistrationChange(event._id, () => cancelMyRegistration(registration._id, null));
  const claim = useRegistrationChange(event._id, () => claimOfferedSeat(registration._id));
  const [started] = useState(() => event.eventStartDate !== null && Date.parse(event.eventStartDate) <= Date.now());
  if (registration.status === 'cancelled' || registration.status === 'checked_in' || started) return null;

  const run = async (mutation: { mutateAsync: (args: undefined) => Promise<Registration> }, done: string) => {
    setError(null);
    try {
      await mutation.mutateAsync(undefined);
      toast(done);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const onCancel = async () => {
    const sure = await dialog({
      title: t(MESSAGES.cancelRegistration),
      message: t(MESSAGES.cancelRegistrationConfirm),
      confirmText: t(MESSAGES.cancelRegistration),
      cancelText: t('Keep it'),
      destructive: true,
      ask: true,
    });
    if (sure) await run(cancel, t(MESSAGES.registrationCancelled));
  };

  return (
    <>
      {registration.status === 'awaiting_payment' && <PaymentReferenceForm event={event} registration={registration} />}
      <div className={styles.actions}>
        {registration.status === 'offered' && (
          <Button busy={claim.isPending} onClick={() => void run(claim, t(MESSAGES.seatClaimed))}>
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

function PaymentReferenceForm({ event, registration }: { event: Post; registration: Registration }) {
  const id = useId();
  const toast = useToast();
  const [reference, setReference] = useState(registration.transactionId ?? '');
  const [screenshot, setScreenshot] = useState<{ name: string; dataUrl: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useRegistrationChange(event._id, (body: { reference: string; screenshot: string | null }) =>
    sendPaymentReference(registration._id, body, setProgress),
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!reference.trim()) {
      setError(t(MESSAGES.paymentReferenceRequired));
      return;
    }
    try {
      await send.mutateAsync({ reference: reference.trim(), screenshot: screenshot?.dataUrl ?? null });
      toast(t(MESSAGES.paymentReferenceSent));
      setScreenshot(null);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className={styles.payment} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field id={`${id}-reference`} label={t(MESSAGES.paymentReferenceLabel)} value={reference} onValue={setReference} maxLength={64} required />
      <FilePicker
        id={`${id}-screenshot`}
        label={t(MESSAGES.paymentScreenshotLabel)}
        buttonText={t('Choose a picture')}
        hasFile={screenshot !== null}
        onFiles={(files) => {
          const file = files[0];
          if (file) void readAsDataUrl(file).then((dataUrl) => setScreenshot({ name: file.name, dataUrl }), (e: unknown) => setError(errorMessage(e)));
        }}
      />
      {progress !== null && (
        <progress className={styles.progress} max={1} value={progress} aria-label={t('Sending the payment reference')} />
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" busy={send.isPending}>
        {t(MESSAGES.sendPaymentReference)}
      </Button>
    </form>
  );
}
