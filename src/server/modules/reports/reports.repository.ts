import type { Kysely, Transaction } from 'kysely';
import type { Database, PostAutoHidesTable, ReportsTable } from '../../database/schema.ts';

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

/**
 * How many of the post's open reports come from established accounts: made at or before `joinedBy`, with a
 * post of theirs that is approved and visible, or a comment on an approved post. Only these count toward
 * hiding a post, so a few throwaway accounts cannot hide one.
 */
export async function countEstablishedOpenReports(db: Db, postId: string, joinedBy: string): Promise<number> {
  const row = await db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('r.post_id', '=', postId)
    .where('r.resolved_at', 'is', null)
    .where('u.created_at', '<=', joinedBy)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('posts as own')
            .select('own.id')
            .whereRef('own.user_id', '=', 'u.id')
            .where('own.status', '=', 'approved')
            .where('own.hidden', '=', 0),
        ),
        eb.exists(
          eb
            .selectFrom('comments as c')
            .innerJoin('posts as commented', 'commented.id', 'c.post_id')
            .select('c.id')
            .whereRef('c.user_id', '=', 'u.id')
            .where('commented.status', '=', 'approved'),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
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

/**
 * Dismisses the post's open reports, and remembers on the post when, so later reports no longer hide it
 * (until it is edited); answers the reporters.
 */
export async function dismissReports(db: Db, postId: string, now: string): Promise<string[]> {
  const reporters = await findOpenReporterIds(db, postId);
  if (reporters.length === 0) return [];
  await db
    .updateTable('reports')
    .set({ resolved_at: now, outcome: 'dismissed' })
    .where('post_id', '=', postId)
    .where('resolved_at', 'is', null)
    .execute();
  await db.updateTable('posts').set({ reports_dismissed_at: now }).where('id', '=', postId).execute();
  return reporters;
}

/** Open reports, newest first, with their reporter and the reported post and its author. */
export function findOpenReports(db: Db, limit: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .innerJoin('users as reporter', 'reporter.id', 'r.user_id')
    .innerJoin('users as author', 'author.id', 'p.user_id')
    .leftJoin('post_auto_hides as ah', 'ah.post_id', 'p.id')
    .select([
      'ah.hidden_at as auto_hidden_at',
      'ah.reports as auto_hidden_reports',
      'ah.weight as auto_hidden_weight',
      'ah.threshold as auto_hidden_threshold',
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
      'p.user_id',
      'p.anonymous',
      'p.pseudonym',
      'p.pseudonym_hue',
      'p.flagged as post_flagged',
    ])
    .where('r.resolved_at', 'is', null)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export type OpenReportRow = Awaited<ReturnType<typeof findOpenReports>>[number];

/** Posts the word filter flagged (decision 046) that no open report lists, newest first. */
export function findFlaggedUnreported(db: Db, limit: number) {
  return db
    .selectFrom('posts as p')
    .innerJoin('users as author', 'author.id', 'p.user_id')
    .select([
      'p.id as post_id',
      'p.title as post_title',
      'p.content as post_content',
      'p.type as post_type',
      'p.status as post_status',
      'p.hidden as post_hidden',
      'p.images as post_images',
      'p.created_at as post_created_at',
      'author.id as author_id',
      'author.name as author_name',
      'p.anonymous',
      'p.pseudonym',
      'p.pseudonym_hue',
    ])
    .where('p.flagged', '=', 1)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('reports as r').select('r.id').whereRef('r.post_id', '=', 'p.id').where('r.resolved_at', 'is', null))),
    )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

export type FlaggedPostRow = Awaited<ReturnType<typeof findFlaggedUnreported>>[number];

// ---- Anonymous Consights (decision 043) ----

/** Whether the post was ever reported (its reports open, or resolved and kept). */
export async function wasReported(db: Db, postId: string): Promise<boolean> {
  const row = await db.selectFrom('reports').select('id').where('post_id', '=', postId).limit(1).executeTakeFirst();
  return row !== undefined;
}

// ---- Weighted hiding behind the campus gate (decision 045) ----

/** Each open reporter of the post with what weighs their report: their account and their past reports' outcomes. */
export async function findOpenReporterRecords(db: Db, postId: string) {
  const rows = await db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.email_verified_at',
      'u.created_at',
      eb
        .selectFrom('upheld_reports as up')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('up.user_id', '=', 'u.id')
        .as('upheld'),
      eb
        .selectFrom('reports as past')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('past.user_id', '=', 'u.id')
        .where('past.outcome', '=', 'dismissed')
        .as('dismissed'),
    ])
    .where('r.post_id', '=', postId)
    .where('r.resolved_at', 'is', null)
    .execute();
  return rows.map((row) => ({ ...row, upheld: Number(row.upheld ?? 0), dismissed: Number(row.dismissed ?? 0) }));
}

/** Remembers that these reporters' reports of the post were upheld (an admin removed it). */
export async function insertUpheldReports(db: Db, userIds: readonly string[], postId: string, now: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('upheld_reports')
    .values(userIds.map((user_id) => ({ user_id, post_id: postId, upheld_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .execute();
}

/** Why reports hid the post: written at each automatic hide, the latest kept. */
export async function saveAutoHide(db: Db, row: PostAutoHidesTable): Promise<void> {
  const { post_id: _postId, ...rest } = row;
  await db
    .insertInto('post_auto_hides')
    .values(row)
    .onConflict((oc) => oc.column('post_id').doUpdateSet(rest))
    .execute();
}
