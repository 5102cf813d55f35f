import { type Kysely, type Transaction, sql } from 'kysely';
import { noMarks, PENDING_MARK, POST_MARKS, type PostMark, type ViewerMarks } from '../../cache/viewer-marks.ts';
import type { PostRow, PostWithAuthor } from '../../database/post-rows.ts';
import type { Database } from '../../database/schema.ts';

/* A post's reads and writes, its newest comments and the viewer's marks for a list of posts, and its pictures.
 * The feed's pages, lists and search are the feed module's (modules/feed). */

type Db = Kysely<Database> | Transaction<Database>;
export type { PostRow, PostWithAuthor };
export type CommentWithAuthor = Awaited<ReturnType<typeof findLatestComments>>[number];

export const EVENT_TYPES = ['event', 'culturalEvent'] as const;

const withAuthor = (db: Db) =>
  db
    .selectFrom('posts')
    .innerJoin('users as u', 'u.id', 'posts.user_id')
    .selectAll('posts')
    .select(['u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin']);

export const findPostWithAuthor = (db: Db, id: string): Promise<PostWithAuthor | undefined> =>
  withAuthor(db).where('posts.id', '=', id).executeTakeFirst();

export const findPostRow = (db: Db, id: string): Promise<PostRow | undefined> =>
  db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();

/** The newest `perPost` comments of each post, with their authors, oldest first within a post. One query. */
export function latestCommentsQuery(db: Db, postIds: readonly string[], perPost: number) {
  const ranked = db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.post_id', 'c.user_id', 'c.text', 'c.created_at', 'u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin'])
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.partitionBy('c.post_id').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'))
        .as('rn'),
    )
    .where('c.post_id', 'in', [...postIds])
    // A comment the word filter holds is shown to no one on the shared pages (decision 046).
    .where('c.held', '=', 0);
  return db
    .selectFrom(ranked.as('r'))
    .select(['r.id', 'r.post_id', 'r.user_id', 'r.text', 'r.created_at', 'r.author_name', 'r.author_avatar', 'r.author_is_admin'])
    .where('r.rn', '<=', perPost)
    .orderBy('r.post_id')
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc');
}

export async function findLatestComments(db: Db, postIds: readonly string[], perPost: number) {
  if (postIds.length === 0) return [];
  return latestCommentsQuery(db, postIds, perPost).execute();
}

/** Whether the user has any post waiting for an admin: the viewer-wide mark (PENDING_MARK). */
const pendingOf = (db: Db, userId: string) =>
  db.selectFrom(PENDING_MARK.table).where('user_id', '=', userId).where('status', '=', 'pending').limit(1);

/** The posts of `ids` (all of them when null) a per-post mark holds for: the user's rows in its table. */
function markedPosts(db: Db, mark: PostMark, userId: string, ids: readonly string[] | null) {
  const rows = db.selectFrom(mark.table).where('user_id', '=', userId);
  return ids ? rows.where('post_id', 'in', [...ids]) : rows;
}

/**
 * Which of these posts the user has marked (POST_MARKS: liked, reported), and whether they have a pending
 * post: one query. A row's `kind` is its mark's index in POST_MARKS, or -1 for the pending post.
 */
export function viewerMarksQuery(db: Db, userId: string, postIds: readonly string[]) {
  const pending = pendingOf(db, userId).select([sql.lit(-1).as('kind'), 'id as post_id']);
  let query = db.selectFrom(pending.as('pending')).select(['kind', 'post_id']);
  if (postIds.length === 0) return query;
  POST_MARKS.forEach((mark, index) => {
    query = query.unionAll(markedPosts(db, mark, userId, postIds).select([sql.lit(index).as('kind'), 'post_id']));
  });
  return query;
}

export async function findViewerMarks(db: Db, userId: string, postIds: readonly string[]): Promise<ViewerMarks> {
  const marks = noMarks();
  for (const row of await viewerMarksQuery(db, userId, postIds).execute()) {
    const mark = POST_MARKS[Number(row.kind)];
    if (mark) marks.on[mark.field].add(row.post_id);
    else marks.hasPending = true;
  }
  return marks;
}

/**
 * All of a user's marks: every post they marked (liked, reported), and whether they have a pending post. Null
 * when they have more than `cap` rows for one mark (then a page reads its own marks with `findViewerMarks`).
 */
