/**
 * Several processes start together on a new version over an older schema: exactly one migrates, the others wait
 * for it (PostgreSQL: an advisory lock; SQLite: the migration's own transaction), then every one of them serves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase } from './connection.ts';
import { migrateTo, migrationNames } from './migrator.ts';
import { freshDatabase, spawnQuad, type FreshDatabase, type QuadProcess } from '../test/server-process.ts';

/** The schema as the version before clubs left it. */
const OLD_VERSION = '2026-12-04T0300-payment-gateway';

describe(`three processes start at once on an old schema (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  let fresh: FreshDatabase;
  const running: QuadProcess[] = [];

  beforeAll(async () => {
    fresh = await freshDatabase('migrate');
    const config = fresh.kind === 'postgres' ? { kind: 'postgres' as const, url: fresh.url } : { kind: 'sqlite' as const, file: fresh.url };
    const old = createDatabase(config);
    try {
      await old.ready;
      await migrateTo(old.db, OLD_VERSION);
    } finally {
      await old.close();
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(running.map((quad) => quad.stop()));
    await fresh?.cleanup();
  });

  it('has one of them migrate while the others wait, and all three serve the new version', async () => {
    const started = await Promise.allSettled([0, 1, 2].map(() => spawnQuad(fresh.url, { DEMO_DATA: 'off', WORKERS: '1', STREAM_PROCESS: 'off' })));
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;

    const migrated = running.filter((quad) => /Migrated the database: \d+ migrations? applied/.test(quad.output()));
    expect(migrated, running.map((quad) => quad.output()).join('\n---\n')).toHaveLength(1);
    for (const quad of running) {
      expect(quad.output()).not.toMatch(/Could not prepare the database/);
      expect((await fetch(`${quad.url}/api/health`)).status).toBe(200);
    }

    const config = fresh.kind === 'postgres' ? { kind: 'postgres' as const, url: fresh.url } : { kind: 'sqlite' as const, file: fresh.url };
    const check = createDatabase(config);
    try {
      await check.ready;
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(check.db);
      expect(applied.rows.map((row) => row.name)).toEqual([...migrationNames()].sort());
      // The newest tables are there, made once: the club categories it seeds are not doubled.
      const categories = await sql<{ n: number | string }>`select count(*) as n from club_categories`.execute(check.db);
      expect(Number(categories.rows[0]?.n)).toBe(6);
    } finally {
      await check.close();
    }
  }, 120_000);
});
