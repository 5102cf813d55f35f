/**
 * The migration that makes the SQLite search index's keys follow created_at (decision 021), on a database whose
 * posts were keyed in the order they were written. (PostgreSQL has no such keys; this runs on SQLite in both
 * suites.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import * as feed from '../modules/feed/feed.repository.ts';
import { sqliteSearch } from '../modules/feed/search/sqlite-search.repository.ts';
import { findInvariantViolations } from '../test/invariants.ts';
import { createDatabase } from './connection.ts';
import { buildPost, insertPost, insertUser } from '../test/factories.ts';
import * as searchKeysByTime from './migrations/2026-11-23T2100-search-keys-by-time.ts';
import { migrateToLatest } from './migrator.ts';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

describe('search keys by time (migration 2026-11-23T2100)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quad-search-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keys the posts already there by their time, and every post written after it', async () => {
    const database = createDatabase({ kind: 'sqlite', file: join(dir, 'quad.db') });
    try {
      const db = database.db;
      await migrateToLatest(db);
      // Back to keys in the order of writing, then posts written out of time order, two in one millisecond.
      await searchKeysByTime.down(db);
      const author = await insertUser(db);
      const same = daysAgo(3);
      const written = [
        await insertPost(db, buildPost(author.id, { title: 'Comet watch', created_at: daysAgo(1) })),
        await insertPost(db, buildPost(author.id, { title: 'Comet photos', created_at: daysAgo(5) })),
        await insertPost(db, buildPost(author.id, { title: 'Comet club', created_at: same })),
        await insertPost(db, buildPost(author.id, { title: 'Comet talk', created_at: same })),
        await insertPost(db, buildPost(author.id, { title: 'Comet notes', created_at: daysAgo(2) })),
      ];
      await searchKeysByTime.up(db);
      const later = await insertPost(db, buildPost(author.id, { title: 'Comet, found late', created_at: daysAgo(4) }));

      const all = [...written, later];
      const createdAt = new Map(all.map((p) => [p.id, p.created_at]));
      // Walking the keys upwards never goes back in time (posts of one millisecond may come in either order).
      const keyOrder = (await sql<{ post_id: string }>`select post_id from post_search_keys order by key`.execute(db)).rows.map((r) => createdAt.get(r.post_id));
      expect(keyOrder).toHaveLength(all.length);
      expect(keyOrder).toEqual([...keyOrder].sort());
      // The search reads the index newest first and gives the feed's order: time, then id, both descending.
      const feedOrder = [...all]
        .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
        .map((p) => p.id);
      expect((await feed.findFeedPage(db, sqliteSearch, feed.PUBLIC_FEED, { q: 'comet' }, 21)).map((p) => p.id)).toEqual(feedOrder);
      expect((await feed.findFeedPage(db, sqliteSearch, feed.PUBLIC_FEED, { q: 'comet' }, 3)).map((p) => p.id)).toEqual(feedOrder.slice(0, 3));
      expect(await feed.chooseSearchPaths(db, sqliteSearch, feed.PUBLIC_FEED, { q: 'comet' }, 21)).toEqual(['index']);
      expect(await findInvariantViolations(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
