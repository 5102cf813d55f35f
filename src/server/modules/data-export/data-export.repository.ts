/**
 * The data download's read model (decision 047): every row Quad keeps that is about one account, read from each
 * table by the account's id. It reads only; each table's writes stay with the module that owns it. Never a
 * password hash, a token or its hash, or another person's registration.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const findAccount = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'avatar', 'is_admin', 'google_sub', 'created_at', 'updated_at', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();

export const findPostsOf = (db: Db, userId: string) =>
  db.selectFrom('posts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();

export const findCommentsOf = (db: Db, userId: string) =>
  db
    .selectFrom('comments')
    .select(['id', 'post_id', 'text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();

export const findLikesOf = (db: Db, userId: string) =>
  db.selectFrom('likes').select(['post_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'asc').execute();

export const findReportsOf = (db: Db, userId: string) =>
  db
    .selectFrom('reports')
    .select(['id', 'post_id', 'reason', 'created_at', 'resolved_at', 'outcome'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();

export const findRegistrationsOf = (db: Db, userId: string) =>
  db.selectFrom('registrations').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();

export const findCalendarOf = (db: Db, userId: string) =>
  db.selectFrom('calendar_entries').select(['post_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'asc').execute();

export const findNotificationsOf = (db: Db, userId: string) =>
  db
    .selectFrom('notifications')
    .select(['id', 'message', 'type', 'post_id', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();

export const findEmailOptOutsOf = (db: Db, userId: string) =>
  db.selectFrom('email_opt_outs').select(['kind', 'created_at']).where('user_id', '=', userId).orderBy('kind', 'asc').execute();

/** Sessions the sweep has not deleted yet: dates and device, never the token's hash. */
export const findSessionsOf = (db: Db, userId: string) =>
  db
    .selectFrom('sessions')
    .select(['device', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();

export const findBlocksOf = (db: Db, userId: string) =>
  db
    .selectFrom('user_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.name', 'b.created_at'])
    .where('b.blocker_id', '=', userId)
    .orderBy('b.created_at', 'asc')
    .execute();
