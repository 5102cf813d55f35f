import { CalendarDays, MapPin } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
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
    <ul className={styles.eventLine} aria-label={t('Event details')}>
      {post.location && (
        <li>
          <MapPin aria-hidden="true" size={15} />
          <span className="sr-only">{t('Location:')} </span>
          {post.location}
        </li>
      )}
      {post.eventStartDate && (
        <li>
          <CalendarDays aria-hidden="true" size={15} />
          <span className="sr-only">{t('Starts:')} </span>
          <time dateTime={post.eventStartDate}>{formatDateTime(post.eventStartDate)}</time>
        </li>
      )}
    </ul>
  );
}

/**
 * The width a feed picture is shown at, for srcset: the main column less the card's padding (shell.module.css,
 * post-card.module.css), whole for one picture, half for a grid of two columns.
 */
const ONE_PICTURE =
  '(max-width: 719px) calc(100vw - 66px), (max-width: 1099px) calc(100vw - 290px), (max-width: 1279px) calc(100vw - 678px), 602px';
const GRID_PICTURE =
  '(max-width: 719px) calc(50vw - 37px), (max-width: 1099px) calc(50vw - 149px), (max-width: 1279px) calc(50vw - 343px), 297px';

/**
 * The post's pictures in a small grid; each loads lazily, at the size shown, in a box of fixed proportions
 * (16:9 alone, 4:3 in the grid) so nothing moves when it arrives, and falls back to a placeholder when broken.
 */
export function PostImages({ post }: { post: Post }) {
  const images = post.images.slice(0, LIMITS.imagesPerPost);
  if (images.length === 0) return null;
  return (
    <ul className={styles.images} data-count={images.length} aria-label={t('Images')}>
      {images.map((src, i) => (
        <li key={`${src}-${i}`}>
          <SafeImage
            src={src}
            alt={
              post.imageDescriptions[i] ||
              (images.length === 1
                ? t('Image for {title}', { title: post.title })
                : t('Image {n} of {count} for {title}', { n: i + 1, count: images.length, title: post.title }))
            }
            className={styles.image}
            width={640}
            height={images.length === 1 ? 360 : 480}
            sizes={images.length === 1 ? ONE_PICTURE : GRID_PICTURE}
          />
        </li>
      ))}
    </ul>
  );
}
