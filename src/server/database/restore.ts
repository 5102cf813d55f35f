/**
 * Backups that restore, on both databases. SQLite: the online backup API (backup.ts), a consistent copy of a
 * running database, restored by copying it page by page into a new file. PostgreSQL: `pg_dump --format=custom`
 * of the whole database, restored with `pg_restore` in one transaction. Either restore goes into an empty
 * database only: it never overwrites a campus.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { backupSqlite } from './backup.ts';
import type { DatabaseConfig } from './connection.ts';

const run = promisify(execFile);

export class RestoreRefused extends Error {}

/** PostgreSQL: the direct connection (DATABASE_LISTEN_URL) when there is one, else DATABASE_URL. */
const directUrl = (config: Extract<DatabaseConfig, { kind: 'postgres' }>): string => config.listenUrl ?? config.url;

/** backups/quad-2026-11-23T05-49-59Z.db on SQLite, .dump on PostgreSQL. */
export const backupPathFor = (config: DatabaseConfig, now = new Date()) =>
  `backups/quad-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.${config.kind === 'sqlite' ? 'db' : 'dump'}`;

/** A consistent copy of the running database at `destination`; its size in bytes. */
export async function backupDatabase(config: DatabaseConfig, destination: string): Promise<{ file: string; bytes: number }> {
  if (config.kind === 'sqlite') {
    const result = await backupSqlite(config.file, destination);
    return { file: result.file, bytes: result.bytes };
  }
  mkdirSync(dirname(destination), { recursive: true });
  // One snapshot of the whole database (every schema), whatever the server writes meanwhile; over the direct
  // connection when DATABASE_URL is a pooler (pg_dump sets session settings before its transaction).
  await tool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${destination}`, `--dbname=${directUrl(config)}`]);
  return { file: destination, bytes: statSync(destination).size };
}

/** Restores `source` (a backup of the same kind) into the configured database, which must be empty. */
export async function restoreDatabase(source: string, config: DatabaseConfig): Promise<void> {
  if (!existsSync(source)) throw new RestoreRefused(`There is no backup at ${source}.`);
  if (!(await isEmptyDatabase(config))) {
    throw new RestoreRefused('The database to restore into is not empty: restore into a new, empty database, then point Quad at it.');
  }
  if (config.kind === 'sqlite') {
    const backup = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      const check = backup.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new RestoreRefused(`The backup failed its integrity check: ${String(check)}`);
      mkdirSync(dirname(config.file), { recursive: true });
      await backup.backup(config.file, { progress: ({ totalPages }) => totalPages });
    } finally {
      backup.close();
    }
    return;
  }
  await tool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${directUrl(config)}`, source]);
}

/** Whether the database has no table of its own yet (a new SQLite file counts as empty). */
export async function isEmptyDatabase(config: DatabaseConfig): Promise<boolean> {
  if (config.kind === 'sqlite') {
    if (!existsSync(config.file) || statSync(config.file).size === 0) return true;
    const db = new SQLite(config.file, { readonly: true });
    try {
      const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
      return row.n === 0;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: directUrl(config) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client tool; its own error lines (never the connection URL) on failure. */
async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as { code?: string; stderr?: string };
    if (failure.code === 'ENOENT') throw new Error(`${name} is not installed: install the PostgreSQL client tools of the server's version.`, { cause: error });
    const said = (failure.stderr ?? '').split('\n').filter((line) => line.trim()).slice(0, 5).join('\n');
    throw new Error(`${name} failed${said ? `:\n${said}` : ''}`, { cause: error });
  }
}
