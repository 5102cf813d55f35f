import type { Kysely, Transaction } from 'kysely';
import type { PostType } from '../../../shared/schemas/posts.ts';
import type { PostWithAuthor } from '../../database/post-rows.ts';
import type { Database } from '../../database/schema.ts';

/* The sidebars' short lists: popular posts, the newest of a type, upcoming events. Public posts only. */

type Db = Kysely<Database> | Transaction<Database>;

/** Approved posts that are not hidden, with their authors. */
const publicPosts = (db: Db) =>
  db
    .selectFrom('posts')
    .innerJoin('users as u', 'u.id', 'posts.user_id')
    .selectAll('posts')
    .select(['u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin'])
    .where('posts.status', '=', 'approved')
    .where('posts.hidden', '=', 0);

/** Approved, visible posts with the most likes (ties: newest first). */
export const popularQuery = (db: Db, limit: number) =>
  publicPosts(db)
    .orderBy('posts.like_count', 'desc')
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit);

export const findPopular = (db: Db, limit: number): Promise<PostWithAuthor[]> => popularQuery(db, limit).execute();

/** The newest approved, visible posts of one type. */
export const findNewestOfType = (db: Db, type: PostType, limit: number): Promise<PostWithAuthor[]> =>
  publicPosts(db)
    .where('posts.type', '=', type)
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .execute();

/** Approved, visible events that start after `now`, soonest first. */
export function upcomingEventsQuery(db: Db, now: string, exclude: string | undefined, limit: number) {
  let q = publicPosts(db).where('posts.type', '=', 'event').where('posts.event_start_date', '>', now);
  if (exclude) q = q.where('posts.id', '!=', exclude);
  return q.orderBy('posts.event_start_date', 'asc').orderBy('posts.id', 'asc').limit(limit);
}

export const findUpcomingEvents = (db: Db, now: string, exclude: string | undefined, limit: number): Promise<PostWithAuthor[]> =>
  upcomingEventsQuery(db, now, exclude, limit).execute();
