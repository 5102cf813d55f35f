import { lazy, Suspense } from 'react';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useEventNavigation } from '../event-navigation.ts';
import { useDocumentTitle } from '../route-focus.ts';
import styles from './screens.module.css';

const MyCalendarEvents = lazy(() =>
  import('../../features/events/components/calendar-widgets.tsx').then((m) => ({ default: m.MyCalendarEvents })),
);
const EventCalendar = lazy(() =>
  import('../../features/events/components/calendar-widgets.tsx').then((m) => ({ default: m.EventCalendar })),
);

/** My Calendar at /calendar: the events the reader saved, and the month of every event. */
export function CalendarScreen() {
  const { user, openLogin } = useSession();
  const events = useEventNavigation();
  useDocumentTitle(t('My Calendar'));
  return (
    <>
      <PageHeader title={t('My Calendar')} />
      <div className={styles.stack}>
        <Suspense fallback={<p role="status">{t('Loading the calendar')}</p>}>
          <MyCalendarEvents userId={user?._id ?? null} onOpenEvent={(id) => events.open(id)} onLogin={() => openLogin()} />
          <EventCalendar onOpenEvent={(id) => events.open(id)} />
        </Suspense>
      </div>
    </>
  );
}

/** An address the app does not have. */
export function NotFoundScreen() {
  useDocumentTitle(t('Page not found'));
  return (
    <>
      <PageHeader title={t('Page not found')} />
      <Card>
        <EmptyState
          icon={<MapPinOff aria-hidden="true" size={26} />}
          text={t('There is nothing at this address.')}
          action={<Link to="/">{t('Go to Home')}</Link>}
        />
      </Card>
    </>
  );
}
