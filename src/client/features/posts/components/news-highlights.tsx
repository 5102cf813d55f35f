import { Newspaper } from 'lucide-react';
import { LIMITS } from '../../../../shared/limits.ts';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useNewsHighlights } from '../hooks/use-sidebar-posts.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { cx } from '../../../lib/cx.ts';
import styles from './sidebar-widgets.module.css';

/**
 * Two grey stand-ins of about the size of news items: the feed below does not jump when the news arrives
 * (Lighthouse measured a layout shift of 0.65 without them).
 */
function NewsSkeleton() {
  return (
    <ul className={styles.news} aria-hidden="true">
      {[0, 1].map((i) => (
        <li key={i}>
          <div className={cx(styles.newsItem, styles.newsSkeleton)}>
            <span className={cx(styles.skeletonLine, styles.skeletonShort)} />
            <span className={cx(styles.skeletonLine, styles.skeletonTitle)} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
            <span className={cx(styles.skeletonLine, styles.skeletonShort)} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 (Home): the 2 newest news posts, above the feed. Nothing at all when there is no news. The header
 * search filters them as it filters the feed: the newest news it finds, or a line saying none matches.
 */
export function NewsHighlights({ search = '' }: { search?: string }) {
  const q = useDebouncedValue(search.trim(), 250);
  const news = useNewsHighlights(q);
  if (news.isPending) return <NewsSkeleton />;
  if (news.isError) {
    return (
      <p role="alert" className={styles.muted}>
        {errorMessage(news.error)}
      </p>
    );
  }
  const items = news.data.slice(0, LIMITS.newsHighlights);
  if (items.length === 0) {
    if (!q) return null;
    return (
      <section aria-label={t('News highlights')}>
        <p className={styles.muted}>{t(MESSAGES.noNewsMatches)}</p>
      </section>
    );
  }
  return (
    <section aria-label={t('News highlights')}>
      <ul className={styles.news}>
        {items.map((post) => (
          <li key={post._id}>
            <article aria-labelledby={`news-${post._id}`} className={styles.newsItem}>
              <span className={styles.newsBadge}>
                <Newspaper aria-hidden="true" size={12} /> {t('News')}
              </span>
              <h2 id={`news-${post._id}`} className={styles.newsTitle}>
                {post.title}
              </h2>
              <p className={styles.newsText}>
                {post.content.length > LIMITS.contentPreview ? `${post.content.slice(0, LIMITS.contentPreview).trimEnd()}…` : post.content}
              </p>
              <RelativeTime dateTime={post.timestamp} className={styles.newsTime} />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
