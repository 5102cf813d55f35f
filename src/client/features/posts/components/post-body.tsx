import { useId, useState } from 'react';
import { CalendarDays, MapPin } from 'lucide-react';
import { LIMITS } from '../../../../shared/limits.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { isEventType } from '../../../../shared/schemas/posts.ts';
import { SafeImage } from '../../../components/safe-image.tsx';
import { formatDateTime } from './relative-time.tsx';
import styles from './post-card.module.css';

/** SPEC §9: the first 200 characters, with Show More / Show less beyond that. */
export function PostText({ content }: { content: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = content.length > LIMITS.contentPreview;
  const shown = !long || expanded ? content : `${content.slice(0, LIMITS.contentPreview).trimEnd()}…`;
  return (
    <div className={styles.text}>
      <p id={textId}>{shown}</p>
      {long && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show More'}
        </button>
      )}
    </div>
  );
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
