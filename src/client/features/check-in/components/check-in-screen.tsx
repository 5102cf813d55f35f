import { useId } from 'react';
import { ArrowLeft, LogIn } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { useDoor } from '../hooks/use-door.ts';
import { isVisitorRefusal, useDoorSnapshot } from '../hooks/use-door-snapshot.ts';
import type { DoorData } from '../lib/door-cache.ts';
import { unreachable } from '../lib/door-errors.ts';
import { campusDayAt, eventOnWords, isEventDayAt } from '../lib/door-days.ts';
import { owingOf } from '../lib/local-verdict.ts';
import { AttendeeSearch } from './attendee-search.tsx';
import { CameraScanner } from './camera-scanner.tsx';
import { DoorStatus } from './door-status.tsx';
import { ScanResultView, SyncedResults } from './scan-result.tsx';
import styles from './check-in-screen.module.css';

export interface CheckInScreenProps {
  eventId: string;
  onBack: () => void;
}

/** The browser's date, as 'YYYY-MM-DD' (an event with one date has no day of its own at the door). */
function localDay(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The door of an event (decisions 052 and 053), for its host, admins and door staff: today's counts, live; tickets
 * scanned with the camera or found by name; a big result for each; and, without signal, the door's own answers
 * from its snapshot, with the scans kept and sent when the connection returns.
 */
export function CheckInScreen({ eventId, onBack }: CheckInScreenProps) {
  const headingId = useId();
  const door = useDoorSnapshot(eventId);
  // A refusal the server gave stands, even over a list read before (the door was closed to this account).
  const refused = door.isError && !unreachable(door.error) ? door.error : null;
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <Button variant="ghost" className={styles.back} icon={<ArrowLeft aria-hidden="true" size={16} />} onClick={onBack}>
        {t(MESSAGES.doorBack)}
      </Button>
      {door.data && !refused ? (
        <Door eventId={eventId} data={door.data} headingId={headingId} />
      ) : door.isPending ? (
        <p role="status" aria-busy="true">
          {t(MESSAGES.doorLoading)}
        </p>
      ) : (
        <>
          <h1 id={headingId} className={styles.title}>
            {t(MESSAGES.doorEyebrow)}
          </h1>
          {isVisitorRefusal(door.error) ? (
            <p className={styles.prompt}>
              <LogIn aria-hidden="true" size={18} />
              {t(MESSAGES.doorLogIn)}
            </p>
          ) : (
            <p role="alert" className={styles.refusal}>
              {unreachable(door.error) ? t(MESSAGES.doorNoSavedList) : errorMessage(door.error)}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Door({ eventId, data, headingId }: { eventId: string; data: DoorData; headingId: string }) {
  const door = useDoor(eventId);
  const { snapshot } = data;
  const undo = (registrationId: string) => void door.undo(registrationId);
  // A refused scan of someone on the list whose seat waits for its payment says so, not "not a valid ticket".
  const refusedId = door.result && door.result.result !== 'checked_in' && door.result.result !== 'already' ? door.result.registrationId : null;
  const owing = refusedId ? owingOf(snapshot.attendees.find((a) => a.registrationId === refusedId)) : null;
  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t(MESSAGES.doorEyebrow)}</p>
        <h1 id={headingId} className={styles.title}>
          {snapshot.event.title}
        </h1>
        <p className={styles.today}>
          {t(MESSAGES.doorToday)}: {formatDay(snapshot.today || (snapshot.timeZone ? campusDayAt(new Date().toISOString(), snapshot.timeZone) : localDay()))}
        </p>
        {!isEventDayAt(snapshot, new Date().toISOString()) && <p className={styles.today}>{eventOnWords(snapshot.event.days ?? [])}</p>}
        <ul className={styles.counts} aria-label={t(MESSAGES.doorCountsLabel)}>
          <li>
            <strong>{snapshot.counts.checkedIn}</strong> {t(MESSAGES.doorCheckedInCount)}
          </li>
          <li>
            <strong>{snapshot.counts.holding}</strong> {t(MESSAGES.doorHoldingCount)}
          </li>
        </ul>
      </header>
      <DoorStatus online={door.online} waiting={door.queue.length} fromDevice={data.fromDevice} savedAt={data.savedAt} refusal={door.refusal} />
      <ScanResultView
        result={door.result}
        owing={owing}
        canUndo={snapshot.canUndo}
        busy={!!door.result?.registrationId && door.working.has(door.result.registrationId)}
        onUndo={undo}
        event={snapshot.event}
        onOverride={(refused) => void door.checkInAnyway(refused)}
      />
      <div role="status" className={styles.notice}>
        {door.notice?.tone === 'info' && door.notice.text}
      </div>
      <div role="alert" className={styles.notice} data-tone="error">
        {door.notice?.tone === 'error' && door.notice.text}
      </div>
      <CameraScanner onCode={(text) => void door.scan({ token: text })} />
      <AttendeeSearch
        snapshot={snapshot}
        pending={door.pending}
        working={door.working}
        onCheckIn={(id, override) => void door.checkIn(id, override)}
        onUndo={snapshot.canUndo ? undo : null}
      />
      <SyncedResults results={door.synced} onDismiss={door.clearSynced} />
    </>
  );
}
