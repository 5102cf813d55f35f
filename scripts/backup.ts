/**
 * `npm run backup [file]`: an online, consistent copy of the SQLite database (the server may keep running),
 * to backups/quad-<time>.db by default. On PostgreSQL it explains pg_dump instead (see the README).
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config.ts';
import { backupSqlite, defaultBackupPath } from '../src/server/database/backup.ts';

// As the server does: a local .env fills in what the environment does not set.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
if (config.database.kind !== 'sqlite') {
  console.error('DATABASE_URL is a PostgreSQL database: back it up with pg_dump, for example');
  console.error('  pg_dump --format=custom --file=quad.dump "$DATABASE_URL"');
  console.error('and restore with pg_restore --clean --dbname="$DATABASE_URL" quad.dump (see the README).');
  process.exit(2);
}
const destination = process.argv[2] ?? defaultBackupPath();
try {
  const result = await backupSqlite(config.database.file, destination);
  console.log(`Backed up ${config.database.file} to ${result.file} (${result.pages} pages, ${Math.round(result.bytes / 1024)} KB), integrity ok.`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
