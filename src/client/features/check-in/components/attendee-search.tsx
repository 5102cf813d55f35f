import { useId, useMemo, useState } from 'react';
import { CalendarCheck, Check, Undo2 } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { checkedInAtBy, MESSAGES } from '../../../../shared/messages.ts';
import type { DoorAttendee, DoorSnapshot } from '../../../../shared/schemas/door.ts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { SEARCH_MIN, searchAttendees } from '../lib/attendee-search.ts';
import { owingWords } from '../lib/payment-at-door.ts';
import { attendeeState, checkerName, type AttendeeState, type PendingCheckIns } from '../lib/local-verdict.ts';
import styles from './attendee-search.module.css';

interface AttendeeSearchProps {
  snapshot: DoorSnapshot;
  pending: PendingCheckIns;
  /** Registrations with a check-in or undo under way. */
  working: ReadonlySet<string>;
  /** Checks the attendee in; `override`: anyway, on a day their ticket is not for (decision 077). */
  onCheckIn: (registrationId: string, override?: boolean) => void;
  /** Null when the viewer may not undo. */
  onUndo: ((registrationId: string) => void) | null;
}

/** Each state in words, in English: said in the reader's language where shown. */
const STATE_WORDS: Record<Exclude<AttendeeState['kind'], 'checked_in' | 'payment'>, string> = {
  ready: MESSAGES.attendeeNotYet,
  cancelled: MESSAGES.attendeeRegistrationCancelled,
  no_seat: MESSAGES.attendeeNoSeat,
  not_today: MESSAGES.resultNotToday,
};

/** Checking someone in by hand: the door's list searched by name, email or ticket code (offline too). */
export function AttendeeSearch({ snapshot, pending, working, onCheckIn, onUndo }: AttendeeSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchAttendees(snapshot.attendees, query), [snapshot.attendees, query]);
  const searching = query.trim().length >= SEARCH_MIN;
  return (
    <section className={styles.search} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t(MESSAGES.manualCheckInHeading)}
      </h2>
      <Field id={`${id}-query`} label={t(MESSAGES.attendeeSearchLabel)} type="search" value={query} onValue={setQuery} hint={searching ? undefined : t(MESSAGES.attendeeSearchHint)} autoComplete="off" spellCheck={false} />
      {searching &&
        (matches.length === 0 ? (
          <p className={styles.none}>{t(MESSAGES.noAttendeeMatches)}</p>
        ) : (
          <ul className={styles.list} aria-label={t(MESSAGES.manualCheckInHeading)}>
            {matches.map((attendee) => (
              <AttendeeRow
                key={attendee.registrationId}
                attendee={attendee}
                state={attendeeState(snapshot, attendee, pending)}
                cultural={snapshot.event.type === 'culturalEvent'}
                busy={working.has(attendee.registrationId)}
                onCheckIn={onCheckIn}
                onUndo={onUndo}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

interface AttendeeRowProps {
  attendee: DoorAttendee;
  state: AttendeeState;
  busy: boolean;
  /** A cultural event: a ticket for another day is "not booked for today"; an event's is "not for today". */
  cultural: boolean;
  onCheckIn: (registrationId: string, override?: boolean) => void;
  onUndo: ((registrationId: string) => void) | null;
}

function AttendeeRow({ attendee, state, busy, cultural, onCheckIn, onUndo }: AttendeeRowProps) {
  const { registrationId, name } = attendee;
  return (
    <li className={styles.row} aria-label={name} data-state={state.kind}>
      <div className={styles.who}>
        <strong>{name}</strong>
        <span>{attendee.email}</span>
        <span>
          {attendee.ticketType}
          {attendee.code && <span className={styles.code}>{attendee.code}</span>}
        </span>
      </div>
      <p className={styles.state}>
        {state.kind === 'checked_in'
          ? checkedInAtBy(formatDateTime(state.at), checkerName(state.by))
          : state.kind === 'payment'
            ? owingWords(state.owing)
            : state.kind === 'not_today' && !cultural
              ? t('Not for today')
              : t(STATE_WORDS[state.kind])}
        {state.kind === 'checked_in' && state.pending && <span className={styles.pending}>{t(MESSAGES.resultNotSynced)}</span>}
      </p>
      {/* One button in one place, its action following the state: the focus stays on it after a check-in or undo. */}
      {(state.kind === 'ready' || (state.kind === 'checked_in' && onUndo)) && (
        <Button
          size="sm"
          variant={state.kind === 'ready' ? 'primary' : 'secondary'}
          icon={state.kind === 'ready' ? <Check aria-hidden="true" size={16} /> : <Undo2 aria-hidden="true" size={16} />}
          busy={busy}
          aria-label={`${state.kind === 'ready' ? t(MESSAGES.checkInAttendee) : t(MESSAGES.undoCheckIn)}: ${name}`}
          onClick={() => (state.kind === 'ready' ? onCheckIn(registrationId) : onUndo?.(registrationId))}
        >
          {state.kind === 'ready' ? t(MESSAGES.checkInAttendee) : t(MESSAGES.undoCheckIn)}
        </Button>
      )}
      {state.kind === 'not_today' && (
        <Button
          size="sm"
          variant="secondary"
          icon={<CalendarCheck aria-hidden="true" size={16} />}
          busy={busy}
          aria-label={`${t('Check in anyway')}: ${name}`}
          onClick={() => onCheckIn(registrationId, true)}
        >
          {t('Check in anyway')}
        </Button>
      )}
    </li>
  );
}
