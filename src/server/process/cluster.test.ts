/**
 * `WORKERS=2 npm start`: one port served by two worker processes on PostgreSQL, one start line, a worker that
 * dies is replaced, SIGTERM stops them all; on SQLite the start is refused with the reason.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, spawnQuad, type QuadProcess } from '../test/server-process.ts';
import { TEST_DATABASE_URL } from '../test/test-app.ts';

// Each start is a primary and two workers compiling TypeScript: slow on a small, shared machine.
vi.setConfig({ testTimeout: 90_000 });

const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** GET /api/health on a connection of its own (no keep-alive), so the cluster may hand it to any worker. */
function health(url: string, ms = 3_000): Promise<{ status: number; pid: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/health`, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, pid: Number(res.headers['x-quad-process']) }));
    });
    // A connection handed to a worker in the instant it was killed is never answered: give up on it.
    req.setTimeout(ms, () => req.destroy(new Error('no answer')));
    req.on('error', reject);
    req.end();
  });
}

/** The pids that answer /api/health over `tries` fresh connections. */
async function answeringPids(url: string, tries = 12): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < tries; i += 1) {
    const res = await health(url);
    expect(res.status).toBe(200);
    pids.add(res.pid);
  }
  return pids;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function startCluster(env: Record<string, string> = {}): Promise<QuadProcess> {
  const database = await freshDatabase('quad_cluster');
  stops.push(() => database.cleanup());
  const quad = await spawnQuad(database.url, { WORKERS: '2', DEMO_DATA: 'on', LOG_LEVEL: 'warn', ...env });
  stops.push(() => quad.stop());
  return quad;
}

describe.skipIf(!TEST_DATABASE_URL)('WORKERS=2 on PostgreSQL', () => {
  it('prepares the database once, serves one port from two workers, says so once, and stops all on SIGTERM', async () => {
    const quad = await startCluster({ LOG_LEVEL: 'info' });
    const output = quad.output();
    expect(output.match(/Quad is listening on/g)).toHaveLength(1);
    expect(output).toMatch(/^Quad is listening on http:\/\/127\.0\.0\.1:\d+ on PostgreSQL, 2 worker processes$/m);
    // The primary seeded the demo campus once; the workers did not race it.
    expect(output.match(/Seeded the demo campus/g)).toHaveLength(1);

    const pids = await answeringPids(quad.url);
    expect(pids.size).toBe(2);
    expect(pids.has(quad.child.pid ?? -1)).toBe(false);

    await quad.stop('SIGTERM');
    expect(quad.child.exitCode).toBe(0);
    for (const pid of pids) expect(isRunning(pid), `worker ${pid}`).toBe(false);
    expect(quad.output().match(/shutting down/g)).toHaveLength(2);
  });

  it('starts another worker when one dies, and keeps serving meanwhile', async () => {
    const quad = await startCluster({ DEMO_DATA: 'off' });
    const before = await answeringPids(quad.url);
    const [victim] = [...before];
    process.kill(victim ?? -1, 'SIGKILL');
    let after = new Set<number>();
    for (let tries = 0; tries < 100 && after.size < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await answeringPids(quad.url, 4);
    }
    expect(after.size).toBe(2);
    expect(after.has(victim ?? -1)).toBe(false);
    expect(quad.output()).toMatch(new RegExp(`A worker \\(pid ${victim}\\) died \\(killed by SIGKILL\\); starting another\\.`));
  });

  it('stops with exit 1 and a reason when workers keep dying, instead of restarting them forever', async () => {
    const quad = await startCluster({ DEMO_DATA: 'off' });
    const killed = new Set<number>();
    const exited = new Promise<number | null>((resolve) => quad.child.once('exit', (code) => resolve(code)));
    // Each worker is killed as soon as it answers (one that never listened would stop Quad for another reason), so
    // the five deaths come as fast as workers start, well within the minute on a busy machine too.
    const until = Date.now() + 55_000;
    while (killed.size < 5 && quad.child.exitCode === null && Date.now() < until) {
      const answer = await health(quad.url, 1_000).catch(() => null);
      if (answer?.status === 200 && !killed.has(answer.pid)) {
        killed.add(answer.pid);
        process.kill(answer.pid, 'SIGKILL');
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(killed.size, quad.output()).toBe(5);
    expect(await exited).toBe(1);
    expect(quad.output()).toMatch(/Workers died 5 times within 60 s \(the last: killed by SIGKILL\); Quad stops instead of restarting them again\./);
  });

  it('says once that the port is taken, and exits 1 instead of restarting workers that cannot listen', async () => {
    const first = await startCluster({ DEMO_DATA: 'off' });
    const port = new URL(first.url).port;
    const attempt = startCluster({ DEMO_DATA: 'off', PORT: port });
    await expect(attempt).rejects.toThrow(/Quad exited with 1/);
    const message = ((await attempt.catch((error: unknown) => error)) as Error).message;
    expect(message.match(/Port \d+ is already in use/g)).toHaveLength(1);
  });
});

describe('WORKERS above 1 on SQLite', () => {
  it('is refused at start with the reason, and exit 1', async () => {
    const database = await freshDatabase('quad_cluster', '');
    stops.push(() => database.cleanup());
    const attempt = spawnQuad(database.url, { WORKERS: '2', DEMO_DATA: 'off' });
    await expect(attempt).rejects.toThrow(/Quad exited with 1/);
    await expect(attempt).rejects.toThrow(
      /Invalid configuration: WORKERS=2 needs PostgreSQL; a SQLite file is served by one process \(its single writer connection, its in-process cache invalidation and its checkpoint worker\)/,
    );
  });
});
