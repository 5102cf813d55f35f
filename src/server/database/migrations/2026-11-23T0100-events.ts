/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Events: the registration count kept on each post; the days each event is on (UTC days, so a month of the
 * calendar is one index range); and each user's personal calendar.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('registration_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Counts for posts that already have registrations.
  await db
    .updateTable('posts')
    .set((eb) => ({
      registration_count: eb
        .selectFrom('registrations')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('registrations.post_id', '=', 'posts.id'),
    }))
    .execute();

  await db.schema
    .createTable('event_days')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_days_pk', ['post_id', 'day'])
    .execute();
  await db.schema.createIndex('event_days_day_idx').on('event_days').columns(['day', 'post_id']).execute();
  await backfillEventDays(db);

  await db.schema
    .createTable('calendar_entries')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_entries_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema.createIndex('calendar_entries_post_idx').on('calendar_entries').column('post_id').execute();
  // "Which events did I register for?" and "who registered for this event, in order?"
  await db.schema.createIndex('registrations_post_idx').on('registrations').columns(['post_id', 'created_at']).execute();
}

const DAY_MS = 86_400_000;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The days of the events that exist already: UTC days from start to end (at most 31), and available dates. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfillEventDays(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('posts')
    .select(['id', 'event_start_date', 'event_end_date', 'available_dates'])
    .where('type', 'in', ['event', 'culturalEvent'])
    .execute()) as { id: string; event_start_date: string | null; event_end_date: string | null; available_dates: string | null }[];
  for (const row of rows) {
    const days = new Set<string>();
    const start = row.event_start_date ? Date.parse(row.event_start_date) : Number.NaN;
    if (!Number.isNaN(start)) {
      const parsedEnd = row.event_end_date ? Date.parse(row.event_end_date) : Number.NaN;
      const end = Number.isNaN(parsedEnd) ? start : Math.max(start, parsedEnd);
      const first = Date.parse(new Date(start).toISOString().slice(0, 10));
      for (let t = first, n = 0; t <= end && n < 31; t += DAY_MS, n += 1) days.add(new Date(t).toISOString().slice(0, 10));
    }
    try {
      const dates: unknown = JSON.parse(row.available_dates ?? '[]');
      if (Array.isArray(dates)) for (const d of dates) if (isDay(d)) days.add(d);
    } catch {
      // Unreadable dates add nothing.
    }
    if (days.size > 0) await db.insertInto('event_days').values([...days].map((day) => ({ post_id: row.id, day }))).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('registrations_post_idx').execute();
  await db.schema.dropTable('calendar_entries').execute();
  await db.schema.dropTable('event_days').execute();
  await db.schema.alterTable('posts').dropColumn('registration_count').execute();
}
