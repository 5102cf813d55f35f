/**
 * `npm run backup`'s core: an online backup of a SQLite database that another connection keeps writing to.
 * The copy passes SQLite's integrity check and holds one consistent moment: every post's kept like count
 * equals its like rows. (PostgreSQL is backed up with pg_dump; this runs on SQLite in both suites.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findInvariantViolations } from '../test/invariants.ts';
import { backupSqlite } from './backup.ts';
import { createDatabase } from './connection.ts';
import { buildPost, insertLike, insertPost, insertUser } from '../test/factories.ts';
import { migrateToLatest } from './migrator.ts';

describe('backup of the SQLite database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quad-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies a database that is being written to, consistently, with its integrity checked', async () => {
    const file = join(dir, 'live.db');
    const live = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(live.db);
    const author = await insertUser(live.db);
    const posts: { id: string }[] = [];
    for (let i = 0; i < 50; i += 1) posts.push(await insertPost(live.db, buildPost(author.id, { title: `Post ${i}` })));

    // Writes go on while the backup runs: each like and its count change in one transaction.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const liker = await insertUser(live.db);
        await live.db.transaction().execute(async (trx) => {
          for (const post of posts.slice(0, 10)) await insertLike(trx, post.id, liker.id);
        });
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const result = await backupSqlite(file, join(dir, 'copies', 'copy.db'));
    writing = false;
    await writer;
    await live.close();

    expect(written).toBeGreaterThan(0);
    expect(result.pages).toBeGreaterThan(0);
    const copy = createDatabase({ kind: 'sqlite', file: result.file });
    try {
      const rows = await copy.db.selectFrom('posts').select('id').execute();
      expect(rows).toHaveLength(50);
      expect(await findInvariantViolations(copy.db)).toEqual([]);
    } finally {
      await copy.close();
    }
  });

  it('runs as npm run backup against the configured database', () => {
    const file = join(dir, 'configured.db');
    const target = join(dir, 'out', 'configured-copy.db');
    const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: file },
      encoding: 'utf8',
    });
    expect(migrate.status, migrate.stderr).toBe(0);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', target], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: file },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('integrity ok');
  }, 30_000);
});
