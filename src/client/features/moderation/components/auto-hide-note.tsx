import { MESSAGES } from '../../../../shared/messages.ts';
import type { ReportedPost } from '../../../../shared/schemas/admin.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import styles from './admin-panel.module.css';

/** Why reports hid a post without an admin (decision 045): how many counted, what they weighed, the threshold. */
export function AutoHideNote({ autoHidden }: { autoHidden: ReportedPost['autoHidden'] }) {
  if (!autoHidden) return null;
  return (
    <p className={styles.meta}>
      <span>
        {MESSAGES.hiddenAutomatically(autoHidden.reports, autoHidden.weight, autoHidden.threshold)},{' '}
        <RelativeTime dateTime={autoHidden.timestamp} />
      </span>
    </p>
  );
}
