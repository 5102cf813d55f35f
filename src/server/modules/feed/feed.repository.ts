import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { PostType } from '../../../shared/schemas/posts.ts';
import type { PostWithAuthor } from '../../database/post-rows.ts';
import type { Database } from '../../database/schema.ts';
import type { Position } from '../../lib/paging.ts';
import { type ArmSearch, isIndexableTerm, type PostsQuery, SEARCH_WINDOW, type SearchIndex, type SearchPath } from './search/search-index.ts';
import { searchMatches } from './search/search-match.repository.ts';

/*
 * The feed: which posts a page shows, newest first, by keyset, for every screen, filter and search term
 * (docs/decisions/015-search.md, 021). The search index is the database's `SearchIndex` (search/); a post's own
 * reads and writes are the posts module's.
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
  /** Leave out anonymous posts: one author's list asked by anyone but that author (decision 043). */
  hideAnonymous?: boolean | undefined;
  q?: string | undefined;
  /** Leave out these authors' posts, but anonymous ones (a viewer's blocks, decision 047): search's counts only. */
  exceptAuthors?: readonly string[] | undefined;
  /** Strictly older than this (created_at, id). */
  before?: Position | null | undefined;
}

const newestFirst = <O>(q: SelectQueryBuilder<Database, 'posts', O>) =>
  q.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc');

/** The feed's filters but the search. */
function filtered(query: PostsQuery, filter: FeedFilter): PostsQuery {
  let q = query;
  if (filter.types && filter.types.length > 0) q = q.where('posts.type', 'in', [...filter.types]);
  if (filter.authorId) q = q.where('posts.user_id', '=', filter.authorId);
  if (filter.hideAnonymous) q = q.where('posts.anonymous', '=', 0);
  const except = filter.exceptAuthors;
  if (except && except.length > 0) {
    q = q.where((eb) => eb.or([eb('posts.user_id', 'not in', [...except]), eb('posts.anonymous', '=', 1)]));
  }
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

/** The arm's posts, unordered, unsearched. */
const armPosts = (db: Db, arm: Arm, visibility: FeedVisibility, filter: FeedFilter): PostsQuery =>
  inArm(db.selectFrom('posts').selectAll('posts'), arm, visibility, filter);

/** The arm as its search index sees it, for the term `q`. */
const armSearch = (db: Db, arm: Arm, visibility: FeedVisibility, filter: FeedFilter, q: string): ArmSearch => ({
  db,
  q,
  before: filter.before,
  inArm: (query) => inArm(query, arm, visibility, filter),
  newest: (max) => newestFirst(armPosts(db, arm, visibility, filter)).limit(max),
});

/** The arm's page on its search path; `search` is asked on the index path only. */
function armPage(db: Db, arm: Arm, visibility: FeedVisibility, filter: FeedFilter, limit: number, path: SearchPath, search?: SearchIndex) {
  let q: PostsQuery;
  if (path === 'window') {
    const window = newestFirst(armPosts(db, arm, visibility, filter)).limit(SEARCH_WINDOW);
    q = db.selectFrom(window.as('posts')).selectAll('posts');
  } else if (path === 'index' && filter.q) {
    if (!search) throw new Error('the index path without a search index');
    q = search.candidates(armSearch(db, arm, visibility, filter, filter.q), limit);
  } else {
    q = armPosts(db, arm, visibility, filter);
  }
  if (filter.q) q = q.where(searchMatches('posts', filter.q));
  return newestFirst(q).limit(limit);
}

/**
 * One page of the feed, newest first, with authors, in one query: each visible arm is an ordered, limited
 * index range (or, for a search on the index path, the sorted index candidates); their union is ordered and
 * limited again and joined to users. `paths` gives each arm's search path (default: scan).
 */
export function feedQuery(
  db: Db,
  search: SearchIndex,
  visibility: FeedVisibility,
  filter: FeedFilter,
  limit: number,
  paths: readonly SearchPath[] = [],
) {
  const arms = armsOf(visibility).map((arm, i) => armPage(db, arm, visibility, filter, limit, paths[i] ?? 'scan', search));
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

/**
 * Each arm's search path. Terms under 3 characters always scan (no trigram to look up), and so do one person's
 * posts (few). Every other arm's path is its search index's choice: on SQLite always the index, read newest
 * first; on PostgreSQL the window when it holds the page, otherwise the index.
 */
export async function chooseSearchPaths(db: Db, search: SearchIndex, visibility: FeedVisibility, filter: FeedFilter, limit: number): Promise<SearchPath[]> {
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
    paths.push(await search.choosePath(armSearch(db, arm, visibility, filter, q), limit));
  }
  return paths;
}

export async function findFeedPage(
  db: Db,
  search: SearchIndex,
  visibility: FeedVisibility,
  filter: FeedFilter,
  limit: number,
): Promise<PostWithAuthor[]> {
  const paths = await chooseSearchPaths(db, search, visibility, filter, limit);
  return feedQuery(db, search, visibility, filter, limit, paths).execute();
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
