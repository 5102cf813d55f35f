/**
 * The SQLite search index kept merged (decision 019): a bulk load or a campus growing a post at a time leaves
 * FTS5 with many segments; bounded merge steps bring it to one without changing any answer. (PostgreSQL's
 * trigram index needs no such step; this runs on SQLite in both suites.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import * as feed from '../modules/feed/feed.repository.ts';
import { sqliteSearch } from '../modules/feed/search/sqlite-search.repository.ts';
import { createDatabase } from './connection.ts';
import { buildPost, insertPost, insertUser } from '../test/factories.ts';
import { migrateToLatest } from './migrator.ts';
import { mergeSearchIndex, mergeSearchIndexFully } from './search-index.ts';

describe('merging the SQLite search index', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quad-search-index-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('merges the segments a post at a time leaves, step by step, and every search answers the same', async () => {
    const database = createDatabase({ kind: 'sqlite', file: join(dir, 'quad.db') });
    try {
      await migrateToLatest(database.db);
      const author = await insertUser(database.db);
      // One transaction per post, as a campus grows: each leaves a segment until FTS5's automerge folds a level.
      for (let i = 0; i < 120; i += 1) {
        await insertPost(database.db, buildPost(author.id, { title: `Notes ${i}`, content: i % 40 === 0 ? `A tesseract, take ${i}` : `Library hours ${i}` }));
      }
      const segments = async () =>
        Number((await sql<{ n: number }>`select count(*) as n from posts_search_idx`.execute(database.db)).rows[0]?.n);
      const answers = async () => {
        const out: string[][] = [];
        for (const q of ['tesseract', 'library', 'notes 11']) {
          const filter = { q };
          const rows = await feed.feedQuery(database.db, sqliteSearch, feed.PUBLIC_FEED, filter, 200, ['index']).execute();
          out.push(rows.map((r) => r.id));
        }
        return out;
      };
      const before = await answers();
      expect(before.map((ids) => ids.length)).toEqual([3, 117, 11]);
      const spread = await segments();
      expect(await mergeSearchIndex(database.db)).toBe(true);
      await mergeSearchIndexFully(database.db);
      expect(await segments()).toBeLessThan(spread);
      // Nothing left: a step merges nothing.
      expect(await mergeSearchIndex(database.db)).toBe(false);
      expect(await answers()).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
