/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Anonymous authors in the audit log (decision 067):
 * - `audit_log.actor_pseudonym`: when the actor acted on their own anonymous post, the post's pseudonym, which
 *   the log shows in place of their name (the post may be deleted since). Null for every other entry.
 *   Entries written before are filled from the posts that still exist.
 */
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('actor_pseudonym', 'text').execute();
  await sql`
    UPDATE audit_log SET actor_pseudonym = (
      SELECT COALESCE(p.pseudonym, 'Anonymous') FROM posts p
      WHERE p.id = audit_log.post_id AND p.user_id = audit_log.actor_id AND p.anonymous = 1
    )
    WHERE post_id IS NOT NULL AND actor_id IS NOT NULL
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('actor_pseudonym').execute();
}
