/**
 * A consistent online backup of the SQLite database through SQLite's backup API: it copies the database page
 * by page while the server keeps reading and writing, in one step (one read transaction, so the copy is one
 * moment's state). The copy is then checked with PRAGMA integrity_check.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';

export interface BackupResult {
  file: string;
  pages: number;
  bytes: number;
}

export async function backupSqlite(source: string, destination: string): Promise<BackupResult> {
  mkdirSync(dirname(destination), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in one step. In steps of 100 pages (better-sqlite3's default), a write by another
    // connection between two steps restarts the copy, so under a steady stream of writes a database of more
    // than 100 pages might never finish. One step is one read transaction: in WAL mode writers go on meanwhile.
    const progress = await db.backup(destination, { progress: ({ totalPages }) => totalPages });
    const copy = new SQLite(destination, { readonly: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`the backup failed its integrity check: ${String(check)}`);
      const pageSize = Number(copy.pragma('page_size', { simple: true }));
      return { file: destination, pages: progress.totalPages, bytes: progress.totalPages * pageSize };
    } finally {
      copy.close();
    }
  } finally {
    db.close();
  }
}

/** backups/quad-2026-11-23T05-49-59Z.db */
export const defaultBackupPath = (now = new Date()) =>
  `backups/quad-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.db`;
