import { Newspaper } from 'lucide-react';
import { LIMITS } from '../../../../shared/limits.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNewsHighlights } from '../hooks/use-sidebar-posts.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import styles from './sidebar-widgets.module.css';

/** SPEC §2 (Home): the 2 newest news posts, above the feed. Nothing at all when there is no news. */
export function NewsHighlights() {
  const news = useNewsHighlights();
  if (news.isPending) return null;
  if (news.isError) {
    return (
      <p role="alert" className={styles.muted}>
        {errorMessage(news.error)}
      </p>
    );
  }
  const items = news.data.slice(0, LIMITS.newsHighlights);
  if (items.length === 0) return null;
  return (
    <section aria-label="News highlights">
      <ul className={styles.news}>
        {items.map((post) => (
          <li key={post._id}>
            <article aria-labelledby={`news-${post._id}`} className={styles.newsItem}>
              <span className={styles.newsBadge}>
                <Newspaper aria-hidden="true" size={12} /> News
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
