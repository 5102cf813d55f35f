/**
 * `npm run bench:footprint [-- --listeners 500 --seconds 10 --rounds 3]`: what the production build saves. Quad is
 * started on the demo campus (SQLite, a fresh copy per start, the live stream in a process of its own) two ways:
 * from its TypeScript sources through tsx, as before, and compiled (dist/node, plain node, as `npm start` runs it
 * now). For each, in one run: the time from spawning to the first answered request; the resident memory (VmRSS) of
 * the serving process and of the stream process, idle 5 s after start, then under load (L live stream listeners
 * held open while autocannon reads the feed for S seconds at 20 connections). Rounds alternate the two ways;
 * the medians are printed and written to bench/results/footprint.json. Needs `npm run build` first.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { Socket } from 'node:net';
import { SERVER_ENTRY } from '../scripts/server-build.ts';
import { freshDatabase, spawnQuad } from '../src/server/test/server-process.ts';
import { childrenOf, snapshotCpu } from './support/cpu.ts';
import { openRawStream } from './support/live-wire.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LISTENERS = arg('listeners', 500);
const SECONDS = arg('seconds', 10);
const ROUNDS = arg('rounds', 3);
if (!existsSync(SERVER_ENTRY)) {
  console.error(`There is no compiled server at ${SERVER_ENTRY}: run npm run build first.`);
  process.exit(1);
}

const rssMb = (pid: number | undefined): number => {
  if (!pid) return NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line?.split(/\s+/)[1] ?? NaN) / 1024);
  } catch {
    return NaN;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Sample {
  way: 'tsx' | 'compiled';
  startMs: number;
  idle: { serving: number; stream: number };
  loaded: { serving: number; stream: number };
  reqPerSec: number;
  non2xx: number;
}

async function sample(way: Sample['way']): Promise<Sample> {
  const database = await freshDatabase('quad_footprint', '');
  const spawned = performance.now();
  const quad = await spawnQuad(database.url, { NODE_ENV: 'production', DEMO_DATA: 'on', RATE_LIMIT: 'off', STREAM_PROCESS: 'on', WORKERS: '1' }, [], {
    compiled: way === 'compiled',
  });
  const sockets: Socket[] = [];
  try {
    // The first answered request: the process listens, then answers.
    for (;;) {
      const res = await fetch(`${quad.url}/api/health`).catch(() => null);
      if (res?.ok) break;
      await sleep(20);
    }
    const startMs = Math.round(performance.now() - spawned);
    await sleep(5_000);
    const primary = quad.child.pid ?? 0;
    // The stream process: the primary's child running stream-process-main (it starts once the server listens).
    const streamPid = () =>
      childrenOf(snapshotCpu(), primary).find((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('stream-process-main');
        } catch {
          return false;
        }
      });
    for (let waited = 0; !streamPid() && waited < 20_000; waited += 250) await sleep(250);
    const idle = { serving: rssMb(primary), stream: rssMb(streamPid()) };
    for (let i = 0; i < LISTENERS; i += 1) {
      const stream = openRawStream(quad.url, () => undefined);
      sockets.push(stream.socket);
      if (i % 50 === 49) await stream.opened;
    }
    let peakServing = 0;
    let peakStream = 0;
    const watch = setInterval(() => {
      peakServing = Math.max(peakServing, rssMb(primary) || 0);
      peakStream = Math.max(peakStream, rssMb(streamPid()) || 0);
    }, 250);
    const result = await autocannon({ url: `${quad.url}/api/posts`, connections: 20, duration: SECONDS });
    clearInterval(watch);
    return { way, startMs, idle, loaded: { serving: peakServing, stream: peakStream }, reqPerSec: Math.round(result.requests.average), non2xx: result.non2xx };
  } finally {
    for (const socket of sockets) socket.destroy();
    await quad.stop();
    await database.cleanup();
  }
}

const samples: Sample[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const order: Sample['way'][] = round % 2 === 0 ? ['tsx', 'compiled'] : ['compiled', 'tsx'];
  for (const way of order) {
    const s = await sample(way);
    samples.push(s);
    console.log(`  round ${round + 1}, ${way}: first answer ${s.startMs} ms; idle ${s.idle.serving} MB serving, ${s.idle.stream} MB stream; under load ${s.loaded.serving} / ${s.loaded.stream} MB; ${s.reqPerSec} req/s (${s.non2xx} not 2xx)`);
  }
}
const summary = (['tsx', 'compiled'] as const).map((way) => {
  const mine = samples.filter((s) => s.way === way);
  return {
    way,
    startMs: median(mine.map((s) => s.startMs)),
    idleServingMb: median(mine.map((s) => s.idle.serving)),
    idleStreamMb: median(mine.map((s) => s.idle.stream)),
    loadedServingMb: median(mine.map((s) => s.loaded.serving)),
    loadedStreamMb: median(mine.map((s) => s.loaded.stream)),
    reqPerSec: median(mine.map((s) => s.reqPerSec)),
  };
});
console.log(`\nMedians of ${ROUNDS} rounds (${LISTENERS} stream listeners and ${SECONDS} s of feed reads under load):`);
console.table(summary);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/footprint.json', `${JSON.stringify({ at: new Date().toISOString(), listeners: LISTENERS, seconds: SECONDS, samples, summary }, null, 2)}\n`);
