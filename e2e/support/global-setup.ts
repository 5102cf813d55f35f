import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { planClientBuild } from '../../scripts/client-build-stamp.ts';
import { buildServer, planServerBuild } from '../../scripts/server-build.ts';
import { spawnQuad } from '../../src/server/test/server-process.ts';

/**
 * Builds the client and compiles the server before the journeys when their sources changed, exactly as `npm start` does
 * (a second run of journeys, PostgreSQL's, reuses the first's build); then, on SQLite, seeds the demo campus
 * once into a database that every journey file starts from a copy of (see server.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // Vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's and Lingui's development code):
  // the journeys test the production build that people get. Vite's report goes to stderr, so that what Vitest
  // prints (`vitest list --json`, say) stays alone on stdout.
  if (planClientBuild(process.cwd()).build) {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
      stdio: ['ignore', 2, 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  // The journeys run the compiled server, as `npm start` does: compiled again when its sources changed.
  const server = planServerBuild(process.cwd());
  if (server.build) buildServer(process.cwd(), server);
  if (process.env.TEST_DATABASE_URL) {
    project.provide('seededDatabase', '');
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'quad-e2e-seeded-'));
  const file = join(dir, 'quad.db');
  await seed(file);
  project.provide('seededDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Quad's first start on an empty file, as every journey would make it: the migrations, the demo campus and what
 * the first start keeps in the database (its signing and push keys); then a graceful stop, and a checkpoint that
 * leaves it all in the one file.
 */
async function seed(file: string): Promise<void> {
  const quad = await spawnQuad(file, { DEMO_DATA: 'on', STREAM_PROCESS: 'off' }, [], { compiled: true });
  try {
    const health = await fetch(`${quad.url}/api/health`);
    if (!health.ok) throw new Error(`the seeded Quad answers ${health.status}:\n${quad.output()}`);
  } finally {
    await quad.stop();
  }
  const db = new Sqlite(file);
  try {
    // The last connection to close checkpoints the write-ahead log into the file and removes it.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(`${file}${suffix}`)) throw new Error(`the seeded database kept its ${suffix} file`);
  }
}
