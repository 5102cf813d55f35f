import { useId } from 'react';
import { Search, UsersRound } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { failureMessage } from '../../../lib/failures.ts';
import { useClubCategories, useClubDirectory } from '../hooks/use-clubs.ts';
import type { RequireUser } from '../lib/club-viewer.ts';
import { ClubCard } from './club-card.tsx';
import styles from './club-directory.module.css';

export interface DirectoryFilter {
  category: string;
  q: string;
}

export interface ClubDirectoryProps {
  filter: DirectoryFilter;
  /** The filter changed: the app keeps it in the address (`?category=&q=`). */
  onFilter: (filter: DirectoryFilter) => void;
  onOpenClub: (slug: string) => void;
  requireUser: RequireUser;
}

/** `/clubs`: the approved clubs, by category chips and a search box. */
export function ClubDirectory({ filter, onFilter, onOpenClub, requireUser }: ClubDirectoryProps) {
  const searchId = useId();
  const categories = useClubCategories();
  const clubs = useClubDirectory(filter.category, filter.q.trim());
  const chips = [{ slug: '', name: t('All') }, ...(categories.data ?? [])];
  return (
    <div className={styles.directory}>
      <div className={styles.filters}>
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            {t('Search clubs')}
          </label>
          <Search aria-hidden="true" size={18} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={t('Search clubs')}
            autoComplete="off"
            enterKeyHint="search"
            value={filter.q}
            onChange={(event) => onFilter({ ...filter, q: event.target.value })}
          />
        </form>
        <div role="group" aria-label={t('Categories')} className={styles.chips}>
          {chips.map((category) => (
            <button
              key={category.slug || 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={filter.category === category.slug}
              onClick={() => onFilter({ ...filter, category: category.slug })}
            >
              {category.name}
            </button>
          ))}
        </div>
      </div>
      {clubs.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('Loading clubs')} className={styles.grid}>
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className={styles.skeletonCard} />
          ))}
        </div>
      ) : clubs.isError ? (
        <Card>
          <p role="alert" className={styles.error}>
            {failureMessage(clubs.error)}
          </p>
        </Card>
      ) : clubs.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<UsersRound aria-hidden="true" size={26} />}
            text={filter.q.trim() || filter.category ? t('No club matches your search.') : t('No clubs yet.')}
          />
        </Card>
      ) : (
        <>
          <p role="status" className="sr-only">
            {t('{n, plural, one {# club} other {# clubs}}', { n: clubs.data.length })}
          </p>
          <div className={styles.grid}>
            {clubs.data.map((club) => (
              <ClubCard key={club.slug} club={club} onOpenClub={onOpenClub} requireUser={requireUser} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
