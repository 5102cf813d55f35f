import { UsersRound } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { failureMessage } from '../../../lib/failures.ts';
import { useMyClubs } from '../hooks/use-clubs.ts';
import { roleLabel } from '../lib/club-texts.ts';
import { ClubLink } from './club-link.tsx';
import { ClubLogo } from './club-logo.tsx';
import styles from './clubs.module.css';

export interface ProfileClubsProps {
  userId: string;
  onOpenClub: (slug: string) => void;
  /** Opens the directory, from the empty state. */
  onOpenDirectory?: () => void;
}

/** The profile's "Your clubs": each club the student belongs to, with their role and title, linking to it. */
export function ProfileClubs({ userId, onOpenClub, onOpenDirectory }: ProfileClubsProps) {
  const clubs = useMyClubs(userId);
  return (
    <Card title={t('Your clubs')} icon={<UsersRound aria-hidden="true" size={18} />}>
      {clubs.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('Loading your clubs')} className={styles.skeletonRows}>
          <span className={styles.skeletonRow} />
          <span className={styles.skeletonRow} />
        </div>
      ) : clubs.isError ? (
        <p role="alert" className={styles.error}>
          {failureMessage(clubs.error)}
        </p>
      ) : clubs.data.length === 0 ? (
        <EmptyState
          compact
          text={t('You are not in any club yet.')}
          action={
            onOpenDirectory && (
              <a
                href="/clubs"
                onClick={(event) => {
                  event.preventDefault();
                  onOpenDirectory();
                }}
              >
                {t('Find clubs')}
              </a>
            )
          }
        />
      ) : (
        <ul className={styles.profileList}>
          {clubs.data.map((club) => (
            <li key={club.slug}>
              <ClubLink slug={club.slug} onOpen={onOpenClub} className={styles.profileClub}>
                <ClubLogo name={club.name} logo={club.logo} size={40} />
                <span className={styles.profileClubText}>
                  <span className={styles.profileClubName}>{club.name}</span>
                  <span className={styles.muted}>{club.status === 'requested' ? roleLabel('requested') : club.title ? `${roleLabel(club.role)} · ${club.title}` : roleLabel(club.role)}</span>
                </span>
              </ClubLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
