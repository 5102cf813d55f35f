/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Each post carries a version: 1 when written, one more at every edit (in the edit's own statement). An admin's
 * approval or rejection names the version they reviewed, so a post edited since is not decided unseen.
 * Avatars that link elsewhere (Google's picture, kept at sign-in until now) are dropped: every picture Quad
 * shows is its own (decision 027).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.updateTable('users').set({ avatar: null }).where('avatar', 'like', 'http%').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('version').execute();
}
