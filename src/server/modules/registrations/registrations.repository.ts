import type { Kysely, Transaction } from 'kysely';
import type { Database, RegistrationsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type RegistrationRow = RegistrationsTable;

/** Throws the dialect's unique violation when the user is already registered for the event. */
export async function insertRegistration(db: Db, row: RegistrationRow): Promise<void> {
  await db.insertInto('registrations').values(row).execute();
}

/** Moves the event's kept registration count by one, in SQL. */
export async function bumpRegistrationCount(db: Db, postId: string): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ registration_count: eb('registration_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
}

/** The ids of the events the user registered for, newest registration first. */
export async function findRegisteredEventIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('registrations')
    .select('post_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('post_id', 'asc')
    .execute();
  return rows.map((r) => r.post_id);
}

/** The kept registration count of each of the user's own events and cultural events. */
export function findOwnEventCounts(db: Db, userId: string) {
  return db
    .selectFrom('posts')
    .select(['id', 'registration_count'])
    .where('user_id', '=', userId)
    .where('type', 'in', ['event', 'culturalEvent'])
    .execute();
}

/** An event's registrations, oldest first (the export's order). */
export function findEventRegistrations(db: Db, postId: string): Promise<RegistrationRow[]> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('post_id', '=', postId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
