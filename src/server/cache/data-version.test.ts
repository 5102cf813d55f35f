/**
 * What moves the data version and each viewer's mark stamps (decision 018): the kept marks of a student may
 * outlive other people's writes only because every write to likes, reports or posts either declares whose
 * marks it changes or counts as changing everyone's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PerViewerStore } from './per-viewer-store.ts';
import { createTestDatabase, dialectName, type TestDatabase } from '../test/test-app.ts';
import { sql } from 'kysely';
import { changingMarksOf } from './data-version.ts';
import { MARK_TABLES } from './viewer-marks.ts';
import { buildPost, insertComment, insertLike, insertNotification, insertPost, insertUser } from '../test/factories.ts';

describe(`data version and mark stamps (${dialectName})`, () => {
  let database: TestDatabase;
  let a: string;
  let b: string;
  let post: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = (await insertUser(database.db)).id;
    b = (await insertUser(database.db)).id;
    post = (await insertPost(database.db, buildPost(b))).id;
  });
  afterAll(() => database.drop());

  const stamps = () => database.version.marks;
  const marked = {
    get db() {
      return database.db;
    },
    get dataVersion() {
      return database.version;
    },
  };

  it("moves only the declared viewers' stamps, after each write and again once the transaction is over", async () => {
    const before = stamps().now;
    const versionBefore = database.version.value;
    let inside = -1;
    await changingMarksOf(marked, [a], (db) =>
      db.transaction().execute(async (trx) => {
        await insertLike(trx, post, a);
        // Inside the transaction the write has already moved a's stamp, and nobody else's.
        expect(stamps().holds(a, before)).toBe(false);
        expect(stamps().holds(b, before)).toBe(true);
        inside = stamps().now;
      }),
    );
    expect(database.version.value).toBeGreaterThan(versionBefore);
    expect(stamps().holds(b, before)).toBe(true);
    // A read of a's marks that started after the write but before the commit (on PostgreSQL, another
    // connection would not see the like yet) is not kept: the stamp moved again once the transaction was over.
    expect(stamps().holds(a, inside)).toBe(false);
    expect(stamps().holds(a, stamps().now)).toBe(true);
  });

  it("moves nobody's stamp for a declared counter-only write, but still the data version", async () => {
    const before = stamps().now;
    const versionBefore = database.version.value;
    await changingMarksOf(marked, [], (db) => insertComment(db, post, a));
    expect(database.version.value).toBeGreaterThan(versionBefore);
    expect(stamps().holds(a, before)).toBe(true);
    expect(stamps().holds(b, before)).toBe(true);
  });

  it("counts an undeclared write to likes, reports or posts as changing everyone's marks, and one elsewhere as changing none", async () => {
    const before = stamps().now;
    await insertNotification(database.db, a);
    expect(stamps().holds(a, before)).toBe(true);
    await insertPost(database.db, buildPost(a));
    expect(stamps().holds(a, before)).toBe(false);
    expect(stamps().holds(b, before)).toBe(false);
    expect(stamps().holds(b, stamps().now)).toBe(true);
  });

  it("counts an undeclared write to each table the marks are read from (viewer-marks.ts) as changing everyone's marks", async () => {
    // A flag read from a new table is kept only because writes to it drop kept marks: the table must be watched.
    expect(MARK_TABLES.size).toBeGreaterThan(0);
    for (const table of MARK_TABLES) {
      const before = stamps().now;
      await database.db.deleteFrom(table).where(sql<boolean>`1 = 0`).execute();
      expect(stamps().holds(a, before), table).toBe(false);
      expect(stamps().holds(b, before), table).toBe(false);
    }
    const before = stamps().now;
    await database.db.deleteFrom('comments').where(sql<boolean>`1 = 0`).execute();
    expect(stamps().holds(a, before)).toBe(true);
  });

  it('moves the users counter at writes to users only (what a kept session depends on)', async () => {
    const before = database.version.users.value;
    await insertLike(database.db, (await insertPost(database.db, buildPost(a))).id, b);
    await insertNotification(database.db, a);
    expect(database.version.users.value).toBe(before);
    await database.db.updateTable('users').set({ name: 'Renamed' }).where('id', '=', a).execute();
    expect(database.version.users.value).toBe(before + 1);
  });

  it("keeps a viewer's value until their stamp moves, and never one read while it moved", async () => {
    const cache = new PerViewerStore<string>(stamps(), { maxEntries: 10, ttlMs: 60_000 });
    let reads = 0;
    const read = (value: string) => async () => {
      reads += 1;
      return value;
    };
    expect(await cache.through(a, read('first'))).toBe('first');
    expect(await cache.through(a, read('again'))).toBe('first');
    expect(reads).toBe(1);
    // Any undeclared write to the marks' tables (posts, here) drops every kept value.
    const byA = (await insertPost(database.db, buildPost(a))).id;
    const byB = (await insertPost(database.db, buildPost(b))).id;
    expect(await cache.through(a, read('renewed'))).toBe('renewed');
    // Another viewer's like leaves a's kept value.
    await changingMarksOf(marked, [b], (db) => insertLike(db, byA, b));
    expect(await cache.through(a, read('again'))).toBe('renewed');
    // a's own write drops it.
    await changingMarksOf(marked, [a], (db) => insertLike(db, byB, a));
    expect(await cache.through(a, read('second'))).toBe('second');
    // A read during which a's marks change is answered but not kept.
    const racing = await cache.through(b, async () => {
      await changingMarksOf(marked, [b], async () => undefined);
      return 'raced';
    });
    expect(racing).toBe('raced');
    expect(await cache.through(b, read('fresh'))).toBe('fresh');
    // A read that answers null (too much to keep) is not kept.
    const c = (await insertUser(database.db)).id;
    expect(await cache.through(c, async () => null)).toBeNull();
    expect(await cache.through(c, read('kept'))).toBe('kept');
  });
});
