/** The process: configuration, database, migrations, demo data, listen, and a graceful shutdown. */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDatabase } from './database/connection.ts';
import { migrateToLatest } from './database/migrator.ts';
import { DEMO_PASSWORD, isEmpty, seedDemoCampus } from './demo/seed.ts';
import { describeListening } from './lib/listen-address.ts';
import { readableLog } from './lib/log-lines.ts';

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

function readConfig(): Config {
  try {
    // A local .env (see .env.example) fills in what the environment does not set.
    if (existsSync('.env')) process.loadEnvFile('.env');
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    console.error(`Could not prepare the database: ${(error as Error).message}`);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  if (config.demoData && (await isEmpty(database.db))) {
    const accounts = await seedDemoCampus(database.db);
    console.log('Seeded the demo campus. Demo accounts (password: %s):', DEMO_PASSWORD);
    for (const account of accounts) console.log(`  ${account.role.padEnd(5)}  ${account.email}`);
  }

  // JSON lines in production, for the machines that read them; one readable line per request elsewhere.
  const logStream = config.env === 'production' ? undefined : readableLog(process.stdout);
  const app = await buildApp({ config, database, clientDir: CLIENT_DIR, ...(logStream ? { logStream } : {}) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting, lets in-flight requests finish, then closes the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // Decision 033: a taken port stops the start; another port would not be the one PUBLIC_URL names.
    console.error(
      `Port ${config.port} is already in use on ${config.host} (is Quad already running?). ` +
        'Stop what uses it, or choose another port: PORT=3001 npm start (PORT=0 takes any free port).',
    );
    await app.close();
    await database.close();
    process.exit(1);
  }
  const where = config.database.kind === 'sqlite' ? `SQLite (${config.database.file})` : 'PostgreSQL';
  const started = `Quad is listening on ${describeListening(app.server.address() as AddressInfo, config.host)} on ${where}`;
  // Shown at any LOG_LEVEL; in production it is a JSON line like every other, so log readers never trip on it.
  console.log(config.env === 'production' ? JSON.stringify({ level: 30, time: Date.now(), msg: started }) : started);
}

main().catch((error: unknown) => {
  console.error(`Quad failed to start: ${(error as Error).message}`);
  process.exit(1);
});
