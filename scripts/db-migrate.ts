/** `npm run db:migrate`: brings the configured database's schema up to date. */
import { loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/database/connection.ts';
import { migrateToLatest } from '../src/server/database/migrator.ts';

const config = loadConfig();
const database = createDatabase(config.database);
try {
  const applied = await database.direct((db) => migrateToLatest(db));
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
