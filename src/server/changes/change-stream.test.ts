/**
 * The one path out of every write: a `committing` write emits what it named after the commit, never for a
 * rollback; a write that names nothing drops everything; the caches follow the changes (per viewer for
 * marks); and, across processes, another connection to the same database hears every change: through
 * LISTEN/NOTIFY on PostgreSQL, through PRAGMA data_version on SQLite.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VersionedStore } from '../cache/versioned-store.ts';
import { PerViewerStore } from '../cache/per-viewer-store.ts';
import { createDatabase, type DatabaseHandle } from '../database/connection.ts';
import { buildPost, insertComment, insertLike, insertNotification, insertPost, insertUser } from '../test/factories.ts';
import { createTestDatabase, dialectName, type TestDatabase } from '../test/test-app.ts';
import type { Database } from '../database/schema.ts';
import type { Change } from './change.ts';
import type { Delivered } from './change-stream.ts';
import { changed, committing } from './committing.ts';
import { channelFor } from './postgres-bus.ts';

/** Resolves with the first delivered change that `matches`, or rejects after `ms`. */
function nextDelivered(handle: DatabaseHandle, matches: (change: Change) => boolean, ms = 2_000): Promise<Delivered> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('no change arrived'));
    }, ms);
    const stop = handle.changes.follow((delivered) => {
      if (!matches(delivered.change)) return;
      clearTimeout(timer);
      stop();
      resolve(delivered);
    });
  });
}

