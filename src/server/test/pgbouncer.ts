/**
 * A PgBouncer in transaction mode in front of one database of TEST_DATABASE_URL's server, as a PostgreSQL
 * deployment of size runs it: Debian's `pgbouncer` package, started for the test and stopped after it. Its pool
 * logs in to PostgreSQL as TEST_DATABASE_URL's user; clients connect to it without a password (`auth_type = any`).
 * PgBouncer refuses to run as root: as root it is started as the postgres user.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

/** The pgbouncer binary, or null when it is not installed. */
export function pgbouncerBinary(): string | null {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export interface Pgbouncer {
  /** A URL for `database` through PgBouncer, with TEST_DATABASE_URL's user and no password. */
  url: string;
  /** PgBouncer's log so far, for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts PgBouncer in transaction mode for `database` on `base`'s server and waits until it answers. */
export async function startPgbouncer(base: string, database: string, settings: Record<string, string> = {}): Promise<Pgbouncer> {
  const binary = pgbouncerBinary();
  if (!binary) throw new Error('PgBouncer is not installed (Debian: apt-get install pgbouncer)');
  const server = new URL(base);
  const dir = mkdtempSync(join(tmpdir(), 'quad-pgbouncer-'));
  // Run as the postgres user, PgBouncer must read its configuration and write its log here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const password = decodeURIComponent(server.password);
  const target = [
    `host=${server.hostname}`,
    `port=${server.port || '5432'}`,
    `dbname=${database}`,
    `user=${decodeURIComponent(server.username)}`,
    ...(password ? [`password=${password}`] : []),
  ].join(' ');
  const ini = {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    unix_socket_dir: '',
    auth_type: 'any',
    pool_mode: 'transaction',
    max_client_conn: '400',
    default_pool_size: '20',
    // pg sends extra_float_digits; a test schema's search_path would come as options, which a pooler cannot carry.
    ignore_startup_parameters: 'extra_float_digits',
    logfile: join(dir, 'pgbouncer.log'),
    log_connections: '0',
    log_disconnections: '0',
    ...settings,
  };
  const file = join(dir, 'pgbouncer.ini');
  writeFileSync(
    file,
    `[databases]\n${database} = ${target}\n\n[pgbouncer]\n${Object.entries(ini)
      .map(([key, value]) => `${key} = ${value}`)
      .join('\n')}\n`,
    { mode: 0o644 },
  );
  const args = process.getuid?.() === 0 ? ['-u', 'postgres', file] : [file];
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => {
    let written = '';
    try {
      written = readFileSync(ini.logfile, 'utf8');
    } catch {
      // Not written yet.
    }
    return `${output}${written}`;
  };
  const url = `postgres://${server.username}@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      const said = log();
      await stop();
      throw new Error(`PgBouncer stopped at start:\n${said}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt >= 50) {
        const said = log();
        await stop();
        throw new Error(`PgBouncer did not answer on ${port}: ${(error as Error).message}\n${said}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, log, stop };
}
