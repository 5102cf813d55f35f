import { MESSAGES } from '../../../shared/messages.ts';
import { PageHeader } from '../../components/page-header.tsx';
import type { ScreenProps } from '../screen-state.ts';
import { CalendarSidebar } from './calendar-sidebar.tsx';
import { EventsFeed } from './feed-screen.tsx';

export function CulturalEventsScreen({ search }: ScreenProps) {
  return (
    <>
      <PageHeader
        title="Cultural Events"
        eyebrow="Arts & culture"
        description="Festivals, shows and performances, with tickets."
      />
      <EventsFeed
        types={['culturalEvent']}
        search={search}
        label="Cultural events"
        noUpcomingText={MESSAGES.noUpcomingCulturalEvents}
        emptyText={MESSAGES.noCulturalEvents}
      />
    </>
  );
}

export function CulturalEventsSidebar() {
  return <CalendarSidebar withMyEvents={false} />;
}
