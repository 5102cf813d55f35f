/**
 * A calendar month's dots are one probe of the event_days day index per day, stopped at its first event, and a
 * day's list one short index range per UTC day it overlaps, stopped after its share, with primary-key lookups
 * in posts, however many posts there are: no plan reads posts or event_days from end to end. SQLite: EXPLAIN QUERY PLAN;
 * PostgreSQL: EXPLAIN, on 4,000 events over 22 years (a month is a small share, as on a real campus).
 */
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, insertUser } from '../../test/factories.ts';
import type { PostsTable } from '../../database/schema.ts';
import { createTestDatabase, dialectName, type TestDatabase } from '../../test/test-app.ts';
import { dayEntriesQuery, daysWithEventsQuery } from './calendar.repository.ts';
import { eventDayRowsOf } from './event-days.ts';
import { localDay, localDaysOfMonth } from './local-days.ts';

describe(`calendar: query plan (${dialectName})`, () => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await createTestDatabase();
    const users: { id: string }[] = [];
    for (let i = 0; i < 50; i += 1) users.push(await insertUser(d.db));
    const start = Date.UTC(2026, 0, 1);
    const rows: PostsTable[] = Array.from({ length: 4000 }, (_, i) =>
      buildEvent(users[i % users.length]!.id, {
        event_start_date: new Date(start + i * 48 * 3_600_000).toISOString(),
        event_end_date: null,
        status: i % 10 === 0 ? 'pending' : 'approved',
      }),
    );
    for (let i = 0; i < rows.length; i += 250) await d.db.insertInto('posts').values(rows.slice(i, i + 250)).execute();
    const days = rows.flatMap((row) => eventDayRowsOf(row));
    for (let i = 0; i < days.length; i += 250) await d.db.insertInto('event_days').values(days.slice(i, i + 250)).execute();
    await d.db.executeQuery(CompiledQuery.raw('ANALYZE'));
  });
  afterAll(() => d.drop());

  const planOf = async (query: { compile: () => { sql: string; parameters: readonly unknown[] } }) => {
    const compiled = query.compile();
    const prefix = dialectName === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
    const result = await d.db.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
    return result.rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
  };

  const expectDayIndexAndPrimaryKeys = (text: string) => {
    if (dialectName === 'sqlite') {
      expect(text).toMatch(/SEARCH d USING (COVERING )?INDEX event_days_day_idx \(day=\?\)/);
      // No SCAN of either table at all, not even through an index (that too reads it end to end).
      expect(text).not.toMatch(/\bSCAN (d|p)\b/);
      expect(text).toMatch(/SEARCH p USING INDEX sqlite_autoindex_posts_1 \(id=\?\)|SEARCH p USING INTEGER PRIMARY KEY/);
      // Nor a walk of every approved post through another index of posts (what a 100,000-post campus got).
      expect(text).not.toMatch(/SEARCH p USING INDEX posts_/);
      expect(text).not.toMatch(/AUTOMATIC/);
    } else {
      expect(text).toMatch(/Index (Only )?Scan on event_days_day_idx|Index (Only )?Scan using event_days_day_idx/);
      expect(text).toMatch(/Index Scan using posts_pkey on posts p/);
      expect(text).not.toMatch(/Seq Scan on (posts|event_days)/);
    }
  };

  it("answers a month's dots with one probe of the day index per day, in a time zone off UTC", async () => {
    const text = await planOf(daysWithEventsQuery(d.db, localDaysOfMonth('2030-03', 'Asia/Kolkata')));
    expectDayIndexAndPrimaryKeys(text);
    if (dialectName === 'postgres') {
      // One EXISTS probe per row of days: an equality on the day index, stopped at the first event.
      expect(text).toMatch(/Index Cond: \(day = ANY|Index Cond: \(day = /);
      expect(text).toMatch(/SubPlan|Semi Join/);
    }
  });

  it("reads a day's list through the day index of each UTC day it overlaps, posts by primary key", async () => {
    const text = await planOf(dayEntriesQuery(d.db, localDay('2030-03-14', 'America/New_York'), 15));
    expectDayIndexAndPrimaryKeys(text);
    if (dialectName === 'postgres') expect(text).toMatch(/Limit/);
  });
});
