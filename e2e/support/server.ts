/**
 * Starts Quad as its own process, as `npm start` would, on a free port and a fresh database:
 * a SQLite file by default, or a throwaway PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface RunningServer {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

async function freshDatabaseUrl(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `quad_e2e_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      url: url.href,
      cleanup: async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'quad-e2e-'));
  return { url: join(dir, 'quad.db'), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const database = await freshDatabaseUrl();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Quad did not start in time:\n${log}`)), 30_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Quad listening on (http:\/\/localhost:\d+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Quad exited with ${code}:\n${log}`));
    });
  });
  return {
    url,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database.cleanup();
    },
  };
}
