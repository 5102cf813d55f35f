import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, EventStaffTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface StaffRow {
  email: string;
  name: string | null;
  created_at: string;
  role: string;
}

/** The event's staff, first added first, with the name of the account their email belongs to (both kept lower-case). */
export function findStaff(db: Db, postId: string): Promise<StaffRow[]> {
  return db
    .selectFrom('event_staff')
    .leftJoin('users', 'users.email', 'event_staff.email')
    .select(['event_staff.email', 'users.name', 'event_staff.created_at', 'event_staff.role'])
    .where('event_staff.post_id', '=', postId)
    .orderBy('event_staff.created_at', 'asc')
    .orderBy('event_staff.email', 'asc')
    .execute();
}

export async function countStaff(db: Db, postId: string): Promise<number> {
  const row = await db
    .selectFrom('event_staff')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The role of this email on the event's staff, or undefined when it is not listed. */
export async function findStaffRole(db: Db, postId: string, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('event_staff').select('role').where('post_id', '=', postId).where('email', '=', email).executeTakeFirst();
  return row?.role;
}

/** Answers whether the email was added (false: it was on the list already). */
export async function addStaff(db: Db, row: Insertable<EventStaffTable>): Promise<boolean> {
  const result = await db.insertInto('event_staff').values(row).onConflict((oc) => oc.columns(['post_id', 'email']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setStaffRole(db: Db, postId: string, email: string, role: string): Promise<boolean> {
  const result = await db.updateTable('event_staff').set({ role }).where('post_id', '=', postId).where('email', '=', email).where('role', '<>', role).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removeStaff(db: Db, postId: string, email: string): Promise<boolean> {
  const result = await db.deleteFrom('event_staff').where('post_id', '=', postId).where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The accounts on the event's staff whose email is verified (those who may act as staff, and hear the event live),
 * with their role; with `role`, only those.
 */
export async function findStaffAccounts(db: Db, postId: string, role?: string): Promise<{ id: string; name: string; role: string }[]> {
  let query = db
    .selectFrom('event_staff')
    .innerJoin('users', 'users.email', 'event_staff.email')
    .select(['users.id', 'users.name', 'event_staff.role'])
    .where('event_staff.post_id', '=', postId)
    .where('users.email_verified_at', 'is not', null);
  if (role) query = query.where('event_staff.role', '=', role);
  return query.orderBy('event_staff.created_at', 'asc').orderBy('event_staff.email', 'asc').execute();
}

/** Among these events, those this email co-hosts: one query for a page. */
export async function findCohostedAmong(db: Db, email: string, postIds: readonly string[]): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom('event_staff')
    .select('post_id')
    .where('email', '=', email)
    .where('role', '=', 'cohost')
    .where('post_id', 'in', [...postIds])
    .execute();
  return rows.map((r) => r.post_id);
}
