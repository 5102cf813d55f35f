import type { Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../../database/schema.ts';
import type { Position } from '../../lib/paging.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type AuditRow = AuditLogTable;

export async function insertAudit(db: Db, row: AuditRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** One page of the audit log, newest first, with each actor's current name. */
export function findAuditPage(db: Db, before: Position | null, limit: number) {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.actor_id', 'a.post_id', 'a.post_title', 'a.detail', 'a.created_at', 'a.actor_pseudonym', 'u.name as actor_name']);
  if (before) {
    q = q
      .where('a.created_at', '<=', before.t)
      .where((eb) => eb.or([eb('a.created_at', '<', before.t), eb('a.id', '<', before.id)]));
  }
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

export type AuditPageRow = Awaited<ReturnType<typeof findAuditPage>>[number];
