import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { PostRow } from '../../../database/post-rows.ts';
import type { Database } from '../../../database/schema.ts';
import type { Position } from '../../../lib/paging.ts';

/*
 * The feed's search index, one implementation per database (docs/decisions/015-search.md, 019, 021): SQLite's
 * FTS5 table (sqlite-search.repository.ts), PostgreSQL's pg_trgm index (postgres-search.repository.ts). The
 * search's meaning is one LIKE on both (search-match.repository.ts); an index only narrows the posts it tests.
 * The feed repository asks its `SearchIndex` and never branches on the dialect; which one is chosen once, from
 * the database's kind (choose-search-index.ts).
 */

export type Db = Kysely<Database> | Transaction<Database>;

/** A query of posts rows (the table, or a subquery named `posts` with its columns). */
export type PostsQuery = SelectQueryBuilder<Database, 'posts', PostRow>;

/**
 * How an arm of a search finds its matches (docs/decisions/015-search.md):
 * - `scan`: walks the arm newest first, testing each post with LIKE, and stops at the page's end. The only way
 *   for terms under 3 characters, and for one person's posts.
 * - `window`: the same walk within the arm's newest SEARCH_WINDOW posts, which are known to hold the page (a
 *   page of matches, or the whole arm). Bounded on both dialects, whatever the planner thinks of LIKE.
 * - `index`: asks the trigram index (SQLite FTS5, PostgreSQL pg_trgm) for the posts that may match, tests them
 *   with the same LIKE, and sorts them. On PostgreSQL, fast when matches are rare. On SQLite the index is read
 *   newest first and stops at the page (decision 021), so it is fast for rare and common terms alike.
 * All give the same rows: the window and the index only narrow, the LIKE decides.
 */
export type SearchPath = 'scan' | 'window' | 'index';

/** Posts of the newest arm rows tested before a search chooses the index (see chooseSearchPaths). */
export const SEARCH_WINDOW = 1000;

/** The trigram indexes hold no trigram of a shorter term. Counted in code points, as both tokenizers do. */
export const isIndexableTerm = (term: string) => [...term].length >= 3;

/** One arm of a feed page with a term the index can serve, as the feed hands it to the search index. */
export interface ArmSearch {
  db: Db;
  /** The term: 3 characters or more. */
  q: string;
  /** The page's cursor: strictly older than this (created_at, id). */
  before: Position | null | undefined;
  /** The arm's status, owner and visibility, and the feed's filters but the search, on a query of posts. */
  inArm(query: PostsQuery): PostsQuery;
  /** The arm's posts, unsearched, newest first, at most `max`. */
  newest(max: number): PostsQuery;
}

export interface SearchIndex {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * The path of an arm that may use the index (a term of 3 characters or more, not one person's posts):
   * `window` when the arm's newest SEARCH_WINDOW posts are known to hold its page, otherwise `index`.
   */
  choosePath(arm: ArmSearch, limit: number): Promise<'window' | 'index'>;
  /**
   * The arm's posts (its filters applied) that the index says may hold the term, unordered, for a page of
   * `limit`: a superset of the page's matches, which the search's LIKE then decides.
   */
  candidates(arm: ArmSearch, limit: number): PostsQuery;
}
