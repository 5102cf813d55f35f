import { t } from '../../../../shared/i18n.ts';
import type { Club } from '../../../../shared/schemas/clubs.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import type { ClubEventTime } from '../api/club-events-api.ts';
import { useClubEvents } from '../hooks/use-club-events.ts';
import { Card } from '../../../components/card.tsx';
import styles from './club-events.module.css';

type OpenEvent = ((eventId: string) => void) | undefined;

function EventRow({ post, onOpenEvent }: { post: Post; onOpenEvent: OpenEvent }) {
  const meta = [post.eventStartDate ? formatDateTime(post.eventStartDate) : '', post.location ?? ''].filter(Boolean).join(' · ');
  return (
    <li>
      <a
        className={styles.row}
        href={`/events/${encodeURIComponent(post._id)}`}
        onClick={(event) => {
          // Inside the app; a modified click (a new tab) is left to the browser.
          if (!onOpenEvent || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpenEvent(post._id);
        }}
      >
        <span className={styles.title}>{post.title}</span>
        {meta && <span className={styles.meta}>{meta}</span>}
      </a>
    </li>
  );
}

function EventList({ slug, when, heading, empty, onOpenEvent }: { slug: string; when: ClubEventTime; heading: string; empty: string; onOpenEvent: OpenEvent }) {
  const events = useClubEvents(slug, when);
  const headingId = `club-events-${when}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {events.isPending ? (
        <p className={styles.empty} role="status">
          {t('Loading events…')}
        </p>
      ) : events.isError ? (
        <p className={styles.empty} role="alert">
          {t('Could not load the club’s events.')}
        </p>
      ) : events.data.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {events.data.map((post) => (
            <EventRow key={post._id} post={post} onOpenEvent={onOpenEvent} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A club's upcoming events (soonest first) and past events (latest first), for the club's page. `onOpenEvent` opens
 * one inside the app (the page composing this knows the addresses).
 */
export function ClubEvents({ club, onOpenEvent }: { club: Pick<Club, 'slug' | 'name'>; onOpenEvent?: (eventId: string) => void }) {
  return (
    <Card className={styles.card}>
      <EventList slug={club.slug} when="upcoming" heading={t('Upcoming events')} empty={t('No upcoming events yet.')} onOpenEvent={onOpenEvent} />
      <EventList slug={club.slug} when="past" heading={t('Past events')} empty={t('No past events.')} onOpenEvent={onOpenEvent} />
    </Card>
  );
}
