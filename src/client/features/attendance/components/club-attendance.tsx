import { ClipboardList } from 'lucide-react';
import { ATTENDANCE_TEXTS } from '../../../../shared/attendance-texts.ts';
import { t } from '../../../../shared/i18n.ts';
import { type Club, isManagingRole } from '../../../../shared/schemas/clubs.ts';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useClubAttendance } from '../hooks/use-attendance.ts';
import styles from './attended-events.module.css';

/**
 * A club's attendance for its owners and officers (decision 081): each of its events (hosted or co-hosted) with how
 * many registered and how many were checked in. Nothing for anyone else, whom the server refuses too.
 */
export function ClubAttendance({ club }: { club: Pick<Club, 'slug' | 'role'> }) {
  const manages = isManagingRole(club.role);
  const attendance = useClubAttendance(club.slug, manages);
  if (!manages) return null;
  return (
    <Card title={t(ATTENDANCE_TEXTS.clubAttendanceTitle)} icon={<ClipboardList aria-hidden="true" size={18} />}>
      {attendance.isPending && (
        <p role="status" aria-busy="true" className={styles.muted}>
          {t('Loading attendance…')}
        </p>
      )}
      {attendance.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(attendance.error)}
        </p>
      )}
      {attendance.data &&
        (attendance.data.events.length === 0 ? (
          <EmptyState compact text={t('No events of this club yet.')} />
        ) : (
          <ul className={styles.list} aria-label={t(ATTENDANCE_TEXTS.clubAttendanceTitle)}>
            {attendance.data.events.map((event) => (
              <li key={event.eventId} className={styles.item}>
                <span className={styles.title}>{event.title}</span>
                {event.startsAt && <span className={styles.muted}>{formatDateTime(event.startsAt)}</span>}
                <span>{t('{checkedIn} of {registered} registered were checked in', { checkedIn: event.checkedIn, registered: event.registered })}</span>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
