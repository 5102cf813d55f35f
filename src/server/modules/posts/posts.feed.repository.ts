import { type Kysely, PostgresAdapter, type SelectQueryBuilder, type Transaction, sql } from 'kysely';
import type { PostType } from '../../../shared/schemas/posts.ts';
import type { Database } from '../../database/schema.ts';
import type { Position } from '../../lib/paging.ts';
import { EVENT_TYPES, type PostRow, type PostWithAuthor } from './posts.repository.ts';

/*
 * The feed and its search: which posts a page shows, newest first, by keyset, for every screen, filter and
 * search term (docs/decisions/015-search.md, 021). The rest of a post's reads and writes are in posts.repository.ts.
 */

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Which posts a feed shows, as arms that are each served by an index on (status, created_at, id):
 * approved posts, plus pending posts (all of them, or only one user's).
 */
export interface FeedVisibility {
  includeHidden: boolean;
  /** Which pending posts: all of them (admins), one owner's own, or none (visitors). */
  pending: { all: true } | { ownerId: string } | null;
}


export interface FeedFilter {
  types?: readonly PostType[] | undefined;
  /** One author's posts only. */
  authorId?: string | undefined;
  q?: string | undefined;
  /** Strictly older than this (created_at, id). */
  before?: Position | null | undefined;
}

/** `%term%` for LIKE, with the term's own %, _ and \ escaped (ESCAPE '\' on both dialects). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The search's meaning: the term in title or content, or in the location of an event or cultural event. */
export function searchMatches(table: 'posts' | 'w', term: string) {
  const pattern = likePattern(term);
  const like = (column: 'title' | 'content' | 'location') => sql`lower(${sql.ref(`${table}.${column}`)}) like lower(${pattern}) escape '\\'`;
  const types = sql.join(EVENT_TYPES.map((t) => sql.lit(t)));
  return sql<boolean>`(${like('title')} or ${like('content')} or (${sql.ref(`${table}.type`)} in (${types}) and ${like('location')}))`;
}

/**
 * PostgreSQL: the expression of posts_search_trgm_idx (written the same in the search migration, so the planner
 * matches it), as a LIKE the GIN index serves. A superset of searchMatches: the fields joined by spaces.
 */
function trigramCandidates(term: string) {
  return sql<boolean>`lower(posts.title || ' ' || posts.content || ' ' || coalesce(case when posts.type in ('event', 'culturalEvent') then posts.location end, '')) like lower(${likePattern(term)}) escape '\\'`;
}

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
 * SQLite: the search index's keys follow created_at (migration 2026-11-23T2100): a post's key is its created_at
 * in milliseconds times 2^21, plus its place among the posts of that millisecond. So keys never order two posts
 * against their times, and the index can be read newest first. This is the first key of `time`'s millisecond.
 */
const firstKeyOf = (time: string) => sql<bigint>`(cast(round((julianday(${time}) - 2440587.5) * 86400000) as integer) << 21)`;
const KEYS_PER_MILLISECOND = sql.lit(2 ** 21);

/** SQLite: index keys that can hold a post older than the cursor (those of its millisecond and before). */
const keysBefore = (before: FeedFilter['before']) => (before ? sql` and posts_search.rowid < ${firstKeyOf(before.t)} + ${KEYS_PER_MILLISECOND}` : sql``);

/** SQLite: the posts whose indexed text may hold the term (all the trigrams of its cover), newest first. */
function ftsNewestFirst(term: string, before: FeedFilter['before']) {
  return sql<{ search_key: bigint; post_id: string }>`(select posts_search.rowid as search_key, k.post_id from posts_search cross join post_search_keys k on k.key = posts_search.rowid where posts_search match ${trigramCover(term)}${keysBefore(before)} order by posts_search.rowid desc)`;
}

/**
 * SQLite: the ids of the posts whose indexed text may hold the term, from the first key of the millisecond of
 * the page's last match on (`floor`, a scalar subquery; every key when there are fewer matches than the page).
 * Every match newer than that last one has a larger key, and so does every post of its millisecond, ties
 * included; so the page's query, which sorts and cuts these few candidates, gives exactly the page.
 */
function ftsCandidates(term: string, before: FeedFilter['before'], floor: ReturnType<typeof indexFloor>) {
  return sql<{ post_id: string }>`(select k.post_id from post_search_keys k where k.key in (select rowid from posts_search where posts_search match ${trigramCover(term)} and posts_search.rowid >= coalesce((${floor}), -9223372036854775808)${keysBefore(before)}))`;
}

type PostsQuery = SelectQueryBuilder<Database, 'posts', PostRow>;

const newestFirst = <O>(q: SelectQueryBuilder<Database, 'posts', O>) =>
  q.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc');

/** The feed's filters but the search. */
function filtered(query: PostsQuery, filter: FeedFilter): PostsQuery {
  let q = query;
  if (filter.types && filter.types.length > 0) q = q.where('posts.type', 'in', [...filter.types]);
  if (filter.authorId) q = q.where('posts.user_id', '=', filter.authorId);
  const before = filter.before;
  if (before) {
    // (created_at, id) < (t, id), written so the index range on created_at applies on both dialects.
    q = q
      .where('posts.created_at', '<=', before.t)
      .where((eb) => eb.or([eb('posts.created_at', '<', before.t), eb('posts.id', '<', before.id)]));
  }
  return q;
}

/** One arm of the feed: posts of one status (and maybe one owner), visible to the viewer. */
interface Arm {
  status: 'approved' | 'pending';
  userId: string | null;
}

function armsOf(visibility: FeedVisibility): Arm[] {
  const arms: Arm[] = [{ status: 'approved', userId: null }];
  const { pending } = visibility;
  if (pending) arms.push({ status: 'pending', userId: 'ownerId' in pending ? pending.ownerId : null });
  return arms;
}

/** The arm's status, owner and visibility, and the feed's filters but the search. */
function inArm(query: PostsQuery, arm: Arm, visibility: FeedVisibility, filter: FeedFilter): PostsQuery {
  let q = query.where('posts.status', '=', arm.status);
  if (arm.userId) q = q.where('posts.user_id', '=', arm.userId);
  if (!visibility.includeHidden) q = q.where('posts.hidden', '=', 0);
  return filtered(q, filter);
}

/**
 * SQLite: the first key of the millisecond of the arm's `limit`-th match, walking the index newest first (the
 * walk stops there); null when the arm has fewer matches.
 */
function indexFloor(db: Db, arm: Arm, visibility: FeedVisibility, filter: FeedFilter & { q: string }, limit: number) {
  // CROSS JOIN: SQLite keeps the written order, the index's newest first, so the walk stops at the page.
  const walk = db
    .selectFrom(ftsNewestFirst(filter.q, filter.before).as('m'))
    .crossJoin('posts')
    .whereRef('posts.id', '=', 'm.post_id')
    .select('m.search_key')
    .selectAll('posts');
  const matches = inArm(db.selectFrom(walk.as('posts')).selectAll('posts'), arm, visibility, filter).where(searchMatches('posts', filter.q));
  return matches
    .clearSelect()
    .select(sql<bigint>`(${sql.ref('posts.search_key')} >> 21) << 21`.as('floor'))
    .orderBy(sql.ref('posts.search_key'), 'desc')
    .limit(1)
    .offset(limit - 1);
}

/**
 * The arm's posts, unordered, unsearched. Given a page's `indexLimit`, on SQLite, only the FTS candidates from
 * that page's floor on (see ftsCandidates).
 */
function armPosts(db: Db, arm: Arm, visibility: FeedVisibility, filter: FeedFilter, indexLimit?: number): PostsQuery {
  let q: PostsQuery;
  if (indexLimit !== undefined && filter.q && !isPostgres(db)) {
    const floor = indexFloor(db, arm, visibility, { ...filter, q: filter.q }, indexLimit);
    // CROSS JOIN: SQLite keeps the written order (candidates outside, posts by key inside); as `id IN (...)`
    // it walked the feed index and tested every post instead.
    const candidates = db
      .selectFrom(ftsCandidates(filter.q, filter.before, floor).as('m'))
      .crossJoin('posts')
      .whereRef('posts.id', '=', 'm.post_id')
      .selectAll('posts');
    q = db.selectFrom(candidates.as('posts')).selectAll('posts');
  } else {
    q = db.selectFrom('posts').selectAll('posts');
  }
  return inArm(q, arm, visibility, filter);
}

function armPage(db: Db, arm: Arm, visibility: FeedVisibility, filter: FeedFilter, limit: number, path: SearchPath) {
  let q: PostsQuery;
  if (path === 'window') {
    const window = newestFirst(armPosts(db, arm, visibility, filter)).limit(SEARCH_WINDOW);
    q = db.selectFrom(window.as('posts')).selectAll('posts');
  } else {
    q = armPosts(db, arm, visibility, filter, path === 'index' ? limit : undefined);
  }
  if (filter.q) {
    if (path === 'index' && isPostgres(db)) q = q.where(trigramCandidates(filter.q));
    q = q.where(searchMatches('posts', filter.q));
  }
  return newestFirst(q).limit(limit);
}

/**
 * One page of the feed, newest first, with authors, in one query: each visible arm is an ordered, limited
 * index range (or, for a search on the index path, the sorted index candidates); their union is ordered and
 * limited again and joined to users. `paths` gives each arm's search path (default: scan).
 */
export function feedQuery(db: Db, visibility: FeedVisibility, filter: FeedFilter, limit: number, paths: readonly SearchPath[] = []) {
  const arms = armsOf(visibility).map((arm, i) => armPage(db, arm, visibility, filter, limit, paths[i] ?? 'scan'));
  const [first, ...rest] = arms.map((a) => db.selectFrom(a.as('arm')).selectAll());
  if (!first) throw new Error('feed without arms');
  // Ordered and limited as a whole too, so the page is at most `limit` rows before users are joined
  // (and SQLite cannot flatten the join into each arm).
  const union =
    rest.length === 0
      ? first
      : rest
          .reduce((acc, next) => acc.unionAll(next), first)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit);
  return db
    .selectFrom(union.as('p'))
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select(['u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit);
}

/** How many of the arm's newest SEARCH_WINDOW posts match, counting no further than `limit`. */
function windowHitsQuery(db: Db, arm: Arm, visibility: FeedVisibility, filter: FeedFilter & { q: string }, limit: number) {
  const window = armPosts(db, arm, visibility, filter)
    .clearSelect()
    .select(['posts.title', 'posts.content', 'posts.location', 'posts.type'])
    .$call(newestFirst)
    .limit(SEARCH_WINDOW);
  const hits = db.selectFrom(window.as('w')).select(sql.lit(1).as('one')).where(searchMatches('w', filter.q)).limit(limit);
  return db.selectFrom(hits.as('h')).select((eb) => eb.fn.countAll<number | string>().as('n'));
}

/** Whether the arm holds at least SEARCH_WINDOW posts (walks no further). */
function windowSizeQuery(db: Db, arm: Arm, visibility: FeedVisibility, filter: FeedFilter) {
  const window = armPosts(db, arm, visibility, filter)
    .clearSelect()
    .select('posts.id')
    .$call(newestFirst)
    .limit(SEARCH_WINDOW);
  return db.selectFrom(window.as('w')).select((eb) => eb.fn.countAll<number | string>().as('n'));
}

/**
 * Each arm's search path. Terms under 3 characters always scan (no trigram to look up), and so do one person's
 * posts (few). On SQLite every other search reads the index newest first. On PostgreSQL a scan is bounded when
 * the arm's newest SEARCH_WINDOW posts hold a page of matches (the walk stops inside them) or when the arm has
 * fewer posts than that; otherwise matches are rare and the trigram index is the fast way. (PostgreSQL's
 * planner, left to itself, misjudged a common word: a parallel scan of every post instead of the index walk
 * that stops at the page's end.)
 */
export async function chooseSearchPaths(db: Db, visibility: FeedVisibility, filter: FeedFilter, limit: number): Promise<SearchPath[]> {
  const arms = armsOf(visibility);
  const q = filter.q;
  if (!q || !isIndexableTerm(q)) return arms.map(() => 'scan');
  const paths: SearchPath[] = [];
  for (const arm of arms) {
    // One person's posts (their own pending ones, or an author's page) are few: scanning them is bounded.
    if (arm.userId || filter.authorId) {
      paths.push('scan');
      continue;
    }
    // SQLite reads its index newest first and stops at the page: no window to try first (decision 021).
    if (!isPostgres(db)) {
      paths.push('index');
      continue;
    }
    const hits = await windowHitsQuery(db, arm, visibility, { ...filter, q }, limit).executeTakeFirstOrThrow();
    if (Number(hits.n) >= limit) {
      paths.push('window');
      continue;
    }
    const size = await windowSizeQuery(db, arm, visibility, filter).executeTakeFirstOrThrow();
    paths.push(Number(size.n) < SEARCH_WINDOW ? 'window' : 'index');
  }
  return paths;
}

export async function findFeedPage(db: Db, visibility: FeedVisibility, filter: FeedFilter, limit: number): Promise<PostWithAuthor[]> {
  const paths = await chooseSearchPaths(db, visibility, filter, limit);
  return feedQuery(db, visibility, filter, limit, paths).execute();
}

/** What every signed-in student sees in the feed: approved posts that are not hidden (a visitor's feed). */
export const PUBLIC_FEED: FeedVisibility = { includeHidden: false, pending: null };

/**
 * One owner's own pending posts, as the feed's pending arm reads them (same filter, newest first): with
 * PUBLIC_FEED's page, the two make a student's feed page.
 */
export const ownPendingQuery = (db: Db, ownerId: string, filter: FeedFilter, limit: number) =>
  db
    .selectFrom(armPage(db, { status: 'pending', userId: ownerId }, PUBLIC_FEED, filter, limit, 'scan').as('p'))
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select(['u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');

export const findOwnPending = (db: Db, ownerId: string, filter: FeedFilter, limit: number): Promise<PostWithAuthor[]> =>
  ownPendingQuery(db, ownerId, filter, limit).execute();
