import { useId, useState } from 'react';
import { CalendarCheck, Download } from 'lucide-react';
import { ATTENDANCE_TEXTS } from '../../../../shared/attendance-texts.ts';
import { t } from '../../../../shared/i18n.ts';
import type { AttendedEvent } from '../../../../shared/schemas/attendance.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/dates.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useDownloadAttendedCsv, useMyAttended, useSetAttendanceVisibility } from '../hooks/use-attendance.ts';
import styles from './attended-events.module.css';

export interface AttendedEventsProps {
  userId: string;
  /** Opens an event inside the app (the app knows its address). */
  onOpenEvent?: (eventId: string) => void;
  /** Opens a club's page inside the app. */
  onOpenClub?: (slug: string) => void;
}

/**
 * "Events I attended" on the student's own profile (decision 081): the events they were checked in at, newest
 * first, each with its hosting club. Private unless they show it on their profile; downloadable as CSV.
 */
export function AttendedEvents({ userId, onOpenEvent, onOpenClub }: AttendedEventsProps) {
  const id = useId();
  const attended = useMyAttended(userId);
  const visibility = useSetAttendanceVisibility(userId);
  const download = useDownloadAttendedCsv();
  const [error, setError] = useState<string | null>(null);
  // The student's choice shows at once (set in the same event as the click), until the server's answer replaces it.
  const [choice, setChoice] = useState<boolean | null>(null);
  const shown = choice ?? attended.data?.public;

  return (
    <Card title={t(ATTENDANCE_TEXTS.attendedTitle)} icon={<CalendarCheck aria-hidden="true" size={18} />}>
      <div className={styles.stack}>
        {attended.isPending && (
          <p role="status" aria-busy="true" className={styles.muted}>
            {t('Loading the events you attended…')}
          </p>
        )}
        {attended.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(attended.error)}
          </p>
        )}
        {attended.data && (
          <>
            <div className={styles.visibility}>
              <input
                id={`${id}-shown`}
                type="checkbox"
                checked={shown ?? false}
                disabled={visibility.isPending}
                aria-describedby={`${id}-who`}
                onChange={(e) => {
                  setError(null);
                  setChoice(e.target.checked);
                  visibility.mutate(e.target.checked, {
                    onError: (caught) => setError(errorMessage(caught)),
                    onSettled: () => setChoice(null),
                  });
                }}
              />
              <label htmlFor={`${id}-shown`}>{t(ATTENDANCE_TEXTS.showOnProfile)}</label>
              <p id={`${id}-who`} role="status" className={styles.muted}>
                {t(shown ? ATTENDANCE_TEXTS.shownOnProfile : ATTENDANCE_TEXTS.onlyYou)}
              </p>
            </div>
            {attended.data.events.length === 0 ? (
              <EmptyState compact text={t(ATTENDANCE_TEXTS.attendedEmpty)} />
            ) : (
              <ul className={styles.list} aria-label={t(ATTENDANCE_TEXTS.attendedTitle)}>
                {attended.data.events.map((event) => (
                  <AttendedItem key={`${event.eventId}/${event.day}`} event={event} onOpenEvent={onOpenEvent} onOpenClub={onOpenClub} />
                ))}
              </ul>
            )}
            {attended.data.events.length > 0 && (
              <div>
                <Button
                  icon={<Download aria-hidden="true" size={16} />}
                  busy={download.isPending}
                  onClick={() => {
                    setError(null);
                    download.mutate(undefined, {
                      onSuccess: ({ blob, filename }) => saveFile(blob, filename),
                      onError: (caught) => setError(errorMessage(caught)),
                    });
                  }}
                >
                  {t(ATTENDANCE_TEXTS.downloadCsv)}
                </Button>
              </div>
            )}
          </>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}

function AttendedItem({ event, onOpenEvent, onOpenClub }: { event: AttendedEvent } & Omit<AttendedEventsProps, 'userId'>) {
  const when = event.day ? formatDay(event.day) : event.startsAt ? formatDateTime(event.startsAt) : '';
  const { club } = event;
  return (
    <li className={styles.item}>
      <a
        className={styles.title}
        href={`/events/${encodeURIComponent(event.eventId)}`}
        onClick={(e) => {
          if (!onOpenEvent) return;
          e.preventDefault();
          onOpenEvent(event.eventId);
        }}
      >
        {event.title}
      </a>
      <span className={styles.muted}>
        {when}
        {club && (
          <>
            {' · '}
            <a
              href={`/clubs/${encodeURIComponent(club.slug)}`}
              onClick={(e) => {
                if (!onOpenClub) return;
                e.preventDefault();
                onOpenClub(club.slug);
              }}
            >
              {club.name}
            </a>
          </>
        )}
      </span>
      <span className={styles.muted}>{t('Checked in {time}', { time: formatDateTime(event.checkedInAt) })}</span>
    </li>
  );
}
