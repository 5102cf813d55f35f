import { CalendarDays } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import type { Club } from '../api/club-wire.ts';
import type { RequireUser } from '../lib/club-viewer.ts';
import { ClubLink } from './club-link.tsx';
import { ClubLogo } from './club-logo.tsx';
import { FollowButton } from './follow-button.tsx';
import styles from './club-directory.module.css';

export interface ClubCardProps {
  club: Club;
  onOpenClub: (slug: string) => void;
  requireUser: RequireUser;
}

/** A club in the directory: its logo, name, category, counts, next event, and Follow. */
export function ClubCard({ club, onOpenClub, requireUser }: ClubCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`club-${club.slug}`}>
      <div className={styles.cardTop}>
        <ClubLogo name={club.name} logo={club.logo} size={56} />
        <div className={styles.cardText}>
          <h2 id={`club-${club.slug}`} className={styles.cardName}>
            <ClubLink slug={club.slug} onOpen={onOpenClub} className={styles.cardLink}>
              {club.name}
            </ClubLink>
          </h2>
          <p className={styles.category}>{club.categoryName}</p>
          <p className={styles.counts}>
            {t('{n, plural, one {# member} other {# members}}', { n: club.memberCount })} ·{' '}
            {t('{n, plural, one {# follower} other {# followers}}', { n: club.followerCount })}
          </p>
        </div>
      </div>
      <p className={styles.next}>
        <CalendarDays aria-hidden="true" size={16} />
        {club.nextEvent ? (
          <span>
            {t('Next: {title}', { title: club.nextEvent.title })}
            {club.nextEvent.eventStartDate && <span className={styles.nextDate}> · {formatDateTime(club.nextEvent.eventStartDate)}</span>}
          </span>
        ) : (
          <span className={styles.noNext}>{t('No upcoming events')}</span>
        )}
      </p>
      <div className={styles.cardActions}>
        <FollowButton slug={club.slug} name={club.name} following={club.following} requireUser={requireUser} />
      </div>
    </article>
  );
}
