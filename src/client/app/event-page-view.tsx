import { lazy, Suspense } from 'react';
import { SearchX } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { isEventType } from '../../shared/vocabulary.ts';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { PostCardSkeleton } from '../features/posts/components/post-card-skeleton.tsx';
import { usePost } from '../features/posts/hooks/use-sidebar-posts.ts';
import { useNavigate } from 'react-router';
import { useBack } from './event-navigation.ts';
import { paths, type EventPageKind } from './paths.ts';
import { useDocumentTitle } from './route-focus.ts';

// Each event page loads when it is first opened.
const HostRegistrations = lazy(() =>
  import('../features/host-registrations/components/host-registrations.tsx').then((m) => ({ default: m.HostRegistrations })),
);
const CheckInScreen = lazy(() => import('../features/check-in/components/check-in-screen.tsx').then((m) => ({ default: m.CheckInScreen })));

function Loading() {
  return (
    <div aria-busy="true" role="status" aria-label={t('Loading')}>
      <PostCardSkeleton />
    </div>
  );
}

/**
 * An event's own page in place of the main content (decision 049), each at its address: the host's registrations,
 * /events/{id}/registrations, and the door, /events/{id}/check-in. Back returns to the event's detail.
 */
export function EventPageView({ page }: { page: { kind: EventPageKind; eventId: string } }) {
  const navigate = useNavigate();
  const onBack = useBack(paths.event(page.eventId));
  const post = usePost(page.eventId);
  const title = post.data?.title;
  useDocumentTitle(page.kind === 'check-in' ? t('Check-in: {event}', { event: title ?? '…' }) : t('Registrations: {event}', { event: title ?? '…' }));
  return (
    <Suspense fallback={<Loading />}>
      {page.kind === 'check-in' ? (
        <CheckInScreen eventId={page.eventId} onBack={onBack} />
      ) : (
        <RegistrationsPage
          eventId={page.eventId}
          onBack={onBack}
          onOpenCheckIn={() => void navigate(paths.eventPage('check-in', page.eventId))}
        />
      )}
    </Suspense>
  );
}

function RegistrationsPage({ eventId, onBack, onOpenCheckIn }: { eventId: string; onBack: () => void; onOpenCheckIn: () => void }) {
  const post = usePost(eventId);
  if (post.isPending) return <Loading />;
  if (post.isError || !isEventType(post.data.type)) {
    return (
      <Card>
        <EmptyState icon={<SearchX aria-hidden="true" size={26} />} text={t(MESSAGES.eventNotFound)} action={<Button onClick={onBack}>{t('Back')}</Button>} />
      </Card>
    );
  }
  return <HostRegistrations eventId={eventId} eventTitle={post.data.title} onBack={onBack} onOpenCheckIn={onOpenCheckIn} />;
}
