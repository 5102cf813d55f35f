import { t } from '../../../../shared/i18n.ts';
import type { Club } from '../../../../shared/schemas/clubs.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import type { ClubEventTime } from '../api/club-events-api.ts';
import { useClubEvents } from '../hooks/use-club-events.ts';
import styles from './club-events.module.css';

function EventRow({ post }: { post: Post }) {
  const meta = [post.eventStartDate ? formatDateTime(post.eventStartDate) : '', post.location ?? ''].filter(Boolean).join(' · ');
  return (
    <li>
      <a className={styles.row} href={`/events/${encodeURIComponent(post._id)}`}>
        <span className={styles.title}>{post.title}</span>
        {meta && <span className={styles.meta}>{meta}</span>}
      </a>
    </li>
  );
}

function EventList({ slug, when, heading, empty }: { slug: string; when: ClubEventTime; heading: string; empty: string }) {
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
            <EventRow key={post._id} post={post} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A club's upcoming events (soonest first) and past events (latest first), for the club's page. */
export function ClubEvents({ club }: { club: Pick<Club, 'slug' | 'name'> }) {
  return (
    <div className={styles.section}>
      <EventList slug={club.slug} when="upcoming" heading={t('Upcoming events')} empty={t('No upcoming events yet.')} />
      <EventList slug={club.slug} when="past" heading={t('Past events')} empty={t('No past events.')} />
    </div>
  );
}
