import { Suspense, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { ATTENDANCE_TEXTS } from '../../../shared/attendance-texts.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../components/button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useEventNavigation } from '../event-navigation.ts';
import type { ScreenProps } from '../paths.ts';
import { CalendarSidebar, MyCalendarModal } from './calendar-sidebar.tsx';
import { EventsFeed } from './feed-screen.tsx';
import { FeedViewChooser, FindClubsLink, useFeedView } from './feed-view-chooser.tsx';
import { MESSAGES } from '../../../shared/messages.ts';
import styles from './screens.module.css';

export function EventsScreen({ search }: ScreenProps) {
  const { user } = useSession();
  const events = useEventNavigation();
  const [calendarOpen, setCalendarOpen] = useState(false);
  // The Following view (decision 081) is a signed-in student's: a visitor sees every event.
  const asked = useFeedView();
  const view = user ? asked : undefined;
  return (
    <>
      <PageHeader
        title={t('Events')}
        eyebrow={t("What's on")}
        description={t('Talks, meetups and activities you can join.')}
        actions={
          user && (
            <Button
              className={styles.mobileOnly}
              iconOnly
              aria-label={t('My Calendar')}
              icon={<CalendarDays aria-hidden="true" size={20} />}
              onClick={() => setCalendarOpen(true)}
            />
          )
        }
      />
      {user && <FeedViewChooser view={view} />}
      {view === 'following' ? (
        <EventsFeed
          key="following"
          types={['event', 'culturalEvent']}
          view="following"
          search={search}
          label={t('Following')}
          noUpcomingText={t(MESSAGES.noUpcomingEvents)}
          emptyText={t(ATTENDANCE_TEXTS.followingEmpty)}
          emptyAction={<FindClubsLink />}
        />
      ) : (
        <EventsFeed
          types={['event']}
          search={search}
          label={t('Events')}
          noUpcomingText={t(MESSAGES.noUpcomingEvents)}
          emptyText={t(MESSAGES.noUpcomingEvents)}
        />
      )}
      {user && calendarOpen && (
        <Suspense fallback={null}>
          <MyCalendarModal userId={user._id} open onClose={() => setCalendarOpen(false)} onOpenEvent={(id) => events.open(id)} />
        </Suspense>
      )}
    </>
  );
}

export function EventsSidebar() {
  return <CalendarSidebar withMyEvents />;
}
