/**
 * The SQLite connection keeps the pages it reads in its own cache, 64 MiB unless configured (decision 022):
 * SQLite's default of 2 MiB sent nearly every read of a large campus to the OS, whose file cache a host may
 * drop within minutes. (SQLite only; it runs in both suites.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './connection.ts';

describe('the SQLite connection', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quad-connection-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cacheSizeOf = async (cacheMb?: number) => {
    const database = createDatabase({ kind: 'sqlite', file: join(dir, `cache-${cacheMb ?? 'default'}.db`), cacheMb });
    try {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(database.db);
      return rows[0]?.cache_size;
    } finally {
      await database.close();
    }
  };

  it('keeps 64 MiB of pages by default, and the configured size when given (negative: KiB)', async () => {
    expect(await cacheSizeOf()).toBe(-64 * 1024);
    expect(await cacheSizeOf(256)).toBe(-256 * 1024);
  });
});
