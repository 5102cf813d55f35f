import { postgresSearch } from './postgres-search.repository.ts';
import type { SearchIndex } from './search-index.ts';
import { sqliteSearch } from './sqlite-search.repository.ts';

/** The search index of a database of this kind: chosen once, when the feed's routes are registered. */
export const searchIndexFor = (kind: 'sqlite' | 'postgres'): SearchIndex => (kind === 'postgres' ? postgresSearch : sqliteSearch);
