/**
 * Quad as its own process, as `npm start` runs it, on a free port: for the browser journeys, the crash test
 * and the benchmarks. The database is separate from the process, so a test can kill the server and start
 * it again on the same data.
 */
import { SERVER_ENTRY } from '../../../scripts/server-build.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface FreshDatabase {
  /** A SQLite file path or a postgres:// URL, for DATABASE_URL. */
  url: string;
  kind: 'sqlite' | 'postgres';
  cleanup(): Promise<void>;
}

/** A new SQLite file in a temporary folder, or a new PostgreSQL database beside TEST_DATABASE_URL's. */
export async function freshDatabase(prefix = 'quad', base = process.env.TEST_DATABASE_URL): Promise<FreshDatabase> {
  if (base) {
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      url: url.href,
      kind: 'postgres',
      cleanup: async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { url: join(dir, 'quad.db'), kind: 'sqlite', cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A copy of the SQLite file `template` (with its write-ahead log, if one was left) in a new temporary folder: a
 * database that starts as `template` is, already migrated and seeded, without the start-up spent on it.
 */
export function copiedDatabase(template: string, prefix = 'quad'): FreshDatabase {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const url = join(dir, 'quad.db');
  copyFileSync(template, url);
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(`${template}${suffix}`)) copyFileSync(`${template}${suffix}`, `${url}${suffix}`);
  }
  return { url, kind: 'sqlite', cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

export interface QuadProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM (graceful) by default; SIGKILL to simulate a crash. Resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `nodeArgs` go before the script (a benchmark's --cpu-prof, say). `openFiles`: the process starts under
 * `ulimit -n` of that many files, as a host with a low limit would start it.
 */
export async function spawnQuad(
  databaseUrl: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  options: { openFiles?: number; compiled?: boolean } = {},
): Promise<QuadProcess> {
  let log = '';
  // `compiled`: the server as `npm start` runs it, compiled into dist/node (decision 083), with no loader.
  const entry = options.compiled ? [SERVER_ENTRY] : ['--import', 'tsx', 'src/server/main.ts'];
  const node = [process.execPath, ...nodeArgs, ...entry];
  const [command, args] = options.openFiles
    ? ['sh', ['-c', `ulimit -n ${Math.floor(options.openFiles)} && exec "$0" "$@"`, ...node]]
    : [node[0]!, node.slice(1)];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // If the parent exits first (a failed benchmark, say), Quad must not outlive it.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Quad did not start in time:\n${log}`)), 30_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Quad is listening on (http:\/\/\S+:\d+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Quad exited with ${code}:\n${log}`));
    });
  });
  return {
    url,
    child,
    output: () => log,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
