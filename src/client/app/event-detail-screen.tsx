import { lazy, Suspense } from 'react';
import { SearchX } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { isEventType } from '../../shared/vocabulary.ts';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { PostCardSkeleton } from '../features/posts/components/post-card-skeleton.tsx';
import { UpcomingEvents } from '../features/posts/components/sidebar-widgets.tsx';
import { usePost } from '../features/posts/hooks/use-sidebar-posts.ts';
import { useEventNavigation } from './event-navigation.ts';
import { useAppLinks } from './event-pages.ts';

// The detail view and its registration forms load on the first event opened.
const EventDetail = lazy(() =>
  import('../features/events/components/event-detail.tsx').then((m) => ({ default: m.EventDetail })),
);

interface EventDetailScreenProps {
  eventId: string;
  onBack: () => void;
  backLabel: string;
}

function Loading() {
  return (
    <div aria-busy="true" role="status" aria-label={t('Loading the event')}>
      <PostCardSkeleton />
    </div>
  );
}

/** SPEC §2: the event detail view in place of the main content, with the current event fetched fresh. */
export function EventDetailScreen({ eventId, onBack, backLabel }: EventDetailScreenProps) {
  const post = usePost(eventId);
  const { user, requireUser } = useSession();
  const links = useAppLinks();

  if (post.isPending) return <Loading />;
  if (post.isError || !isEventType(post.data.type)) {
    return (
      <Card>
        <EmptyState
          icon={<SearchX aria-hidden="true" size={26} />}
          text={t(MESSAGES.eventNotFound)}
          action={<Button onClick={onBack}>{t('Back to {place}', { place: backLabel })}</Button>}
        />
      </Card>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <EventDetail
        event={post.data}
        viewer={user && { id: user._id, name: user.name, email: user.email, isAdmin: user.isAdmin }}
        requireUser={(action, reason) => {
          requireUser(() => action(), reason);
        }}
        onBack={onBack}
        backLabel={backLabel}
        {...(links
          ? {
              onManageRegistrations: () => links.openEventPage('registrations', eventId),
              onOpenCheckIn: () => links.openEventPage('check-in', eventId),
              onOpenTickets: links.openTickets,
            }
          : {})}
      />
    </Suspense>
  );
}

/** SPEC §2: beside an event, up to 3 upcoming events other than it. */
export function EventDetailSidebar({ eventId }: { eventId: string }) {
  const events = useEventNavigation();
  return <UpcomingEvents exclude={eventId} onOpen={(post) => events.open(post._id)} />;
}
