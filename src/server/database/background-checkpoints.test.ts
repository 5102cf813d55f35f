/**
 * The WAL is checkpointed by a worker thread, not inside a request's commit (decision 020). SQLite's own
 * checkpoint waits for BACKSTOP_PAGES, so without the worker a few dozen writes would stay in the WAL and the
 * database file alone would not hold them. (SQLite only; it runs in both suites.)
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './connection.ts';
import { buildPost, insertPost, insertUser } from '../test/factories.ts';
import { migrateToLatest } from './migrator.ts';

/** Rows of `posts` in the database file alone, read from a copy without its WAL; null if the copy is torn. */
function postsInFileAlone(file: string, dir: string): number | null {
  const copy = join(dir, 'copy.db');
  rmSync(`${copy}-wal`, { force: true });
  copyFileSync(file, copy);
  try {
    const db = new SQLite(copy, { readonly: true });
    try {
      return (db.prepare('select count(*) as n from posts').get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

describe('background checkpoints', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quad-checkpoints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('moves committed writes into the database file within moments, and close leaves no WAL behind', async () => {
    const file = join(dir, 'quad.db');
    const database = createDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(database.db);
      const author = await insertUser(database.db);
      for (let i = 0; i < 40; i += 1) {
        await insertPost(database.db, buildPost(author.id, { title: `Checkpointed ${i}`, content: 'Long enough to take a page. '.repeat(40) }));
      }
      let seen: number | null = null;
      for (const started = Date.now(); Date.now() - started < 10_000; ) {
        seen = postsInFileAlone(file, dir);
        if (seen === 40) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toBe(40);
      expect(existsSync(`${file}-wal`)).toBe(true);
    } finally {
      await database.close();
    }
    // The worker's connection closed first, so the main one was the last: SQLite checkpointed and removed the WAL.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = new SQLite(file, { readonly: true });
    expect((reopened.prepare('select count(*) as n from posts').get() as { n: number }).n).toBe(40);
    reopened.close();
  });
});
