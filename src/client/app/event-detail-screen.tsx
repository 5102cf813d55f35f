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
import { useLocation, useNavigate } from 'react-router';
import { useBack, useEventNavigation, type FromState } from './event-navigation.ts';
import { paths } from './paths.ts';
import { useDocumentTitle } from './route-focus.ts';
import { labelOfPath } from './screen-registry.tsx';

// The detail view and its registration forms load on the first event opened.
const EventDetail = lazy(() =>
  import('../features/events/components/event-detail.tsx').then((m) => ({ default: m.EventDetail })),
);
// Clubs (decision 081): co-host clubs, for the event's hosts and an invited club's officers.
const EventClubsPanel = lazy(() =>
  import('../features/club-events/components/event-clubs-panel.tsx').then((m) => ({ default: m.EventClubsPanel })),
);


function Loading() {
  return (
    <div aria-busy="true" role="status" aria-label={t('Loading the event')}>
      <PostCardSkeleton />
    </div>
  );
}

/**
 * SPEC §2's event detail view at /events/{id} (decision 075), with the current event fetched fresh. Back returns
 * to where the reader opened it (the browser's Back), or to the event's list for a link opened in a fresh tab.
 */
export function EventDetailScreen({ eventId }: { eventId: string }) {
  const post = usePost(eventId);
  const { user, requireUser } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as FromState | null)?.from;
  const list = post.data?.type === 'culturalEvent' ? paths.screen('culturalEvents') : paths.screen('events');
  const onBack = useBack(list);
  const backLabel = labelOfPath(from ?? list);
  useDocumentTitle(post.data && isEventType(post.data.type) ? post.data.title : t('Events'));

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
        onManageRegistrations={() => void navigate(paths.eventPage('registrations', eventId))}
        onOpenCheckIn={() => void navigate(paths.eventPage('check-in', eventId))}
        onOpenTickets={() => void navigate(paths.tickets)}
      />
      {user && <EventClubsPanel eventId={eventId} />}
    </Suspense>
  );
}

/** SPEC §2: beside an event, up to 3 upcoming events other than it. */
export function EventDetailSidebar({ eventId }: { eventId: string }) {
  const events = useEventNavigation();
  return <UpcomingEvents exclude={eventId} onOpen={(post) => events.open(post._id)} />;
}
