import { lazy, Suspense, useState } from 'react';
import { CalendarCheck, CalendarPlus, CheckCircle2, Download, ExternalLink, Hourglass, LogOut, ScanLine, Ticket, Users, Wallet } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { registrationStateLabel, registrationStateOf } from '../../../../shared/registration-state.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddToCalendar, useInMyCalendar, useRemoveFromCalendar } from '../hooks/use-calendar.ts';
import { useExportRegistrations } from '../hooks/use-export.ts';
import { hostToolsOf, useEventHosts, useLeaveCohosting } from '../hooks/use-event-hosts.ts';
import { useMyRegistration, useRegisteredEventIds, useRegistrationCounts } from '../hooks/use-registrations.ts';
import { registrationButtonOf, YOUR_REGISTRATION_ID } from '../lib/registration-state.ts';
import type { RegistrationViewer } from './registration-modal.tsx';
import { prefersReducedMotion } from '../../../lib/motion.ts';
import styles from './event-detail.module.css';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

/** The form and its rules (zod included) load when someone opens it. */
const RegistrationModal = lazy(() => import('./registration-modal.tsx').then((m) => ({ default: m.RegistrationModal })));

export interface EventViewer extends RegistrationViewer {
  isAdmin: boolean;
}

interface ActionProps {
  event: Post;
  viewer: EventViewer | null;
  /** Runs `action` for a signed-in user; a visitor gets the login modal saying `reason`, and the action after (decision 080). */
  requireUser: (action: () => void, reason?: string) => void;
}

/**
 * SPEC §4's registration button: REGISTER NOW opens the in-app form or the host's link; the rest are disabled.
 * The host and its co-hosts do not register for the event they run: they get its registrations instead (HostPanel).
 * Once registered it says the registration's one state (decision 072): REGISTERED only for a confirmed seat (and
 * "in your calendar" while the event is there), PAYMENT PENDING while money is owed (it takes the student to the
 * payment screen), PAYMENT SENT, ON THE WAITLIST · #1, a seat to claim.
 */
