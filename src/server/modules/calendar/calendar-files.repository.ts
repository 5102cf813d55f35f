import type { Kysely, Transaction } from 'kysely';
import type { PostRow } from '../../database/post-rows.ts';
import type { CalendarCancellationsTable, Database } from '../../database/schema.ts';

/* The calendar files' reads and writes (decision 039): the events of the campus feed and of a student's feed,
 * the cancellations kept after an event goes, and each student's feed token. */

type Db = Kysely<Database> | Transaction<Database>;
export type CancellationRow = CalendarCancellationsTable;
export type FeedOwnerRow = { user_id: string; name: string; email: string; avatar: string | null; is_admin: number };

const EVENT_TYPES = ['event', 'culturalEvent'] as const;

/** Approved, visible events of these types that end (or start, without an end) at `from` or later, soonest first. */
export function findCampusEvents(db: Db, types: readonly string[], from: string, limit: number): Promise<PostRow[]> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('type', 'in', [...types])
    .where('status', '=', 'approved')
    .where('hidden', '=', 0)
    .where((eb) => eb(eb.fn.coalesce('event_end_date', 'event_start_date'), '>=', from))
    .orderBy('event_start_date', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** An event's row as it stands in `db` (the caller's transaction: after an edit, its new version). */
export const findEventRow = (db: Db, postId: string): Promise<PostRow | undefined> =>
  db.selectFrom('posts').selectAll().where('id', '=', postId).where('type', 'in', [...EVENT_TYPES]).executeTakeFirst();

/** A host's name as the event's page shows it; undefined for an account that is gone. */
export const findHostName = async (db: Db, userId: string): Promise<string | undefined> =>
  (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name;

/** The events the user saved to their calendar or registered for, whatever their status, soonest first. */
export function findFollowedEvents(db: Db, userId: string, limit: number): Promise<PostRow[]> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('type', 'in', [...EVENT_TYPES])
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('calendar_entries').select('post_id').where('user_id', '=', userId)),
        eb('id', 'in', eb.selectFrom('registrations').select('post_id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('event_start_date', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Inside the removal's transaction: what calendars need of the event, and who followed it, kept after it. */
export async function insertCancellation(db: Db, row: CancellationRow): Promise<void> {
  await db.insertInto('calendar_cancellations').values(row).onConflict((oc) => oc.column('post_id').doNothing()).execute();
  const followers = db
    .selectFrom('calendar_entries')
    .select(['post_id', 'user_id'])
    .where('post_id', '=', row.post_id)
    .union(db.selectFrom('registrations').select(['post_id', 'user_id']).where('post_id', '=', row.post_id));
  await db
    .insertInto('calendar_cancellation_followers')
    .columns(['post_id', 'user_id'])
    .expression(db.selectFrom(followers.as('f')).select(['f.post_id', 'f.user_id']))
    .execute();
}

/** Drops the cancellations older than `before` (their followers go with them). */
export async function deleteCancellationsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('calendar_cancellations').where('cancelled_at', '<', before).execute();
}

export const findCancellation = (db: Db, postId: string, since: string): Promise<CancellationRow | undefined> =>
  db.selectFrom('calendar_cancellations').selectAll().where('post_id', '=', postId).where('cancelled_at', '>=', since).executeTakeFirst();

/** Cancellations of events everyone could see, of these types, since `since`. */
export const findPublicCancellations = (db: Db, types: readonly string[], since: string, limit: number): Promise<CancellationRow[]> =>
  db
    .selectFrom('calendar_cancellations')
    .selectAll()
    .where('was_public', '=', 1)
    .where('type', 'in', [...types])
    .where('cancelled_at', '>=', since)
    .orderBy('cancelled_at', 'desc')
    .limit(limit)
    .execute();

/** Cancellations of the events the user followed, since `since`. */
export const findFollowedCancellations = (db: Db, userId: string, since: string, limit: number): Promise<CancellationRow[]> =>
  db
    .selectFrom('calendar_cancellations as c')
    .innerJoin('calendar_cancellation_followers as f', 'f.post_id', 'c.post_id')
    .selectAll('c')
    .where('f.user_id', '=', userId)
    .where('c.cancelled_at', '>=', since)
    .orderBy('c.cancelled_at', 'desc')
    .limit(limit)
    .execute();

// ---- feed tokens ----

/** The account a feed token's hash belongs to, or undefined. */
export const findFeedOwner = (db: Db, tokenHash: string): Promise<FeedOwnerRow | undefined> =>
  db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.user_id', 'u.name', 'u.email', 'u.avatar', 'u.is_admin'])
    .where('f.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const findFeedOf = (db: Db, userId: string): Promise<{ created_at: string } | undefined> =>
  db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();

/** The user's feed token, replaced: the old one stops working in the same statement. */
export async function replaceFeed(db: Db, userId: string, tokenHash: string, now: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .execute();
}

export async function deleteFeed(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
