/**
 * Several real Quad processes (`node --import tsx src/server/main.ts`, each on a free port of its own) on one
 * PostgreSQL database: the way Quad runs behind a load balancer. The database is a schema made for the test
 * file on TEST_DATABASE_URL's server, handed to each process in DATABASE_URL as its search_path. Requests go
 * to the processes in turn (round robin), or to one named process.
 */
import { createDatabase, type DatabaseHandle } from '../database/connection.ts';
import { migrateToLatest } from '../database/migrator.ts';
import { newId } from '../database/values.ts';
import { spawnQuad, type QuadProcess } from './server-process.ts';
import { startPgbouncer, type Pgbouncer } from './pgbouncer.ts';
import { databaseUrl as directUrl, onServer } from './template-database.ts';

export interface Processes {
  /** Each process's base URL, in start order. */
  urls: readonly string[];
  /** The shared database, for setting up accounts and rows the way other tests do. */
  database: DatabaseHandle;
  /** DATABASE_URL as the processes got it (for `npm run admin`, say). */
  databaseUrl: string;
  /** Through PgBouncer: DATABASE_LISTEN_URL as the processes got it (a direct connection); else empty. */
  listenUrl: string;
  /** The next process's base URL: the processes in turn. */
  next(): string;
  /** A request to the next process in turn. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A request to process `index`. */
  fetchFrom(index: number, path: string, init?: RequestInit): Promise<Response>;
  /** Each process's output so far, for a failing test's message. */
  output(): string;
  /** Stops every process (SIGTERM, then they are awaited) and drops the schema. Safe to call twice. */
  stop(): Promise<void>;
}

/** DATABASE_URL for a schema of TEST_DATABASE_URL's database: pg passes `options` on as the session's search_path. */
export function schemaUrl(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

/**
 * Starts `count` processes on a fresh, migrated schema (migrated here once, so the processes do not race to
 * migrate it), with DEMO_DATA off and RATE_LIMIT on unless `env` says otherwise, and waits until each answers
 * /api/health. Call stop() in afterAll: it runs when a test fails too.
 *
 * `through: 'pgbouncer'`: a fresh database instead, reached through PgBouncer in transaction mode (DATABASE_URL)
 * with a direct connection for LISTEN and the migrations (DATABASE_LISTEN_URL); the processes start on it empty
 * and migrate it themselves, together.
 */
export async function startProcesses(
  count: number,
  env: Record<string, string> = {},
  options: { through?: 'pgbouncer' } = {},
): Promise<Processes> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('Several processes share a PostgreSQL database: set TEST_DATABASE_URL');
  const id = newId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 16);
  const pooled = options.through === 'pgbouncer';
  const schema = `mp_${id}`;
  const databaseName = `quad_mp_${id}`;
  await onServer(base, pooled ? `CREATE DATABASE ${databaseName}` : `CREATE SCHEMA ${schema}`);
  const direct = pooled ? directUrl(base, databaseName) : base;
  const database = pooled ? createDatabase({ kind: 'postgres', url: direct }) : createDatabase({ kind: 'postgres', url: base, schema });
  let bouncer: Pgbouncer | null = null;
  const running: QuadProcess[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(running.map((quad) => quad.stop()));
    await database.close().catch(() => undefined);
    await bouncer?.stop();
    await onServer(base, pooled ? `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)` : `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  };

  let databaseUrl = schemaUrl(base, schema);
  const listenUrl = pooled ? direct : '';
  try {
    if (pooled) {
      bouncer = await startPgbouncer(base, databaseName);
      databaseUrl = bouncer.url;
    } else {
      await migrateToLatest(database.db, { schema });
    }
    const started = await Promise.allSettled(
      Array.from({ length: count }, () =>
        spawnQuad(databaseUrl, {
          DEMO_DATA: 'off',
          RATE_LIMIT: 'on',
          LOG_LEVEL: 'warn',
          WORKERS: '1',
          ...(pooled ? { DATABASE_LISTEN_URL: listenUrl } : {}),
          ...env,
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    for (const quad of running) {
      const res = await fetch(`${quad.url}/api/health`);
      if (res.status !== 200) throw new Error(`${quad.url} answered /api/health with ${res.status}:\n${quad.output()}`);
    }
  } catch (error) {
    const said = bouncer ? `\n--- PgBouncer\n${bouncer.log()}` : '';
    await stop();
    throw said ? new Error(`${(error as Error).message}${said}`) : error;
  }

  const urls = running.map((quad) => quad.url);
  let turn = 0;
  const next = () => {
    const url = urls[turn % urls.length] ?? '';
    turn += 1;
    return url;
  };
  return {
    urls,
    database,
    databaseUrl,
    listenUrl,
    next,
    fetch: (path, init) => fetch(`${next()}${path}`, init),
    fetchFrom: (index, path, init) => fetch(`${urls[index] ?? ''}${path}`, init),
    output: () => running.map((quad, i) => `--- process ${i} (${quad.url})\n${quad.output()}`).join('\n'),
    stop,
  };
}
