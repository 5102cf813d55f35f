/**
 * A fresh, migrated database and app per test file: a real SQLite file by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL. Each is a copy of the run's migrated template
 * (template-database.ts), or migrated here when a file runs without it. Nothing of ours is mocked.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, type DatabaseConfig, type DatabaseHandle } from '../database/connection.ts';
import { migrateToLatest } from '../database/migrator.ts';
import { newId } from '../database/values.ts';
import { TEMPLATE_SCHEMA, databaseUrl, onServer } from './template-database.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const dialectName = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestDatabase extends DatabaseHandle {
  /** How to open this database again: another process's connection, for tests of several processes. */
  config: DatabaseConfig;
  drop(): Promise<void>;
  /** A second handle on the same database, as another process would open it; the caller closes it. */
  openAnother(): DatabaseHandle;
}

/** A handle on a database made for one test file, and how to drop it. */
function testDatabase(config: DatabaseConfig, handle: DatabaseHandle, dropIt: () => Promise<void>): TestDatabase {
  return {
    ...handle,
    config,
    openAnother: () => createDatabase(config),
    drop: async () => {
      await handle.close().catch(() => undefined);
      await dropIt();
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate') ?? null;
  const base = TEST_DATABASE_URL;
  if (base) {
    const name = `t_${newId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 16)}`;
    if (template?.kind === 'postgres') {
      const database = `quad_${name}`;
      await onServer(base, `CREATE DATABASE ${database} TEMPLATE ${template.database}`);
      const config: DatabaseConfig = { kind: 'postgres', url: databaseUrl(base, database), schema: TEMPLATE_SCHEMA };
      const handle = createDatabase(config);
      await handle.ready;
      return testDatabase(config, handle, () => onServer(base, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    }
    // Without the run's template (a file run on its own with another configuration): a schema, migrated here.
    await onServer(base, `CREATE SCHEMA ${name}`);
    const config: DatabaseConfig = { kind: 'postgres', url: base, schema: name };
    const handle = createDatabase(config);
    await migrateToLatest(handle.db, { schema: name });
    await handle.ready;
    return testDatabase(config, handle, () => onServer(base, `DROP SCHEMA IF EXISTS ${name} CASCADE`));
  }
  const dir = mkdtempSync(join(tmpdir(), 'quad-test-'));
  const config: DatabaseConfig = { kind: 'sqlite', file: join(dir, 'quad.db') };
  if (template?.kind === 'sqlite') copyFileSync(template.file, config.file);
  const handle = createDatabase(config);
  if (template?.kind !== 'sqlite') await migrateToLatest(handle.db);
  return testDatabase(config, handle, async () => rmSync(dir, { recursive: true, force: true }));
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'off', LOG_LEVEL: 'silent', PORT: '0', ...env });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; clientDir?: string | null } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = testConfig(options.env);
  // Without SMTP_URL, emails are written as files: to a folder of the test's own, on either dialect.
  const mailDir = mkdtempSync(join(tmpdir(), 'quad-mail-'));
  const config: Config = { ...env, mail: { ...env.mail, outboxDir: join(mailDir, 'outbox') } };
  const app = await buildApp({ config, database, clientDir: options.clientDir ?? null, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** Health of the dialect itself, for tests that want to show which database they ran on. */
export const selectOne = (db: DatabaseHandle['db']) => sql`select 1 as one`.execute(db);
