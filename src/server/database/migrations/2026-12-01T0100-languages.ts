/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Languages (decision 055):
 * - `users.locale`: the language the account chose in its profile ('en', 'hi'), in which its emails are written;
 *   null until it chooses one (English).
 * - `notifications.template`, `notifications.template_values`: what a stored notification says, as its English
 *   template and its values (JSON), so that it is said in its reader's language when it is read. `message` keeps
 *   the English text. Null on notifications written before, and on those written without a template.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('template', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('template_values', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('template_values').execute();
  await db.schema.alterTable('notifications').dropColumn('template').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
