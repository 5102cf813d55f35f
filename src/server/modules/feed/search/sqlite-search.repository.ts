import { sql } from 'kysely';
import type { ArmSearch, PostsQuery, SearchIndex } from './search-index.ts';
import { searchMatches } from './search-match.repository.ts';

/*
 * SQLite's search index: the FTS5 table posts_search (trigram tokenizer), whose keys follow created_at
 * (decisions 019 and 021). It is read newest first and stops at the page, so every indexable search takes it.
 * The merging that keeps it fast is database/search-index.ts.
 */

/**
 * An FTS5 query for the posts whose indexed text holds every trigram of a cover of the term: trigrams that
 * start every third character, and the last one (`tesseract`: `tes`, `ser`, `act`). Each character of the term
 * is in one of them, so every post that holds the term matches; the search's LIKE then drops the others. A
 * phrase of all its trigrams reads every trigram's posting list, common ones included (`ess` is in most posts);
 * the cover reads about a third of them.
 */
export function trigramCover(term: string): string {
  const chars = [...term];
  const starts: number[] = [];
  for (let i = 0; i + 3 <= chars.length; i += 3) starts.push(i);
  if (starts.at(-1) !== chars.length - 3) starts.push(chars.length - 3);
  return starts.map((i) => `"${chars.slice(i, i + 3).join('').replace(/"/g, '""')}"`).join(' ');
}

/**
 * The search index's keys follow created_at (migration 2026-11-23T2100): a post's key is its created_at in
 * milliseconds times 2^21, plus its place among the posts of that millisecond. So keys never order two posts
 * against their times, and the index can be read newest first. This is the first key of `time`'s millisecond.
 */
const firstKeyOf = (time: string) => sql<bigint>`(cast(round((julianday(${time}) - 2440587.5) * 86400000) as integer) << 21)`;
const KEYS_PER_MILLISECOND = sql.lit(2 ** 21);

/** Index keys that can hold a post older than the cursor (those of its millisecond and before). */
const keysBefore = (before: ArmSearch['before']) => (before ? sql` and posts_search.rowid < ${firstKeyOf(before.t)} + ${KEYS_PER_MILLISECOND}` : sql``);

/** The posts whose indexed text may hold the term (all the trigrams of its cover), newest first. */
function ftsNewestFirst(term: string, before: ArmSearch['before']) {
  return sql<{ search_key: bigint; post_id: string }>`(select posts_search.rowid as search_key, k.post_id from posts_search cross join post_search_keys k on k.key = posts_search.rowid where posts_search match ${trigramCover(term)}${keysBefore(before)} order by posts_search.rowid desc)`;
}

/**
 * The ids of the posts whose indexed text may hold the term, from the first key of the millisecond of the
 * page's last match on (`floor`, a scalar subquery; every key when there are fewer matches than the page).
 * Every match newer than that last one has a larger key, and so does every post of its millisecond, ties
 * included; so the page's query, which sorts and cuts these few candidates, gives exactly the page.
 */
function ftsCandidates(term: string, before: ArmSearch['before'], floor: ReturnType<typeof indexFloor>) {
  return sql<{ post_id: string }>`(select k.post_id from post_search_keys k where k.key in (select rowid from posts_search where posts_search match ${trigramCover(term)} and posts_search.rowid >= coalesce((${floor}), -9223372036854775808)${keysBefore(before)}))`;
}

/**
 * The first key of the millisecond of the arm's `limit`-th match, walking the index newest first (the walk
 * stops there); null when the arm has fewer matches.
 */
function indexFloor(arm: ArmSearch, limit: number) {
  const { db } = arm;
  // CROSS JOIN: SQLite keeps the written order, the index's newest first, so the walk stops at the page.
  const walk = db
    .selectFrom(ftsNewestFirst(arm.q, arm.before).as('m'))
    .crossJoin('posts')
    .whereRef('posts.id', '=', 'm.post_id')
    .select('m.search_key')
    .selectAll('posts');
  const matches = arm.inArm(db.selectFrom(walk.as('posts')).selectAll('posts')).where(searchMatches('posts', arm.q));
  return matches
    .clearSelect()
    .select(sql<bigint>`(${sql.ref('posts.search_key')} >> 21) << 21`.as('floor'))
    .orderBy(sql.ref('posts.search_key'), 'desc')
    .limit(1)
    .offset(limit - 1);
}

export const sqliteSearch: SearchIndex = {
  kind: 'sqlite',

  // The index is read newest first and stops at the page: no window to try first (decision 021).
  choosePath: async () => 'index',

  /** Only the FTS candidates from the page's floor on (see ftsCandidates). */
  candidates(arm: ArmSearch, limit: number): PostsQuery {
    const { db } = arm;
    const floor = indexFloor(arm, limit);
    // CROSS JOIN: SQLite keeps the written order (candidates outside, posts by key inside); as `id IN (...)`
    // it walked the feed index and tested every post instead.
    const candidates = db
      .selectFrom(ftsCandidates(arm.q, arm.before, floor).as('m'))
      .crossJoin('posts')
      .whereRef('posts.id', '=', 'm.post_id')
      .selectAll('posts');
    return arm.inArm(db.selectFrom(candidates.as('posts')).selectAll('posts'));
  },
};
