/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Which stored pictures (media) each post references, so a picture is deleted once nothing uses it.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('post_media')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull().references('media.hash'))
    .addPrimaryKeyConstraint('post_media_pk', ['post_id', 'hash'])
    .execute();
  // "Does any post still use this picture?" is asked by hash.
  await db.schema.createIndex('post_media_hash_idx').on('post_media').column('hash').execute();
  // "Is this picture someone's avatar?" is asked by the avatar URL.
  await db.schema.createIndex('users_avatar_idx').on('users').column('avatar').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_avatar_idx').execute();
  await db.schema.dropTable('post_media').execute();
}
