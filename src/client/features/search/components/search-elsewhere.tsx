import { Fragment, type MouseEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import type { PostType } from '../../../../shared/schemas/posts.ts';
import { useSearch } from '../hooks/use-search.ts';
import { inPlace, searchAddress, typesWithMatches } from '../lib/search-groups.ts';
import styles from './search-everywhere.module.css';

export interface SearchElsewhereProps {
  /** The search, already settled and trimmed (the feed's `q`). */
  query: string;
  /** The types the screen's own list shows: they are not counted again. */
  except: readonly PostType[];
  /** Opens search everywhere in the app, narrowed to `type`; without it each part is a plain link to /search?q=. */
  onOpenSearch?: ((query: string, type: PostType) => void) | undefined;
}

/**
 * Under a screen's searched list: what the same search finds on the other screens, "Also: 1 in Cultural Events ·
 * 2 in Consights", each part opening those results. Nothing while the count is read, or when nothing else matches.
 */
export function SearchElsewhere({ query, except, onOpenSearch }: SearchElsewhereProps) {
  const q = query.trim();
  const search = useSearch(q, null);
  const counts = search.data?.pages[0]?.counts;
  const types = counts ? typesWithMatches(counts, except) : [];
  if (!counts || types.length === 0) return null;
  const open = (type: PostType) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenSearch || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenSearch(q, type);
  };
  return (
    <p className={styles.elsewhere}>
      {t('Also:')}{' '}
      {types.map((type, i) => (
        <Fragment key={type}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <a href={searchAddress(q, type)} onClick={open(type)} className={styles.elsewhereLink}>
            {inPlace(type, counts[type])}
          </a>
        </Fragment>
      ))}
    </p>
  );
}
