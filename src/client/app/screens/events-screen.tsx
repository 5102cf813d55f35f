import { PageHeader } from '../../components/page-header.tsx';
import { UpcomingEvents } from '../../features/posts/components/sidebar-widgets.tsx';
import type { ScreenProps } from '../screen-state.ts';
import { CalendarPlaceholder } from './calendar-placeholder.tsx';
import { Feed } from './feed-screen.tsx';

export function EventsScreen({ search }: ScreenProps) {
  return (
    <>
      <PageHeader title="Events" eyebrow="What's on" description="Talks, meetups and activities you can join." />
      <Feed types={['event']} search={search} label="Events" />
    </>
  );
}

export function EventsSidebar() {
  return (
    <>
      <CalendarPlaceholder />
      <UpcomingEvents />
    </>
  );
}
