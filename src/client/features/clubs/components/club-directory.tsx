import { useEffect, useId, useRef } from 'react';
import { Search, UsersRound } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
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
  const shown = clubs.data?.pages.flatMap((page) => page.items) ?? [];
  const gridRef = useRef<HTMLDivElement>(null);
  // "Load more": once the page arrives, focus goes to its first club, where reading goes on.
  const focusFrom = useRef<number | null>(null);
  const fetchingMore = clubs.isFetchingNextPage;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || fetchingMore) return;
    focusFrom.current = null;
    gridRef.current?.querySelectorAll('article')[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [fetchingMore, shown.length]);
  const loadMore = () => {
    focusFrom.current = shown.length;
    void clubs.fetchNextPage();
  };
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
      ) : clubs.isError && !clubs.isFetchNextPageError ? (
        <Card>
          <p role="alert" className={styles.error}>
            {failureMessage(clubs.error)}
          </p>
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={<UsersRound aria-hidden="true" size={26} />}
            text={filter.q.trim() || filter.category ? t('No club matches your search.') : t('No clubs yet.')}
          />
        </Card>
      ) : (
        <>
          <p role="status" className="sr-only">
            {t('{n, plural, one {# club} other {# clubs}}', { n: shown.length })}
          </p>
          <div ref={gridRef} className={styles.grid}>
            {shown.map((club) => (
              <ClubCard key={club.slug} club={club} onOpenClub={onOpenClub} requireUser={requireUser} />
            ))}
          </div>
          {clubs.isFetchingNextPage && (
            <div role="status" aria-busy="true" aria-label={t('Loading clubs')} className={styles.grid}>
              {[0, 1].map((n) => (
                <div key={n} className={styles.skeletonCard} />
              ))}
            </div>
          )}
          {clubs.isFetchNextPageError && (
            <p role="alert" className={styles.error}>
              {failureMessage(clubs.error)}
            </p>
          )}
          {clubs.hasNextPage && !clubs.isFetchingNextPage && (
            <Button variant="secondary" block onClick={loadMore}>
              {clubs.isFetchNextPageError ? t('Retry') : t('Load more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
