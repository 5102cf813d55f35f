import { ArrowUp } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import styles from './new-posts-pill.module.css';

/** "N new posts": a button at the top of a feed; the region around it tells screen readers politely. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div className={styles.slot} aria-live="polite">
      {count > 0 && (
        <button type="button" className={styles.pill} onClick={onShow}>
          <ArrowUp aria-hidden="true" size={16} />
          {t('{count, plural, one {# new post} other {# new posts}}', { count })}
        </button>
      )}
    </div>
  );
}
