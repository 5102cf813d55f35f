import type { ReactNode } from 'react';
import { CalendarClock, Heart, MapPin, MessagesSquare, TrendingUp } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePopularPosts, useRecentConsights, useUpcomingEvents } from '../hooks/use-sidebar-posts.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import styles from './sidebar-widgets.module.css';

interface WidgetQuery {
  data: Post[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** A titled sidebar list of posts, each linking to its single post view (SPEC §2). */
function PostWidget({
  title,
  icon,
  query,
  limit,
  emptyText,
  renderMeta,
  onOpen,
}: {
  title: string;
  icon: ReactNode;
  query: WidgetQuery;
  limit: number;
  emptyText: string;
  renderMeta: (post: Post) => ReactNode;
  /** Opens the post in place (a plain click); without it the link opens the single post view. */
  onOpen?: ((post: Post) => void) | undefined;
}) {
  let body: ReactNode;
  if (query.isPending) body = <p className={styles.muted} aria-busy="true">{t('Loading…')}</p>;
  else if (query.isError) body = <p className={styles.muted} role="alert">{errorMessage(query.error)}</p>;
  else if (!query.data?.length) body = <EmptyState compact text={emptyText} />;
  else {
    body = (
      <ol className={styles.list}>
        {query.data.slice(0, limit).map((post) => (
          <li key={post._id} className={styles.item}>
            <a
              href={`/posts/${encodeURIComponent(post._id)}`}
              className={styles.link}
              onClick={(event) => {
                if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onOpen(post);
              }}
            >
              {post.title}
            </a>
            <div className={styles.meta}>{renderMeta(post)}</div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Card title={title} icon={icon}>
      {body}
    </Card>
  );
}

/** SPEC §2 (Home): the 3 posts with the most likes. */
export function PopularPosts() {
  return (
    <PostWidget
      title={t('Popular Posts')}
      icon={<TrendingUp aria-hidden="true" size={18} />}
      query={usePopularPosts()}
      limit={LIMITS.popularPosts}
      emptyText={t('No popular posts yet.')}
      renderMeta={(post) => (
        <span className={styles.inline}>
          <Heart aria-hidden="true" size={14} />
          {t('{count, plural, one {# like} other {# likes}}', { count: post.likes })}
        </span>
      )}
    />
  );
}

/** The first 60 characters of a Consight (SPEC §9). */
export const consightPreview = (content: string): string =>
  content.length > LIMITS.recentConsightPreview ? `${content.slice(0, LIMITS.recentConsightPreview).trimEnd()}…` : content;

/** SPEC §2 (Consights): the 3 newest Consights with a 60-character preview. */
export function RecentConsights() {
  return (
    <PostWidget
      title={t('Recent Consights')}
      icon={<MessagesSquare aria-hidden="true" size={18} />}
      query={useRecentConsights()}
      limit={LIMITS.recentConsights}
      emptyText={t('No Consights yet.')}
      renderMeta={(post) => (
        <>
          <p className={styles.preview}>{consightPreview(post.content)}</p>
          <RelativeTime dateTime={post.timestamp} />
        </>
      )}
    />
  );
}

/** The next 3 approved events that start in the future. */
export function UpcomingEvents({ exclude, onOpen }: { exclude?: string; onOpen?: (post: Post) => void }) {
  return (
    <PostWidget
      onOpen={onOpen}
      title={t('Upcoming Events')}
      icon={<CalendarClock aria-hidden="true" size={18} />}
      query={useUpcomingEvents(exclude)}
      limit={LIMITS.upcomingEvents}
      emptyText={t('No upcoming events.')}
      renderMeta={(post) => (
        <>
          {post.eventStartDate && <time dateTime={post.eventStartDate}>{formatDateTime(post.eventStartDate)}</time>}
          {post.location && (
            <span className={styles.inline}>
              <MapPin aria-hidden="true" size={14} />
              {post.location}
            </span>
          )}
        </>
      )}
    />
  );
}
