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

/** The post's open (unresolved) report count, as kept on the post. */
export async function findOpenReportCount(db: Db, postId: string): Promise<number> {
  const row = await db.selectFrom('posts').select('report_count').where('id', '=', postId).executeTakeFirst();
  return Number(row?.report_count ?? 0);
}

/** Who reported the post and is still waiting for the outcome. */
export async function findOpenReporterIds(db: Db, postId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('reports')
    .select('user_id')
    .where('post_id', '=', postId)
    .where('resolved_at', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Closes the post's open reports with an outcome; answers the reporters. */
export async function resolveReports(db: Db, postId: string, outcome: 'dismissed', now: string): Promise<string[]> {
  const reporters = await findOpenReporterIds(db, postId);
  if (reporters.length === 0) return [];
  await db
    .updateTable('reports')
    .set({ resolved_at: now, outcome })
    .where('post_id', '=', postId)
    .where('resolved_at', 'is', null)
    .execute();
  return reporters;
}

/** Open reports, newest first, with their reporter and the reported post and its author. */
export function findOpenReports(db: Db, limit: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .innerJoin('users as reporter', 'reporter.id', 'r.user_id')
    .innerJoin('users as author', 'author.id', 'p.user_id')
    .select([
      'r.id',
      'r.reason',
      'r.created_at',
      'r.post_id',
      'reporter.id as reporter_id',
      'reporter.name as reporter_name',
      'p.title as post_title',
      'p.content as post_content',
      'p.type as post_type',
      'p.status as post_status',
      'p.hidden as post_hidden',
      'p.images as post_images',
      'p.created_at as post_created_at',
      'author.id as author_id',
      'author.name as author_name',
    ])
    .where('r.resolved_at', 'is', null)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export type OpenReportRow = Awaited<ReturnType<typeof findOpenReports>>[number];
