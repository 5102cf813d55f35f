/**
 * The database's invariants, checked after fuzzing, crashes and load: every kept count equals its rows, and no
 * row points at something that is gone. Answers the violations found, as readable lines (empty: all hold).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

type Db = Kysely<Database>;
type ChildTable = 'comments' | 'likes' | 'reports' | 'registrations' | 'post_media' | 'event_days' | 'calendar_entries';

async function countsByPost(db: Db, table: 'comments' | 'likes' | 'registrations' | 'reports', openOnly = false) {
  let query = db
    .selectFrom(table)
    .select(['post_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('post_id');
  if (openOnly) query = query.where('resolved_at' as never, 'is', null);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.post_id, Number(r.n)]));
}

export async function findInvariantViolations(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'like_count', 'comment_count', 'report_count', 'registration_count'])
    .execute();
  const likes = await countsByPost(db, 'likes');
  const comments = await countsByPost(db, 'comments');
  const registrations = await countsByPost(db, 'registrations');
  const openReports = await countsByPost(db, 'reports', true);
  for (const p of posts) {
    const pairs: [string, number, number][] = [
      ['like_count', Number(p.like_count), likes.get(p.id) ?? 0],
      ['comment_count', Number(p.comment_count), comments.get(p.id) ?? 0],
      ['registration_count', Number(p.registration_count), registrations.get(p.id) ?? 0],
      ['report_count', Number(p.report_count), openReports.get(p.id) ?? 0],
    ];
    for (const [name, kept, counted] of pairs) {
      if (kept !== counted) problems.push(`post ${p.id}: ${name} is ${kept} but ${counted} rows exist`);
    }
  }

  // A post remembers an admin's dismissal only if it happened: its latest dismissed report was resolved then.
  const dismissals = await db
    .selectFrom('posts as p')
    .select(['p.id', 'p.reports_dismissed_at'])
    .where('p.reports_dismissed_at', 'is not', null)
    .where((eb) =>
      eb(
        'p.reports_dismissed_at',
        '<>',
        eb.fn.coalesce(
          eb.selectFrom('reports as r').select((r) => r.fn.max('r.resolved_at').as('t')).whereRef('r.post_id', '=', 'p.id').where('r.outcome', '=', 'dismissed'),
          eb.val(''),
        ),
      ),
    )
    .execute();
  for (const d of dismissals) problems.push(`post ${d.id}: reports dismissed at ${d.reports_dismissed_at} but no report was dismissed then`);

  const children: ChildTable[] = ['comments', 'likes', 'reports', 'registrations', 'post_media', 'event_days', 'calendar_entries'];
  for (const table of children) {
    const orphans = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('post_id', 'not in', (eb) => eb.selectFrom('posts').select('id'))
      .executeTakeFirstOrThrow();
    if (Number(orphans.n) > 0) problems.push(`${table}: ${orphans.n} rows point at a post that is gone`);
  }
  const userOwned = ['posts', 'comments', 'likes', 'reports', 'registrations', 'notifications', 'sessions', 'calendar_entries'] as const;
  for (const table of userOwned) {
    const orphans = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', 'not in', (eb) => eb.selectFrom('users').select('id'))
      .executeTakeFirstOrThrow();
    if (Number(orphans.n) > 0) problems.push(`${table}: ${orphans.n} rows point at a user who is gone`);
  }
  const mediaOrphans = await db
    .selectFrom('post_media')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('hash', 'not in', (eb) => eb.selectFrom('media').select('hash'))
    .executeTakeFirstOrThrow();
  if (Number(mediaOrphans.n) > 0) problems.push(`post_media: ${mediaOrphans.n} rows point at a picture that is gone`);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) problems.push(...(await searchIndexViolations(db)));
  return problems;
}

/** SQLite: the search index is in step with the posts: one key per post, one indexed row per key. */
async function searchIndexViolations(db: Db): Promise<string[]> {
  const counts = await sql<{ posts: number; keys: number; keyed: number; indexed: number }>`
    select (select count(*) from posts) as posts,
           (select count(*) from post_search_keys) as keys,
           (select count(*) from post_search_keys k join posts p on p.id = k.post_id) as keyed,
           (select count(*) from posts_search) as indexed
  `.execute(db);
  const c = counts.rows[0];
  if (!c) return ['search index: no counts'];
  const { posts, keys, keyed, indexed } = { posts: Number(c.posts), keys: Number(c.keys), keyed: Number(c.keyed), indexed: Number(c.indexed) };
  return posts === keys && keys === keyed && keys === indexed ? [] : [`search index: ${posts} posts, ${keys} keys (${keyed} of existing posts), ${indexed} indexed rows`];
}
