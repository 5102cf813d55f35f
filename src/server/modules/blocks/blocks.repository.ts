import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Blocks `blockedId` for `blockerId`; blocking twice keeps the first row. */
export async function insertBlock(db: Db, row: { blocker_id: string; blocked_id: string; created_at: string }): Promise<void> {
  await db
    .insertInto('user_blocks')
    .values(row)
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The people a student blocked, with their current name and avatar, most recent first. */
export const findBlockedPeople = (db: Db, blockerId: string) =>
  db
    .selectFrom('user_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.name', 'u.avatar', 'b.created_at'])
    .where('b.blocker_id', '=', blockerId)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.id', 'asc')
    .execute();

/** The ids a student blocked: one walk of the primary key. */
export async function findBlockedIds(db: Db, blockerId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_blocks').select('blocked_id').where('blocker_id', '=', blockerId).execute();
  return rows.map((r) => r.blocked_id);
}

export async function isBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A user's id and name, or undefined. */
export const findPerson = (db: Db, id: string) =>
  db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
