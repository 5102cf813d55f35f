import { CalendarDays, MapPin } from 'lucide-react';
import { LIMITS } from '../../../../shared/limits.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { isEventType } from '../../../../shared/vocabulary.ts';
import { ExpandableText } from '../../../components/expandable-text.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import styles from './post-card.module.css';

/** SPEC §9: the post's text, Show More beyond 200 characters. */
export function PostText({ content }: { content: string }) {
  return <ExpandableText content={content} />;
}

/** Where and when, for events and cultural events. */
export function EventLine({ post }: { post: Post }) {
  if (!isEventType(post.type) || (!post.location && !post.eventStartDate)) return null;
  return (
    <ul className={styles.eventLine} aria-label="Event details">
      {post.location && (
        <li>
          <MapPin aria-hidden="true" size={15} />
          <span className="sr-only">Location: </span>
          {post.location}
        </li>
      )}
      {post.eventStartDate && (
        <li>
          <CalendarDays aria-hidden="true" size={15} />
          <span className="sr-only">Starts: </span>
          <time dateTime={post.eventStartDate}>{formatDateTime(post.eventStartDate)}</time>
        </li>
      )}
    </ul>
  );
}

/** The post's pictures in a small grid; each loads lazily and falls back to a placeholder when broken. */
export function PostImages({ post }: { post: Post }) {
  const images = post.images.slice(0, LIMITS.imagesPerPost);
  if (images.length === 0) return null;
  return (
    <ul className={styles.images} data-count={images.length} aria-label="Images">
      {images.map((src, i) => (
        <li key={`${src}-${i}`}>
          <SafeImage
            src={src}
            alt={images.length === 1 ? `Image for ${post.title}` : `Image ${i + 1} of ${images.length} for ${post.title}`}
            className={styles.image}
          />
        </li>
      ))}
    </ul>
  );
}
