/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * An event's staff get a role (decision 071):
 * - `event_staff.role`: 'door' (checks people in: everyone listed before) or 'cohost' (hosts the event with its
 *   host: edits it, manages its registrations and payments, exports them, works the door and its staff).
 * - an index by email and role: the events a signed-in person co-hosts are found by their email.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_staff').addColumn('role', 'text', (col) => col.notNull().defaultTo('door')).execute();
  await db.schema.createIndex('event_staff_email_role_idx').on('event_staff').columns(['email', 'role', 'post_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_staff_email_role_idx').execute();
  await db.schema.alterTable('event_staff').dropColumn('role').execute();
}