export function RegistrationButton({ event, viewer, requireUser }: ActionProps) {
  const isHost = viewer !== null && viewer.id === event.userId;
  const cohosts = useEventHosts(event._id, viewer?.id ?? null).data?.viewerRole === 'cohost';
  const registered = useRegisteredEventIds(viewer?.id ?? null).data?.includes(event._id) ?? false;
  const { registration, isError: statesFailed, isFetching: statesReading } = useMyRegistration(viewer?.id ?? null, event._id);
  const [open, setOpen] = useState(false);
  const registrationMounted = useOpenedOnce(open);
  if (isHost || cohosts) return null;
  const held = registration && registration.status !== 'cancelled' ? registration : null;
  const state = registrationButtonOf(event, held !== null || registered);
  // Registered, but its state not read yet: no word that could be wrong (never REGISTERED while money is owed).
  const unknown = held === null && registered && !statesFailed && (registration === undefined || statesReading);
  const stateOf = held ? registrationStateOf(held) : null;
  const toPayment = stateOf === 'awaiting_payment' || stateOf === 'offered';

  const onClick = () => {
    if (toPayment) {
      const panel = document.getElementById(YOUR_REGISTRATION_ID);
      panel?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      panel?.focus({ preventScroll: true });
      return;
    }
    if (state.disabled) return;
    requireUser(() => {
      if (state.action === 'link' && event.registrationLink) {
        window.open(event.registrationLink, '_blank', 'noopener,noreferrer');
      } else if (state.action === 'form') {
        setOpen(true);
      }
    }, t('Log in to register'));
  };

  // "In your calendar" is said once, by the calendar button beside it.
  const label = held ? registrationStateLabel(held) : unknown ? t('Reading your registration…') : t(state.label);
  const disabled = toPayment ? false : state.disabled;
  return (
    <>
      {/* Dimmed but still focusable: the focus stays on it when REGISTER NOW becomes REGISTERED, and a screen
          reader reads the state where the action was. */}
      <Button
        variant={disabled ? 'secondary' : 'primary'}
        aria-disabled={disabled || undefined}
        data-state={stateOf ?? undefined}
        icon={
          stateOf === 'confirmed' || stateOf === 'checked_in' || (!held && state.label === 'REGISTERED') ? (
            <CheckCircle2 aria-hidden="true" size={16} />
          ) : stateOf === 'awaiting_payment' ? (
            <Wallet aria-hidden="true" size={16} />
          ) : stateOf === 'payment_sent' || stateOf === 'waitlisted' ? (
            <Hourglass aria-hidden="true" size={16} />
          ) : state.action === 'link' && !held ? (
            <ExternalLink aria-hidden="true" size={16} />
          ) : (
            <Ticket aria-hidden="true" size={16} />
          )
        }
        onClick={onClick}
      >
        {label}
      </Button>
      {viewer && registrationMounted && (
        <Suspense fallback={null}>
          <RegistrationModal event={event} viewer={viewer} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * SPEC §4 Add to Calendar: login first, then saved on the server and in storage. Once the event is in the
 * calendar the same button says so and takes it out again (one element, so focus stays on it).
 */
export function AddToCalendarButton({ event, viewer, requireUser }: ActionProps) {
  const userId = viewer?.id ?? null;
  const add = useAddToCalendar(userId);
  const remove = useRemoveFromCalendar(userId);
  const inCalendar = useInMyCalendar(userId, event._id);
  if (inCalendar) {
    return (
      <Button
        variant="secondary"
        icon={<CalendarCheck aria-hidden="true" size={16} />}
        title={t(MESSAGES.removeFromCalendar)}
        onClick={() => requireUser(() => void remove(event), t('Log in to add this to your calendar'))}
      >
        {t(MESSAGES.inYourCalendar)}
        <span className={styles.buttonHint}>{t(MESSAGES.removeShort)}</span>
      </Button>
    );
  }
  return (
    <Button icon={<CalendarPlus aria-hidden="true" size={16} />} onClick={() => requireUser(() => void add(event), t('Log in to add this to your calendar'))}>
      {t('Add to Calendar')}
    </Button>
  );
}

/**
 * SPEC §6 Post owner (and admins), and the event's co-hosts (decision 071): how many registered, Manage
 * registrations and the CSV export; door staff get the door alone. Who the viewer is on the event comes from
 * GET /hosts; until it answers, the host and admins are known from the post and the session.
 */
export function HostPanel({
  event,
  viewer,
  onManage,
  onOpenCheckIn,
}: Omit<ActionProps, 'requireUser'> & { onManage?: () => void; onOpenCheckIn?: () => void }) {
  const isHost = viewer !== null && viewer.id === event.userId;
  const hosts = useEventHosts(event._id, viewer?.id ?? null);
  const counts = useRegistrationCounts(isHost ? viewer.id : null);
  const { exportCsv, pending } = useExportRegistrations(viewer !== null);
  const leave = useLeaveCohosting(event._id);
  const dialog = useDialog();
  const toast = useToast();
  if (!viewer) return null;
  const role = hosts.data?.viewerRole ?? (isHost ? 'host' : viewer.isAdmin ? 'admin' : 'none');
  const tools = hostToolsOf(role);
  if (!tools) return null;

  const onLeave = async () => {
    const sure = await dialog({
      title: t('Stop co-hosting'),
      message: t('You will no longer manage the registrations of {title} or work its door. Its host can add you again.', { title: event.title }),
      confirmText: t('Stop co-hosting'),
      cancelText: t('Keep co-hosting'),
      destructive: true,
      ask: true,
    });
    if (!sure) return;
    try {
      await leave.mutateAsync(viewer.email);
      toast(t('You no longer co-host {title}.', { title: event.title }));
    } catch (error) {
      await dialog({ title: t('Stop co-hosting'), message: errorMessage(error) });
    }
  };

  const checkIn = onOpenCheckIn && (
    <Button size="sm" variant="secondary" icon={<ScanLine aria-hidden="true" size={16} />} onClick={onOpenCheckIn}>
      {t(MESSAGES.openCheckIn)}
    </Button>
  );
  if (tools === 'door') {
    return (
      <div className={styles.host}>
        <span>{t('You are door staff at this event.')}</span>
        <span className={styles.hostButtons}>{checkIn}</span>
      </div>
    );
  }
  const count = counts.data?.[event._id];
  return (
    <div className={styles.host}>
      <span>
        {isHost ? (
          <>
            <strong>{count ?? '…'}</strong> {t('{count, plural, one {registration} other {registrations}}', { count: count ?? 0 })}
          </>
        ) : role === 'cohost' ? (
          t('You co-host this event.')
        ) : (
          t('Registrations for this event')
        )}
      </span>
      <span className={styles.hostButtons}>
        {onManage && event.enableRegistrationForm && (
          <Button size="sm" variant="secondary" icon={<Users aria-hidden="true" size={16} />} onClick={onManage}>
            {t(MESSAGES.manageRegistrations)}
          </Button>
        )}
        {!isHost && event.enableRegistrationForm && checkIn}
        <Button size="sm" icon={<Download aria-hidden="true" size={16} />} busy={pending} onClick={() => void exportCsv(event._id)}>
          {t('Export Data')}
        </Button>
        {role === 'cohost' && (
          <Button size="sm" variant="ghost" icon={<LogOut aria-hidden="true" size={16} />} busy={leave.isPending} onClick={() => void onLeave()}>
            {t('Stop co-hosting')}
          </Button>
        )}
      </span>
    </div>
  );
}
