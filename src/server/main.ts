/**
 * The process: configuration, database, migrations, demo data, listen, and a graceful shutdown. With WORKERS
 * above 1 (PostgreSQL only) this process is the primary: it prepares the database once, then forks the workers
 * that serve (process/cluster.ts); each worker runs this file again and only serves.
 */
import { runsCompiled } from './lib/compiled.ts';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, configWarnings, loadConfig, type Config } from './config.ts';
import { createDatabase, type DatabaseHandle } from './database/connection.ts';
import { migrateToLatest } from './database/migrator.ts';
import { DEMO_PASSWORD, isEmpty, seedDemoCampus } from './demo/seed.ts';
import { describeListening } from './lib/listen-address.ts';
import { readableLog } from './lib/log-lines.ts';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.ts';
import { failWorkerStart, isClusterWorker, superviseWorkers } from './process/cluster.ts';
import { shutDownGracefully } from './process/shutdown.ts';
import { startStreamProcess, type StreamProcess } from './process/stream-process.ts';

// The client's build, dist/client: two levels up from src/server/main.ts, and from dist/node/server/main.js.
const CLIENT_DIR = fileURLToPath(new URL(runsCompiled ? '../../client' : '../../dist/client', import.meta.url));

/** Ends a start that cannot go on: the reason on one line, exit 1 (a worker hands it to the primary). */
function failStart(message: string): void {
  if (isClusterWorker()) failWorkerStart(message);
  else {
    console.error(message);
    process.exit(1);
  }
}

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

/** Migrations and the demo campus: once per start, before anything serves (so workers never race them). */
async function prepare(config: Config, database: DatabaseHandle): Promise<void> {
  try {
    // In production a JSON line like every other, as the start line is.
    const say = (msg: string) => console.log(config.env === 'production' ? JSON.stringify({ level: 30, time: Date.now(), msg }) : msg);
    const onWait = () => say('Another process is migrating the database; waiting for it to finish.');
    const applied = await database.direct((db) => migrateToLatest(db, { onWait }));
    if (applied.length > 0) say(`Migrated the database: ${applied.length} migration${applied.length === 1 ? '' : 's'} applied.`);
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
}

/** The start line: shown at any LOG_LEVEL; in production a JSON line like every other, so log readers never trip on it. */
function announce(config: Config, address: AddressInfo): void {
  const where = config.database.kind === 'sqlite' ? `SQLite (${config.database.file})` : 'PostgreSQL';
  const processes = config.workers > 1 ? `, ${config.workers} worker processes` : '';
  const started = `Quad is listening on ${describeListening(address, config.host)} on ${where}${processes}`;
  console.log(config.env === 'production' ? JSON.stringify({ level: 30, time: Date.now(), msg: started }) : started);
  // A configuration that works but falls short: a warning line each, once per start (not per worker).
  for (const warning of configWarnings(config)) {
    console.log(config.env === 'production' ? JSON.stringify({ level: 40, time: Date.now(), msg: warning }) : `Warning: ${warning}`);
  }
}

/** Builds the app, listens and stops gracefully on SIGTERM/SIGINT. */
async function serve(config: Config, database: DatabaseHandle): Promise<void> {
  // JSON lines in production, for the machines that read them; one readable line per request elsewhere.
  const logStream = config.env === 'production' ? undefined : readableLog(process.stdout);
  const app = await buildApp({ config, database, clientDir: CLIENT_DIR, ...(logStream ? { logStream } : {}) });
  // Decision 061: the live stream's listeners on a process of their own, once it is ready.
  const streamProcess: StreamProcess | null = config.streamProcess
    ? startStreamProcess({ database, server: app.server, log: app.log })
    : null;
  if (streamProcess) app.metrics.addStreamListeners(() => streamProcess.listeners);
  // METRICS_PORT (decision 082): a single process answers it itself; with workers, the primary does.
  let metricsServer: MetricsServer | null = null;
  if (config.metrics.port !== null && !isClusterWorker()) {
    metricsServer = await startMetricsServer(config.metrics.port, config.host, () => app.metrics.scrape()).catch((error: unknown) => {
      failStart(`The metrics port ${config.metrics.port} could not be opened on ${config.host}: ${(error as Error).message}`);
      return null;
    });
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    await shutDownGracefully({ app, streamProcess, delayMs: config.shutdownDelayMs, graceMs: config.shutdownGraceMs, signal });
    await metricsServer?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await streamProcess?.stop();
    await metricsServer?.close();
    await app.close();
    await database.close();
    // Decision 033: a taken port stops the start; another port would not be the one PUBLIC_URL names.
    return failStart(
      `Port ${config.port} is already in use on ${config.host} (is Quad already running?). ` +
        'Stop what uses it, or choose another port: PORT=3001 npm start (PORT=0 takes any free port).',
    );
  }
  // A worker's primary announces the address once, when all of them listen.
  if (!isClusterWorker()) announce(config, app.server.address() as AddressInfo);
}

async function main(): Promise<void> {
  const config = readConfig();
  if (isClusterWorker()) return serve(config, createDatabase(config.database));

  const database = createDatabase(config.database);
  await prepare(config, database);
  if (config.workers === 1) return serve(config, database);

  // The primary serves nothing: its connection was only for the preparation.
  await database.close();
  await superviseWorkers({
    workers: config.workers,
    port: config.port,
    host: config.host,
    metricsPort: config.metrics.port,
    // Each worker's own bound, and then some: the primary kills only what overstayed it.
    stopGraceMs: config.shutdownDelayMs + config.shutdownGraceMs + 10_000,
    onListening: (address) => announce(config, address),
  });
}

main().catch((error: unknown) => failStart(`Quad failed to start: ${(error as Error).message}`));
