import { lazy, Suspense } from 'react';
import { CalendarDays } from 'lucide-react';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../components/card.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useEventNavigation } from '../event-navigation.ts';
import styles from './screens.module.css';

// The calendar (react-calendar and its styles) loads when a calendar screen is first shown.
const EventCalendar = lazy(() =>
  import('../../features/events/components/calendar-widgets.tsx').then((m) => ({ default: m.EventCalendar })),
);
const MyCalendarEvents = lazy(() =>
  import('../../features/events/components/calendar-widgets.tsx').then((m) => ({ default: m.MyCalendarEvents })),
);
export const MyCalendarModal = lazy(() =>
  import('../../features/events/components/calendar-widgets.tsx').then((m) => ({ default: m.MyCalendarModal })),
);

function CalendarSkeleton() {
  return (
    <Card title={t('Calendar')} icon={<CalendarDays aria-hidden="true" size={18} />}>
      <div className={styles.calendarSkeleton} aria-busy="true" aria-label={t('Loading the calendar')} />
    </Card>
  );
}

/** SPEC §2: the sidebar of Events and Cultural Events: the event calendar, and (Events) My Calendar Events. */
export function CalendarSidebar({ withMyEvents }: { withMyEvents: boolean }) {
  const { user, openLogin } = useSession();
  const events = useEventNavigation();
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <EventCalendar onOpenEvent={(id) => events.open(id)} />
      {withMyEvents && (
        <MyCalendarEvents userId={user?._id ?? null} onOpenEvent={(id) => events.open(id)} onLogin={() => openLogin()} />
      )}
    </Suspense>
  );
}
