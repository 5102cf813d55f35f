import { sql } from 'kysely';
import { likePattern, searchMatches } from './search-match.repository.ts';
import { type ArmSearch, type PostsQuery, SEARCH_WINDOW, type SearchIndex } from './search-index.ts';

/*
 * PostgreSQL's search index: pg_trgm's GIN index posts_search_trgm_idx (decision 015). Fast when matches are
 * rare; a common term is served better by the newest posts, so each arm first looks at its window.
 */

/**
 * The expression of posts_search_trgm_idx (written the same in the search migration, so the planner matches
 * it), as a LIKE the GIN index serves. A superset of searchMatches: the fields joined by spaces.
 */
function trigramCandidates(term: string) {
  return sql<boolean>`lower(posts.title || ' ' || posts.content || ' ' || coalesce(case when posts.type in ('event', 'culturalEvent') then posts.location end, '')) like lower(${likePattern(term)}) escape '\\'`;
}

/** How many of the arm's newest SEARCH_WINDOW posts match, counting no further than `limit`. */
function windowHitsQuery(arm: ArmSearch, limit: number) {
  const window = arm.newest(SEARCH_WINDOW).clearSelect().select(['posts.title', 'posts.content', 'posts.location', 'posts.type']);
  const hits = arm.db.selectFrom(window.as('w')).select(sql.lit(1).as('one')).where(searchMatches('w', arm.q)).limit(limit);
  return arm.db.selectFrom(hits.as('h')).select((eb) => eb.fn.countAll<number | string>().as('n'));
}

/** Whether the arm holds at least SEARCH_WINDOW posts (walks no further). */
function windowSizeQuery(arm: ArmSearch) {
  const window = arm.newest(SEARCH_WINDOW).clearSelect().select('posts.id');
  return arm.db.selectFrom(window.as('w')).select((eb) => eb.fn.countAll<number | string>().as('n'));
}

export const postgresSearch: SearchIndex = {
  kind: 'postgres',

  /**
   * A scan is bounded when the arm's newest SEARCH_WINDOW posts hold a page of matches (the walk stops inside
   * them) or when the arm has fewer posts than that; otherwise matches are rare and the trigram index is the
   * fast way. (PostgreSQL's planner, left to itself, misjudged a common word: a parallel scan of every post
   * instead of the index walk that stops at the page's end.)
   */
  async choosePath(arm: ArmSearch, limit: number) {
    const hits = await windowHitsQuery(arm, limit).executeTakeFirstOrThrow();
    if (Number(hits.n) >= limit) return 'window';
    const size = await windowSizeQuery(arm).executeTakeFirstOrThrow();
    return Number(size.n) < SEARCH_WINDOW ? 'window' : 'index';
  },

  /** The arm's posts the GIN index may hold the term in (the planner reads the index for this LIKE). */
  candidates(arm: ArmSearch): PostsQuery {
    return arm.inArm(arm.db.selectFrom('posts').selectAll('posts')).where(trigramCandidates(arm.q));
  },
};
