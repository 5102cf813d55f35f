/**
 * `npm run backup [file]`: a consistent backup of the configured database while the server keeps running, to
 * backups/quad-<time>.db (SQLite: the online backup API, checked with integrity_check) or .dump (PostgreSQL:
 * pg_dump's custom format). `npm run restore <file>` brings it back into an empty database.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config.ts';
import { backupDatabase, backupPathFor } from '../src/server/database/restore.ts';

// As the server does: a local .env fills in what the environment does not set.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const destination = process.argv[2] ?? backupPathFor(config.database);
try {
  const result = await backupDatabase(config.database, destination);
  // SQLite's copy was checked with PRAGMA integrity_check; pg_dump's is whole when it exits 0.
  const checked = config.database.kind === 'sqlite' ? ', integrity ok' : '';
  console.log(`Backed up the ${config.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database to ${result.file} (${Math.round(result.bytes / 1024)} KB)${checked}.`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
