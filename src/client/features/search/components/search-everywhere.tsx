import { useId, useState } from 'react';
import { RotateCw, SearchX } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import type { Post, PostType } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useSearch, useSettledValue } from '../hooks/use-search.ts';
import { countText, groupByType, inPlace, placeOf, totalOf, typesWithMatches } from '../lib/search-groups.ts';
import { SearchResultRow, SearchResultSkeleton } from './search-result-row.tsx';
import styles from './search-everywhere.module.css';

export interface SearchEverywhereProps {
  /** The header search's text as typed; searched once it has settled (~250 ms). */
  query: string;
  /** Opens a result in the app; without it a result is a plain link to its address (/events/{id}, /posts/{id}). */
  onOpen?: ((post: Post) => void) | undefined;
  /**
   * The type the results are narrowed to (every type when absent): with `onTypeChange` the caller holds it (the
   * address's `type`), without it the results only start there.
   */
  initialType?: PostType | null | undefined;
  /** Each type chosen (null: everywhere), for the caller to hold. */
  onTypeChange?: ((type: PostType | null) => void) | undefined;
}

function Skeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={styles.rows}>
      <SearchResultSkeleton />
      <SearchResultSkeleton />
      <SearchResultSkeleton />
    </div>
  );
}

/**
 * Search everywhere (decision 076): what Quad holds for the search across every screen, grouped by type with each
 * type's count ("1 in Cultural Events"), narrowed to one type at a tap, a page at a time.
 */
export function SearchEverywhere({ query, onOpen, initialType = null, onTypeChange }: SearchEverywhereProps) {
  const q = useSettledValue(query.trim(), 250);
  const [own, keepType] = useState<PostType | null>(initialType);
  const type = onTypeChange ? initialType : own;
  const setType = (next: PostType | null) => (onTypeChange ? onTypeChange(next) : keepType(next));
  const all = useSearch(q, null);
  const narrowed = useSearch(q, type);
  const shown = type ? narrowed : all;
  const filtersId = useId();

  if (!q) {
    return (
      <div className={styles.panel}>
        <EmptyState icon={<SearchX aria-hidden="true" size={26} />} text={t('Type in the search box to search every screen of Quad.')} />
      </div>
    );
  }
  const searching = t('Searching for “{text}”', { text: q });
  if (all.isPending) return <Skeletons label={searching} />;
  if (!all.data) {
    return (
      <div role="alert" className={styles.panel}>
        <EmptyState
          title={t('Could not search')}
          text={errorMessage(all.error)}
          action={
            <Button variant="secondary" icon={<RotateCw aria-hidden="true" size={16} />} onClick={() => void all.refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const counts = all.data.pages[0]?.counts;
  const total = counts ? totalOf(counts) : 0;
  if (!counts || total === 0) {
    return (
      <div role="status" className={styles.panel}>
        <EmptyState icon={<SearchX aria-hidden="true" size={26} />} text={t('Nothing on Quad matches “{text}”', { text: q })} />
      </div>
    );
  }

  const types = typesWithMatches(counts);
  const posts = shown.data?.pages.flatMap((page) => page.posts) ?? [];
  const groups = type ? [{ type, posts }] : groupByType(posts);
  const choose = (next: PostType | null) => setType(type === next ? null : next);

  return (
    <div className={styles.search}>
      <p role="status" className={styles.summary}>
        {t('{n, plural, one {# result} other {# results}} for “{text}”', { n: total, text: q })}
      </p>
      <div role="group" aria-labelledby={filtersId} className={styles.filters}>
        <span id={filtersId} className="sr-only">
          {t('Show results from')}
        </span>
        <button type="button" className={styles.filter} aria-pressed={type === null} onClick={() => setType(null)}>
          {t('Everywhere ({count})', { count: countText(total) })}
        </button>
        {types.map((each) => (
          <button key={each} type="button" className={styles.filter} aria-pressed={type === each} onClick={() => choose(each)}>
            {inPlace(each, counts[each])}
          </button>
        ))}
      </div>
      {shown.isPending ? (
        <Skeletons label={searching} />
      ) : shown.isError && !shown.data ? (
        <p role="alert" className={styles.error}>
          {errorMessage(shown.error)}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.type} aria-labelledby={`${filtersId}-${group.type}`} className={styles.group}>
            <h2 id={`${filtersId}-${group.type}`} className={styles.groupHeading}>
              {placeOf(group.type)}{' '}
              <span className={styles.count}>{countText(counts[group.type])}</span>
            </h2>
            <ul className={cx(styles.rows, styles.list)}>
              {group.posts.map((post) => (
                <li key={post._id}>
                  <SearchResultRow post={post} q={q} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {shown.isFetchNextPageError && (
        <p role="alert" className={styles.error}>
          {errorMessage(shown.error)}
        </p>
      )}
      {shown.isFetchingNextPage && <Skeletons label={t('Loading more results')} />}
      {shown.hasNextPage && !shown.isFetchingNextPage && (
        <Button variant="secondary" block onClick={() => void shown.fetchNextPage()}>
          {shown.isFetchNextPageError ? t('Retry') : t('More results')}
        </Button>
      )}
    </div>
  );
}
