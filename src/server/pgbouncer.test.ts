/**
 * Behind PgBouncer in transaction mode (Debian's pgbouncer 1.18, which carries no prepared statements): Quad finds
 * that out by itself and sends statements unnamed; without a direct connection for LISTEN and the migrations'
 * lock it refuses to start and says what to set; a listener through the pooler is called deaf, not trusted. The
 * multi-process tests run through PgBouncer too (multi-process.test.ts). PostgreSQL only.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createDatabase } from './database/connection.ts';
import { newId } from './database/values.ts';
import { pgbouncerBinary, startPgbouncer, type Pgbouncer } from './test/pgbouncer.ts';
import { spawnQuad } from './test/server-process.ts';
import { databaseUrl as directUrl, onServer } from './test/template-database.ts';
import { TEST_DATABASE_URL } from './test/test-app.ts';

const RUNS = Boolean(TEST_DATABASE_URL) && Boolean(pgbouncerBinary() || process.env.CI);

describe.skipIf(!RUNS)('Quad behind PgBouncer in transaction mode', () => {
  const base = TEST_DATABASE_URL ?? '';
  const name = `quad_pgb_${newId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 16)}`;
  let bouncer: Pgbouncer;

  beforeAll(async () => {
    await onServer(base, `CREATE DATABASE ${name}`);
    bouncer = await startPgbouncer(base, name);
  }, 30_000);

  afterAll(async () => {
    await bouncer?.stop();
    await onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('finds that prepared statements do not survive a transaction, says so once, and answers every query unnamed', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const database = createDatabase({ kind: 'postgres', url: bouncer.url, listenUrl: directUrl(base, name) });
    try {
      expect(await database.statementsKept).toBe(false);
      // The same texts many times, from many connections at once: with names, some would land on a server
      // connection that never saw them ("prepared statement does not exist").
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => sql<{ n: number }>`select ${i}::int as n`.execute(database.db)),
      );
      expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
      const warnings = said.mock.calls.filter(([message]) => String(message).includes('pooler in transaction mode'));
      expect(warnings).toHaveLength(1);
      expect(String(warnings[0]?.[0])).toMatch(/max_prepared_statements/);
    } finally {
      await database.close();
      said.mockRestore();
    }
  });

  it('refuses to start with DATABASE_URL through it and no direct connection, and says what to set', async () => {
    const start = spawnQuad(bouncer.url, { DEMO_DATA: 'off', WORKERS: '1', STREAM_PROCESS: 'off' });
    await expect(start).rejects.toThrow(/Could not prepare the database: .*set DATABASE_LISTEN_URL to a direct connection/);
  }, 60_000);

  it('calls a change-stream listener through it deaf, instead of serving with changes lost', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Statements unnamed, as a PgBouncer 1.21+ with max_prepared_statements would allow: only LISTEN is wrong.
    const database = createDatabase({ kind: 'postgres', url: bouncer.url, namedStatements: 'off' });
    try {
      const ready = await Promise.race([database.ready.then(() => 'ready'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 7_000))]);
      expect(ready).toBe('waiting');
      expect(said.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/set DATABASE_LISTEN_URL/);
    } finally {
      await database.close();
      said.mockRestore();
    }
  }, 20_000);
});
