import { cx } from '../../lib/cx.ts';
import styles from './screens.module.css';

const STAT_LABELS = ['Posts', 'Likes', 'Comments', 'Registrations'] as const;
export type StatLabel = (typeof STAT_LABELS)[number];

/** SPEC §2's profile stats. A count not loaded yet shows a dash. */
export function ProfileStats({ counts = {}, compact = false }: { counts?: Partial<Record<StatLabel, number>>; compact?: boolean }) {
  return (
    <dl className={cx(styles.stats, compact && styles.statsCompact)}>
      {STAT_LABELS.map((label) => {
        const count = counts[label];
        return (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>
              {count === undefined ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">Not available yet</span>
                </>
              ) : (
                count
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