export async function findAllViewerMarks(db: Db, userId: string, cap: number): Promise<ViewerMarks | null> {
  const marks = noMarks();
  for (const mark of POST_MARKS) {
    const rows = await markedPosts(db, mark, userId, null).select('post_id').limit(cap + 1).execute();
    if (rows.length > cap) return null;
    marks.on[mark.field] = new Set(rows.map((r) => r.post_id));
  }
  marks.hasPending = (await pendingOf(db, userId).select('id').executeTakeFirst()) !== undefined;
  return marks;
}

/**
 * Posts waiting for review, oldest first (SPEC §7 pending-events): events and cultural events, and posts of any
 * type the word filter held (decision 046). Only those are ever pending.
 */
export const findPendingEvents = (db: Db, limit: number): Promise<PostWithAuthor[]> =>
  withAuthor(db)
    .where('posts.status', '=', 'pending')
    .orderBy('posts.created_at', 'asc')
    .orderBy('posts.id', 'asc')
    .limit(limit)
    .execute();

/** Sets a post's status (an approval ends the word filter's hold); answers whether the post existed. */
export async function setStatus(db: Db, id: string, status: 'approved' | 'pending', now: string): Promise<boolean> {
  const patch = { status, updated_at: now, ...(status === 'approved' ? { held: 0 } : {}) };
  const result = await db.updateTable('posts').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hides a post from the feeds (reports) or shows it again, with its open-report count. */
export async function setModeration(db: Db, id: string, patch: { hidden: 0 | 1; report_count?: number }): Promise<void> {
  await db.updateTable('posts').set(patch).where('id', '=', id).execute();
}

/** Clears the word filter's flag (decision 046). */
export async function clearFlag(db: Db, id: string): Promise<void> {
  await db.updateTable('posts').set({ flagged: 0 }).where('id', '=', id).execute();
}

/** Closes (1) or opens (0) a post's comments (decision 047). */
export async function setCommentsClosed(db: Db, id: string, closed: 0 | 1): Promise<void> {
  await db.updateTable('posts').set({ comments_closed: closed }).where('id', '=', id).execute();
}

export async function insertPost(db: Db, row: PostRow): Promise<void> {
  await db.insertInto('posts').values(row).execute();
}

/** The editable fields of a post: never its id, owner, type, counters, creation time or version. */
export type PostPatch = Omit<
  PostRow,
  'id' | 'user_id' | 'type' | 'created_at' | 'like_count' | 'comment_count' | 'report_count' | 'registration_count' | 'hidden' | 'status' | 'reports_dismissed_at' | 'version' | 'anonymous' | 'pseudonym' | 'pseudonym_hue' | 'comments_closed' | 'held' | 'flagged' | 'seats_taken' | 'registration_seq' | 'club_id'
> &
  Partial<Pick<PostRow, 'status'>>;

/** Writes an edit and counts it in the post's version, in one statement. Answers whether the post still existed. */
export async function updatePost(db: Db, id: string, patch: PostPatch & Partial<Pick<PostRow, 'held' | 'flagged'>>): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set((eb) => ({ ...patch, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Inside a review's transaction: holds a pending post at the version the admin reviewed (PostgreSQL locks its
 * row until the transaction ends, so no edit lands between this check and the decision). Answers whether the
 * post is still pending at that version.
 */
export async function holdPendingVersion(db: Db, id: string, version: number): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a post; its comments, likes, reports, registrations, notifications and media links go with it (FK cascades). */
export async function deletePost(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function findMediaHashes(db: Db, postId: string): Promise<string[]> {
  const rows = await db.selectFrom('post_media').select('hash').where('post_id', '=', postId).execute();
  return rows.map((r) => r.hash);
}

export async function linkMedia(db: Db, postId: string, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .insertInto('post_media')
    .values(hashes.map((hash) => ({ post_id: postId, hash })))
    .onConflict((oc) => oc.columns(['post_id', 'hash']).doNothing())
    .execute();
}

export async function unlinkMedia(db: Db, postId: string, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db.deleteFrom('post_media').where('post_id', '=', postId).where('hash', 'in', [...hashes]).execute();
}
