/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * When an admin last dismissed a post's reports: from then on, until the post is edited, reports about it
 * are recorded and listed for the admins but never hide it again. Posts whose reports were dismissed before
 * this migration take the time of their latest dismissal.
 */
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('reports_dismissed_at', 'text').execute();
  await db
    .updateTable('posts')
    .set({
      reports_dismissed_at: sql`(select max(r.resolved_at) from reports r where r.post_id = posts.id and r.outcome = 'dismissed')`,
    })
    .where(sql<boolean>`exists (select 1 from reports r where r.post_id = posts.id and r.outcome = 'dismissed')`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('reports_dismissed_at').execute();
}
