import { Clock, Info, XCircle } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { isManagingRole } from '../../../../shared/schemas/clubs.ts';
import type { Club } from '../api/club-wire.ts';
import styles from './club-page.module.css';

/**
 * What a club's state means to the viewer: its managers see "Waiting for approval", the reviewer's note, or that
 * their changes wait; everyone sees that an inactive club's events have stopped.
 */
export function ClubStateNote({ club }: { club: Club }) {
  const manager = isManagingRole(club.role);
  if (club.status === 'inactive') {
    return (
      <p role="status" className={styles.note}>
        <Info aria-hidden="true" size={18} />
        {t('This club is inactive: its page stays, and it hosts no new events.')}
      </p>
    );
  }
  if (!manager) return null;
  if (club.status === 'pending') {
    return (
      <p role="status" className={styles.note}>
        <Clock aria-hidden="true" size={18} />
        {t('Waiting for approval: an admin or moderator will review your club.')}
      </p>
    );
  }
  if (club.status === 'rejected') {
    return (
      <div role="status" className={`${styles.note} ${styles.noteDanger}`}>
        <XCircle aria-hidden="true" size={18} />
        <div>
          <p>{t('Your club was not approved.')}</p>
          {club.reviewNote && <p>{t("The reviewer's note: {note}", { note: club.reviewNote })}</p>}
        </div>
      </div>
    );
  }
  if (club.pendingChanges && Object.keys(club.pendingChanges).length > 0) {
    return (
      <p role="status" className={styles.note}>
        <Clock aria-hidden="true" size={18} />
        {t('Your changes are waiting for approval. Until then the last approved version is shown.')}
      </p>
    );
  }
  return null;
}
