import { Fragment, type MouseEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { isEventType, type Post } from '../../../../shared/schemas/posts.ts';
import { formatDateTime, relativeTime } from '../../../lib/dates.ts';
import { addressOf, matchParts } from '../lib/search-groups.ts';
import styles from './search-everywhere.module.css';

const EXCERPT_MAX = 140;

function Marked({ text, q }: { text: string; q: string }) {
  return (
    <>
      {matchParts(text, q).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}

/** What a result says under its title: an event's date and place, or who wrote a post and when. */
function metaOf(post: Post): string {
  if (isEventType(post.type)) {
    return [post.eventStartDate ? formatDateTime(post.eventStartDate) : '', post.location ?? ''].filter(Boolean).join(' · ');
  }
  return [post.author, relativeTime(post.timestamp)].filter(Boolean).join(' · ');
}

/**
 * One result as a compact row: a link to its own address (an event's detail, or the post), so it can be opened in
 * a new tab; a plain click opens it in the app through `onOpen` when given.
 */
export function SearchResultRow({ post, q, onOpen }: { post: Post; q: string; onOpen?: ((post: Post) => void) | undefined }) {
  const excerpt = post.content.length > EXCERPT_MAX ? `${post.content.slice(0, EXCERPT_MAX).trimEnd()}…` : post.content;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(post);
  };
  return (
    <a href={addressOf(post)} className={styles.row} onClick={click}>
      <span className={styles.rowTitle}>
        <span>
          <Marked text={post.title || excerpt} q={q} />
        </span>
        {post.status === 'pending' && <span className={styles.tag}>{t('Pending')}</span>}
      </span>
      <span className={styles.rowMeta}>{metaOf(post)}</span>
      {post.title && excerpt && (
        <span className={styles.rowExcerpt}>
          <Marked text={excerpt} q={q} />
        </span>
      )}
    </a>
  );
}

/** A grey stand-in for a result while the search runs. */
export function SearchResultSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <span className={styles.skeletonLine} />
      <span className={`${styles.skeletonLine} ${styles.short}`} />
    </div>
  );
}
