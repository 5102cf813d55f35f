import { cx } from '../../../lib/cx.ts';
import styles from './post-list.module.css';

/** A grey stand-in for a post while the feed loads. */
export function PostCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.skeletonHeader}>
        <span className={styles.skeletonAvatar} />
        <span className={cx(styles.skeletonLine, styles.short)} />
      </div>
      <span className={cx(styles.skeletonLine, styles.heading)} />
      <span className={styles.skeletonLine} />
      <span className={cx(styles.skeletonLine, styles.long)} />
    </div>
  );
}
