/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Likes notify a post's author, one notification per post until it is read (decision 031): `group_kind`
 * names such a grouped notification ('like') and `group_since` the time its group starts, so the group
 * counts the current likers since then. A user has at most one unread group per post and kind. A post's
 * likes are read by time from then on.
 */
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('group_kind', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('group_since', 'text').execute();
  await db.schema
    .createIndex('notifications_open_group_unique')
    .on('notifications')
    .columns(['user_id', 'post_id', 'group_kind'])
    .unique()
    .where(sql.ref('read_at'), 'is', null)
    .where(sql.ref('group_kind'), 'is not', null)
    .execute();
  await db.schema.createIndex('likes_post_time_idx').on('likes').columns(['post_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('likes_post_time_idx').execute();
  await db.schema.dropIndex('notifications_open_group_unique').execute();
  await db.schema.alterTable('notifications').dropColumn('group_since').execute();
  await db.schema.alterTable('notifications').dropColumn('group_kind').execute();
}
