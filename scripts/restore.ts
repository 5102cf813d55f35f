/**
 * `npm run restore <file>`: brings a backup made by `npm run backup` into the configured database, which must be
 * empty (a new SQLite file, or a new PostgreSQL database). Start Quad on it afterwards: it migrates the restored
 * schema forward if the backup came from an older version.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config.ts';
import { RestoreRefused, restoreDatabase } from '../src/server/database/restore.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run restore <backup file>   (into the empty database DATABASE_URL names)');
  process.exit(2);
}
const config = loadConfig();
try {
  await restoreDatabase(source, config.database);
  console.log(`Restored ${source} into the ${config.database.kind === 'sqlite' ? `SQLite database ${config.database.file}` : 'PostgreSQL database'}.`);
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