describe(`the change stream (${dialectName})`, () => {
  let database: TestDatabase;
  let a: string;
  let b: string;
  let post: string;
  const ctx = () => ({ db: database.db, changes: database.changes });
  const stamps = () => database.version.marks;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = (await insertUser(database.db)).id;
    b = (await insertUser(database.db)).id;
    post = (await insertPost(database.db, buildPost(b))).id;
  });
  afterAll(() => database.drop());

  it('emits the named changes once the transaction has committed, and moves the data version then', async () => {
    const heard: Change[] = [];
    database.changes.onChange((change) => heard.push(change));
    const before = database.version.value;
    let inside = -1;
    await committing(ctx(), async (trx) => {
      await insertLike(trx, post, a);
      changed(trx, { type: 'like', postId: post, authorId: b, visibility: 'public', userId: a, liked: true, likes: 1 });
      inside = database.version.value;
    });
    // Nothing moved while the transaction was open; everything moved after its commit.
    expect(inside).toBe(before);
    expect(database.version.value).toBeGreaterThan(before);
    expect(heard).toContainEqual(expect.objectContaining({ type: 'like', postId: post, userId: a }));
  });

  it('emits nothing for a write that rolls back', async () => {
    const heard: Change[] = [];
    database.changes.onChange((change) => heard.push(change));
    const before = database.version.value;
    await expect(
      committing(ctx(), async (trx) => {
        await insertNotification(trx, a);
        changed(trx, { type: 'notification', userId: a });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
    expect(database.version.value).toBe(before);
  });

  it("moves only the named viewers' mark stamps; a write that names nothing moves everyone's", async () => {
    let before = stamps().now;
    await committing(ctx(), async (trx) => {
      await insertLike(trx, (await insertPost(trx, buildPost(a))).id, b);
      changed(trx, { type: 'like', postId: post, authorId: a, visibility: 'public', userId: b, liked: true, likes: 1 });
    });
    expect(stamps().holds(b, before)).toBe(false);
    expect(stamps().holds(a, before)).toBe(true);

    before = stamps().now;
    await committing(ctx(), async (trx) => {
      await insertComment(trx, post, a);
      changed(trx, { type: 'comment', postId: post, authorId: b, visibility: 'public', comments: 1 });
    });
    expect(stamps().holds(a, before)).toBe(true);

    before = stamps().now;
    await committing(ctx(), (trx) => insertComment(trx, post, a));
    expect(stamps().holds(a, before)).toBe(false);
    expect(stamps().holds(b, before)).toBe(false);

    // A write outside `committing` (a script, the demo seed) names nothing either.
    before = stamps().now;
    await insertNotification(database.db, a);
    expect(stamps().holds(a, before)).toBe(false);
  });

  it('moves the users counter for changes to a person or their sessions only', async () => {
    const before = database.version.users.value;
    await committing(ctx(), async (trx) => {
      await insertNotification(trx, a);
      changed(trx, { type: 'notification', userId: a });
    });
    // A club's people changing touches nobody's session or marks.
    const marked = database.version.marks.now;
    await committing(ctx(), async (trx) => {
      await insertNotification(trx, a);
      changed(trx, { type: 'club', page: true });
    });
    expect(database.version.users.value).toBe(before);
    expect(database.version.marks.holds(a, marked)).toBe(true);
    await committing(ctx(), async (trx) => {
      await trx.updateTable('users').set({ name: 'Renamed' }).where('id', '=', a).execute();
      changed(trx, { type: 'user', userId: a });
    });
    expect(database.version.users.value).toBeGreaterThan(before);
  });

  it("keeps a viewer's value until their stamp moves, and never one read while it moved", async () => {
    const cache = new PerViewerStore<string>(stamps(), { maxEntries: 10, ttlMs: 60_000 });
    let reads = 0;
    const read = (value: string) => async () => {
      reads += 1;
      return value;
    };
    const like = (userId: string) =>
      committing(ctx(), async (trx) => changed(trx, { type: 'like', postId: post, authorId: b, visibility: 'public', userId, liked: true, likes: 1 }));
    expect(await cache.through(a, read('first'))).toBe('first');
    expect(await cache.through(a, read('again'))).toBe('first');
    expect(reads).toBe(1);
    await like(b);
    expect(await cache.through(a, read('again'))).toBe('first');
    await like(a);
    expect(await cache.through(a, read('second'))).toBe('second');
    const racing = await cache.through(b, async () => {
      await like(b);
      return 'raced';
    });
    expect(racing).toBe('raced');
    expect(await cache.through(b, read('fresh'))).toBe('fresh');
  });

  it('refuses a change named on anything but the transaction of a write, and a write opened from one', async () => {
    expect(() => changed(database.db, { type: 'notification', userId: a })).toThrow(/transaction committing\(\) gave/);
    const inner = { db: database.db, changes: database.changes };
    await expect(committing(ctx(), (trx) => committing<Database, void>({ ...inner, db: trx }, async () => undefined))).rejects.toThrow(/does not nest/);
  });

  describe('another connection to the same database (another process)', () => {
    let other: DatabaseHandle;
    beforeAll(async () => {
      other = createDatabase(database.config);
      await other.ready;
    });
    afterAll(() => other.close());

    it('hears a committed change, with its facts, and drops what it keeps', async () => {
      if (database.kind === 'postgres') {
        const heard = nextDelivered(other, (c) => c.type === 'notification' && c.userId === b);
        const before = other.version.value;
        await committing(ctx(), async (trx) => {
          await insertNotification(trx, b);
          changed(trx, { type: 'notification', userId: b });
        });
        expect((await heard).change).toEqual({ type: 'notification', userId: b });
        expect(other.version.value).toBeGreaterThan(before);
      } else {
        // SQLite says that another connection committed, not what: the other drops everything and its
        // followers are told to reset.
        other.noticeOtherWriters(true);
        const heard = nextDelivered(other, (c) => c.type === 'unknown');
        const before = other.version.value;
        await committing(ctx(), async (trx) => {
          await insertNotification(trx, b);
          changed(trx, { type: 'notification', userId: b });
        });
        other.noticeOtherWriters(true);
        expect((await heard).change).toEqual({ type: 'unknown' });
        expect(other.version.value).toBeGreaterThan(before);
      }
    });

    it('hears nothing of a rollback', async () => {
      const heard: Change[] = [];
      const stop = other.changes.follow((d) => heard.push(d.change));
      await committing(ctx(), async (trx) => {
        await insertNotification(trx, b);
        changed(trx, { type: 'notification', userId: b });
        throw new Error('refused');
      }).catch(() => undefined);
      // A committed change after it arrives alone.
      const next = nextDelivered(other, (c) => c.type !== 'notification' || database.kind === 'sqlite');
      await committing(ctx(), async (trx) => {
        await insertLike(trx, post, b);
        changed(trx, { type: 'like', postId: post, authorId: b, visibility: 'public', userId: b, liked: true, likes: 2 });
      });
      other.noticeOtherWriters(true);
      await next;
      stop();
      expect(heard.filter((c) => c.type === 'notification')).toEqual([]);
    });

    it('gives every change an id that a reconnecting client resumes after', async () => {
      const first = nextDelivered(other, () => true);
      await committing(ctx(), async (trx) => {
        await insertNotification(trx, a);
        changed(trx, { type: 'notification', userId: a });
      });
      other.noticeOtherWriters(true);
      const seen = await first;
      const second = nextDelivered(other, () => true);
      await committing(ctx(), async (trx) => {
        await insertNotification(trx, b);
        changed(trx, { type: 'notification', userId: b });
      });
      other.noticeOtherWriters(true);
      const after = await second;
      expect(other.changes.since(seen.id)?.map((d) => d.id)).toEqual([after.id]);
      expect(other.changes.since('unknown.1')).toBeNull();
    });
  });

  it.skipIf(dialectName !== 'postgres')('keeps nothing while PostgreSQL is not listening, and listens again on its own', async () => {
    const other = createDatabase(database.config);
    await other.ready;
    try {
      const kept = new VersionedStore<string>(other.version, { maxEntries: 10, ttlMs: 60_000 });
      kept.set('answer', kept.current, 'kept');
      expect(kept.get('answer')).toBe('kept');
      const resets = nextDelivered(other, (c) => c.type === 'unknown', 10_000);
      // The listening connection is cut, as a restart of PostgreSQL or a network fault would.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and query = ${`LISTEN "${channelFor(database.config.kind === 'postgres' ? database.config.schema : undefined)}"`}
        and backend_start > now() - interval '1 minute'`.execute(other.db);
      await expect.poll(() => other.changes.keeping, { timeout: 5_000, interval: 10 }).toBe(false);
      expect(kept.get('answer')).toBeUndefined();
      kept.set('answer', kept.current, 'while deaf');
      expect(kept.get('answer')).toBeUndefined();
      // Listening again: what was kept before is gone, clients are told to refetch, and keeping resumes.
      await expect.poll(() => other.changes.keeping, { timeout: 10_000, interval: 50 }).toBe(true);
      await resets;
      kept.set('answer', kept.current, 'fresh');
      expect(kept.get('answer')).toBe('fresh');
      const heard = nextDelivered(other, (c) => c.type === 'notification' && c.userId === a);
      await committing(ctx(), async (trx) => {
        await insertNotification(trx, a);
        changed(trx, { type: 'notification', userId: a });
      });
      await heard;
    } finally {
      await other.close();
    }
  });
});
