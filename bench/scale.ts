/**
 * `npm run bench:scale [-- --sizes 1000,100000,1000000] [-- --quick]`: the same reads on campuses of growing
 * size, to show how latency grows with N. For each size: a fresh database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), seeded, Quad started with READ_CACHE=off (every answer is read from the database,
 * as right after a write: this measures the queries), then each read for a few seconds at 10 connections as a
 * signed-in student.
 * Reports p50 and mean latency per read and size, and the ratio of the largest size to the smallest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { spawnQuad } from '../src/server/test/server-process.ts';
import { prepareCampus } from './support/campus.ts';

const quick = process.argv.includes('--quick');
const sizesArg = process.argv[process.argv.indexOf('--sizes') + 1];
const SIZES = process.argv.includes('--sizes') && sizesArg ? sizesArg.split(',').map(Number) : quick ? [1_000, 20_000] : [1_000, 100_000, 1_000_000];
const SECONDS = quick ? 2 : 5;
const CONNECTIONS = 10;

interface Read {
  name: string;
  path: () => string;
}

const results: Record<string, Record<number, { p50: number; mean: number; rps: number }>> = {};
let kind = 'sqlite';

for (const size of SIZES) {
  const started = Date.now();
  const campus = await prepareCampus({ posts: size, students: 5, prefix: 'quad_scale' });
  kind = campus.database.kind;
  const quad = await spawnQuad(campus.database.url, { NODE_ENV: 'production', RATE_LIMIT: 'off', READ_CACHE: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' });
  const auth = { authorization: `Bearer ${campus.students[0]!.token}` };
  // A deep page: the 40th, reached by following the feed's links (the smallest campus has about 48 pages, so
  // the 40th is a full page at every size).
  let deep = '/api/posts?limit=20';
  for (let page = 1; page < 40; page += 1) {
    const res: Response = await fetch(`${quad.url}${deep}`, { headers: auth });
    await res.arrayBuffer();
    const link: string | null = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
    if (!link) break;
    const url = new URL(link, quad.url);
    deep = url.pathname + url.search;
  }
  const now = new Date();
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const words = ['library', 'chai', 'hackathon', 'monsoon'];
  const reads: Read[] = [
    { name: 'feed, first page', path: () => '/api/posts?limit=20' },
    { name: 'feed, page 40', path: () => deep },
    { name: 'events screen', path: () => '/api/posts?limit=20&type=event' },
    { name: 'search, common word', path: () => `/api/posts?limit=20&q=${words[Math.floor(Math.random() * words.length)]!}` },
    { name: 'search, rare word', path: () => '/api/posts?limit=20&q=tesseract' },
    { name: 'search, 40 posts', path: () => '/api/posts?limit=20&q=quasar' },
    // Kolkata: a zone off UTC, so each local day overlaps two UTC days (the dearer case).
    { name: 'calendar month', path: () => `/api/calendar?month=${month}&tz=Asia%2FKolkata` },
    { name: 'calendar day', path: () => `/api/calendar/day?day=${now.toISOString().slice(0, 10)}&tz=Asia%2FKolkata` },
    { name: 'one post', path: () => `/api/posts/${campus.postIds[Math.floor(Math.random() * campus.postIds.length)]!}` },
  ];
  for (const read of reads) {
    const requests = [{ setupRequest: (req: object) => ({ ...req, method: 'GET', path: read.path(), headers: auth }) }];
    await autocannon({ url: quad.url, connections: CONNECTIONS, duration: 1, requests });
    const r = await autocannon({ url: quad.url, connections: CONNECTIONS, duration: SECONDS, requests });
    (results[read.name] ??= {})[size] = { p50: r.latency.p50, mean: Math.round(r.latency.mean * 100) / 100, rps: Math.round(r.requests.average) };
    console.log(`${String(size).padStart(9)} posts  ${read.name.padEnd(20)} p50 ${String(r.latency.p50).padStart(4)} ms  mean ${r.latency.mean.toFixed(2).padStart(7)} ms  ${Math.round(r.requests.average)} req/s${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`);
  }
  await quad.stop();
  await campus.database.cleanup();
  console.log(`  (${size} posts: seeded in ${campus.seeded.seconds} s, measured in ${Math.round((Date.now() - started) / 1000)} s)`);
}

const smallest = SIZES[0]!;
const largest = SIZES[SIZES.length - 1]!;
console.log(`\nGrowth of mean latency from ${smallest} to ${largest} posts (${kind}):`);
const growth: Record<string, number> = {};
for (const [name, bySize] of Object.entries(results)) {
  growth[name] = Math.round((bySize[largest]!.mean / bySize[smallest]!.mean) * 100) / 100;
  console.log(`  ${name.padEnd(20)} ${growth[name]}x`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/scale-${kind}${quick ? '-quick' : ''}.json`,
  `${JSON.stringify({ date: new Date().toISOString(), database: kind, sizes: SIZES, connections: CONNECTIONS, seconds: SECONDS, results, growth }, null, 2)}\n`,
);
