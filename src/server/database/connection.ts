import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/**
 * One Kysely over either dialect. Everything dialect-specific about the connection lives here:
 * SQLite gets WAL, foreign keys and a busy timeout; PostgreSQL gets a pool (and an optional schema,
 * which the tests use to isolate each file).
 */
export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL in WAL mode: a committed transaction survives a process crash; only an OS crash or power
    // loss can roll back the last transactions. See docs/decisions/004-durability.md.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // An idle client's error (the server restarting, say) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
