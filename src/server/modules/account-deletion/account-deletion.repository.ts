/**
 * The SQL of deleting an account (decision 048): what it would touch, counted, and the rows that go with it.
 * Every write takes the deletion's transaction. Posts go through posts.service's `removePost`, not here.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, PostsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

const countOf = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n);

/** The account's own posts, by type. */
export const countOwnPostsByType = (db: Db, userId: string) =>
  db
    .selectFrom('posts')
    .select((eb) => ['type', eb.fn.countAll<number | string>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('type')
    .execute();

/** How many registrations, comments and likes the account made on posts not its own (its posts take theirs along). */
export async function countOwnInteractions(db: Db, userId: string): Promise<{ registrations: number; comments: number; likes: number }> {
  const registrations = await countOf(
    db
      .selectFrom('registrations as x')
      .innerJoin('posts as p', 'p.id', 'x.post_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('x.user_id', '=', userId)
      .where('p.user_id', '<>', userId),
  );
  const comments = await countOf(
    db
      .selectFrom('comments as x')
      .innerJoin('posts as p', 'p.id', 'x.post_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('x.user_id', '=', userId)
      .where('p.user_id', '<>', userId),
  );
  const likes = await countOf(
    db
      .selectFrom('likes as x')
      .innerJoin('posts as p', 'p.id', 'x.post_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('x.user_id', '=', userId)
      .where('p.user_id', '<>', userId),
  );
  return { registrations, comments, likes };
}

export const findOwnPosts = (db: Db, userId: string): Promise<PostsTable[]> =>
  db.selectFrom('posts').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

/** A kept Consight: anonymous under a fresh pseudonym, so it cannot be linked to the author's other posts. */
export async function anonymisePost(trx: Trx, postId: string, pseudonym: { name: string; hue: number }): Promise<void> {
  await trx.updateTable('posts').set({ anonymous: 1, pseudonym: pseudonym.name, pseudonym_hue: pseudonym.hue }).where('id', '=', postId).execute();
}

/** Cancels the account's registrations, each event's kept count down by one. Answers the events. */
export async function deleteRegistrations(trx: Trx, userId: string): Promise<string[]> {
  const rows = await trx.deleteFrom('registrations').where('user_id', '=', userId).returning('post_id').execute();
  for (const { post_id } of rows) {
    await trx.updateTable('posts').set((eb) => ({ registration_count: eb('registration_count', '-', 1) })).where('id', '=', post_id).execute();
  }
  return rows.map((r) => r.post_id);
}

/** Removes the account's likes, each post's kept count down by one. Answers the posts. */
export async function deleteLikes(trx: Trx, userId: string): Promise<string[]> {
  const rows = await trx.deleteFrom('likes').where('user_id', '=', userId).returning('post_id').execute();
  for (const { post_id } of rows) {
    await trx.updateTable('posts').set((eb) => ({ like_count: eb('like_count', '-', 1) })).where('id', '=', post_id).execute();
  }
  return rows.map((r) => r.post_id);
}

/** Removes the account's comments; a comment the word filter held was never counted. Answers the posts. */
export async function deleteComments(trx: Trx, userId: string): Promise<string[]> {
  const rows = await trx.deleteFrom('comments').where('user_id', '=', userId).returning(['post_id', 'held']).execute();
  for (const row of rows) {
    if (Number(row.held)) continue;
    await trx.updateTable('posts').set((eb) => ({ comment_count: eb('comment_count', '-', 1) })).where('id', '=', row.post_id).execute();
  }
  return rows.map((r) => r.post_id);
}

/** Removes the account's reports; an open one no longer counts on its post. Answers the posts. */
export async function deleteReports(trx: Trx, userId: string): Promise<string[]> {
  const rows = await trx.deleteFrom('reports').where('user_id', '=', userId).returning(['post_id', 'resolved_at']).execute();
  for (const row of rows) {
    if (row.resolved_at) continue;
    await trx
      .updateTable('posts')
      .set((eb) => ({ report_count: eb('report_count', '-', 1) }))
      .where('id', '=', row.post_id)
      .where('report_count', '>', 0)
      .execute();
  }
  await trx.deleteFrom('upheld_reports').where('user_id', '=', userId).execute();
  return rows.map((r) => r.post_id);
}

/** Who may see these posts now, for naming their change. */
export const findPostFacts = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('posts').select(['id', 'type', 'user_id', 'status', 'hidden']).where('id', 'in', ids).execute();

/** Everything else that is the account's own: calendar, notifications, tokens, feeds, choices, blocks, mail not yet sent. */
export async function deletePersonalRows(trx: Trx, userId: string, email: string): Promise<void> {
  await trx.deleteFrom('calendar_entries').where('user_id', '=', userId).execute();
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  await trx.deleteFrom('calendar_cancellation_followers').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_opt_outs').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_unsubscribe_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_blocks').where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)])).execute();
  await trx
    .deleteFrom('email_outbox')
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('to_address', '=', email)]))
    .execute();
}

/** The tombstone: the row stays for what still points at it, and says nothing about who it was. */
export async function tombstone(trx: Trx, userId: string, fields: { name: string; email: string; now: string }): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      name: fields.name,
      email: fields.email,
      password_hash: null,
      google_sub: null,
      avatar: null,
      is_admin: 0,
      is_moderator: 0,
      email_verified_at: null,
      admin_revoked_for: null,
      suspended_until: null,
      suspension_reason: null,
      locale: null,
      deleted_at: fields.now,
      updated_at: fields.now,
    })
    .where('id', '=', userId)
    .execute();
}
