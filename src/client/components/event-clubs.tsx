import { t } from '../../shared/i18n.ts';
import type { EventClub } from '../../shared/schemas/clubs.ts';
import styles from './event-clubs.module.css';

export const clubPath = (slug: string): string => `/clubs/${encodeURIComponent(slug)}`;

function ClubLink({ club }: { club: EventClub }) {
  return (
    <a className={styles.club} href={clubPath(club.slug)}>
      {club.logo ? (
        <img className={styles.logo} src={club.logo} alt="" width={24} height={24} loading="lazy" />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {club.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {club.name}
    </a>
  );
}

/**
 * Clubs (decision 081): "Hosted by {club}" with its logo, linking to the club's page, and the clubs that accepted to
 * co-host it ("with {club}"). Nothing for an event its author hosts alone.
 */
export function EventClubs({ clubs }: { clubs: readonly EventClub[] | undefined }) {
  const host = clubs?.find((c) => c.role === 'host');
  const cohosts = (clubs ?? []).filter((c) => c.role === 'cohost' && c.status === 'accepted');
  if (!host && cohosts.length === 0) return null;
  return (
    <p className={styles.clubs} data-testid="event-clubs">
      {host && (
        <>
          <span>{t('Hosted by')}</span>
          <ClubLink club={host} />
        </>
      )}
      {cohosts.map((club) => (
        <span key={club.slug} className={styles.clubs}>
          <span>{host ? t('with') : t('Co-hosted by')}</span>
          <ClubLink club={club} />
        </span>
      ))}
    </p>
  );
}
