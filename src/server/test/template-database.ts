/**
 * The database tests' global setup (decision 062): one database migrated once per run, which each test file copies
 * instead of running every migration again. SQLite: a migrated file, copied. PostgreSQL: a migrated database on
 * TEST_DATABASE_URL's server, each test file's own made from it with `CREATE DATABASE … TEMPLATE`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../database/connection.ts';
import { migrateToLatest } from '../database/migrator.ts';

/** The schema the tests' PostgreSQL databases keep their tables in, as a deployment with a search_path would. */
export const TEMPLATE_SCHEMA = 'quad_test';

export type DatabaseTemplate = { kind: 'sqlite'; file: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/** A statement on the server of `base`, in its own connection. */
export async function onServer(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `base` with another database name. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.href;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const database = `quad_template_${randomBytes(6).toString('hex')}`;
    await onServer(base, `CREATE DATABASE ${database}`);
    const url = databaseUrl(base, database);
    await onServer(url, `CREATE SCHEMA ${TEMPLATE_SCHEMA}`);
    const handle = createDatabase({ kind: 'postgres', url, schema: TEMPLATE_SCHEMA });
    try {
      await handle.ready;
      await migrateToLatest(handle.db, { schema: TEMPLATE_SCHEMA });
    } finally {
      // A template takes no connections while databases are made from it.
      await handle.close();
    }
    project.provide('databaseTemplate', { kind: 'postgres', database });
    return async () => {
      await onServer(base, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'quad-template-'));
  const file = join(dir, 'quad.db');
  const handle = createDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // Closing the last connection checkpoints the write-ahead log into the file, so the file alone is the database.
    await handle.close();
  }
  project.provide('databaseTemplate', { kind: 'sqlite', file });
  return async () => rmSync(dir, { recursive: true, force: true });
}
