import type { Kysely, Transaction } from 'kysely';
import type { Database, ReportsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ReportRow = ReportsTable;

/** Throws the dialect's unique violation when the user already reported the post. */
export async function insertReport(db: Db, row: ReportRow): Promise<void> {
  await db.insertInto('reports').values(row).execute();
}

export async function bumpReportCount(db: Db, postId: string): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
}
