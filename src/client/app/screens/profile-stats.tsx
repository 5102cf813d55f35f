import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ProfileStats as Counts } from '../../../shared/schemas/profile.ts';
import { cx } from '../../lib/cx.ts';
import styles from './screens.module.css';

/** SPEC §2's stats, each labelled with what it counts (decision 031); the labels are said where shown. */
const STATS: ReadonlyArray<{ key: keyof Counts; label: string }> = [
  { key: 'posts', label: MESSAGES.statPosts },
  { key: 'likes', label: MESSAGES.statLikesReceived },
  { key: 'comments', label: MESSAGES.statCommentsReceived },
  { key: 'registrations', label: MESSAGES.statRegistrationsOnYourEvents },
  { key: 'eventsRegistered', label: MESSAGES.statEventsYouRegisteredFor },
];

/** SPEC §2's profile stats. A count not loaded yet shows a dash. */
export function ProfileStats({ counts = {}, compact = false, className }: { counts?: Partial<Counts>; compact?: boolean; className?: string }) {
  return (
    <dl className={cx(styles.stats, compact && styles.statsCompact, className)}>
      {STATS.map(({ key, label }) => {
        const count = counts[key];
        return (
          <div key={key} className={styles.stat}>
            <dt>{t(label)}</dt>
            <dd>
              {count === undefined ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{t('Not available yet')}</span>
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
