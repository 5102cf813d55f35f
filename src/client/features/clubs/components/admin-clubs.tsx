import { UsersRound } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Card } from '../../../components/card.tsx';
import { failureMessage } from '../../../lib/failures.ts';
import { useAdminClubQueue } from '../hooks/use-clubs.ts';
import { AdminClubItem } from './admin-club-item.tsx';
import styles from './admin-clubs.module.css';

export interface AdminClubsProps {
  /** Admins also make clubs inactive and let a club's events skip review; moderators review. */
  isAdmin: boolean;
  onOpenClub: (slug: string) => void;
}

/** The admin screen's "Clubs": new clubs and edits to approve or reject, and clubs left with no owner. */
export function AdminClubs({ isAdmin, onOpenClub }: AdminClubsProps) {
  const queue = useAdminClubQueue();
  return (
    <Card title={t('Clubs')} icon={<UsersRound aria-hidden="true" size={18} />}>
      {queue.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('Loading clubs')} className={styles.skeleton} />
      ) : queue.isError ? (
        <p role="alert" className={styles.error}>
          {failureMessage(queue.error)}
        </p>
      ) : (
        <div className={styles.groups}>
          {(
            [
              ['pending', t('New clubs waiting for approval'), queue.data.pending, t('No new clubs are waiting.')],
              ['edit', t('Edits waiting for approval'), queue.data.pendingEdits, t('No edits are waiting.')],
              ['orphaned', t('Clubs with no owner'), queue.data.orphaned, t('Every club has an owner.')],
            ] as const
          ).map(([kind, heading, clubs, empty]) => (
            <section key={kind} aria-label={heading} className={styles.group}>
              <h3 className={styles.groupHeading}>
                {heading} <span className={styles.count}>({clubs.length})</span>
              </h3>
              {clubs.length === 0 ? (
                <p className={styles.empty}>{empty}</p>
              ) : (
                <ul className={styles.list}>
                  {clubs.map((club) => (
                    <AdminClubItem key={club.slug} club={club} kind={kind} isAdmin={isAdmin} onOpenClub={onOpenClub} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
