/**
 * `npm run bench:scale [-- --sizes 1000,100000,1000000] [-- --reads "one post;feed, first page;..."] [-- --quick]`:
 * the same reads on campuses of growing size, to show how latency grows with N. A fresh database per size (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), seeded, and Quad started on each with READ_CACHE=off (every answer is read from the
 * database, as right after a write: this measures the queries). Then each read is measured on every size in
 * turn, smallest first and again largest first, for a few seconds at 10 connections as a signed-in student:
 * this machine's speed drifts over minutes, and measuring the sizes side by side, in both orders, keeps that
 * drift out of the ratios.
 * Reports p50 and mean latency per read and size (the average of the two turns), and the ratio of the largest
 * size to the smallest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { spawnQuad, type QuadProcess } from '../src/server/test/server-process.ts';
import { type Campus, prepareCampus } from './support/campus.ts';

const quick = process.argv.includes('--quick');
const sizesArg = process.argv[process.argv.indexOf('--sizes') + 1];
const SIZES = process.argv.includes('--sizes') && sizesArg ? sizesArg.split(',').map(Number) : quick ? [1_000, 20_000] : [1_000, 100_000, 1_000_000];
const SECONDS = quick ? 1 : 3;
const CONNECTIONS = 10;

interface Site {
  size: number;
  campus: Campus;
  quad: QuadProcess;
  auth: Record<string, string>;
  /** The 40th page's address, reached by following the feed's links. */
  deep: string;
}

const sites: Site[] = [];
let kind = 'sqlite';
for (const size of SIZES) {
  const campus = await prepareCampus({ posts: size, students: 5, prefix: 'quad_scale' });
  kind = campus.database.kind;
  const quad = await spawnQuad(campus.database.url, { NODE_ENV: 'production', RATE_LIMIT: 'off', READ_CACHE: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' });
  const auth = { authorization: `Bearer ${campus.students[0]!.token}` };
  // The 40th page (the smallest campus has about 48 pages, so the 40th is a full page at every size).
  let deep = '/api/posts?limit=20';
  for (let page = 1; page < 40; page += 1) {
    const res: Response = await fetch(`${quad.url}${deep}`, { headers: auth });
    await res.arrayBuffer();
    const link: string | null = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
    if (!link) break;
    const url = new URL(link, quad.url);
    deep = url.pathname + url.search;
  }
  sites.push({ size, campus, quad, auth, deep });
  console.log(`${String(size).padStart(9)} posts seeded in ${campus.seeded.seconds} s`);
}

interface Read {
  name: string;
  path: (site: Site) => string;
}
const now = new Date();
const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
const words = ['library', 'chai', 'hackathon', 'monsoon'];
const reads: Read[] = [
  { name: 'feed, first page', path: () => '/api/posts?limit=20' },
  { name: 'feed, page 40', path: (site) => site.deep },
  { name: 'events screen', path: () => '/api/posts?limit=20&type=event' },
  { name: 'search, common word', path: () => `/api/posts?limit=20&q=${words[Math.floor(Math.random() * words.length)]!}` },
  { name: 'search, rare word', path: () => '/api/posts?limit=20&q=tesseract' },
  { name: 'search, 40 posts', path: () => '/api/posts?limit=20&q=quasar' },
  // Kolkata: a zone off UTC, so each local day overlaps two UTC days (the dearer case).
  { name: 'calendar month', path: () => `/api/calendar?month=${month}&tz=Asia%2FKolkata` },
  { name: 'calendar day', path: () => `/api/calendar/day?day=${now.toISOString().slice(0, 10)}&tz=Asia%2FKolkata` },
  // The fest: 20 events on one day at every size, so the list is full (15) at every size.
  { name: 'calendar, fest day', path: (site) => `/api/calendar/day?day=${site.campus.seeded.festDay}&tz=Asia%2FKolkata` },
  { name: 'one post', path: (site) => `/api/posts/${site.campus.postIds[Math.floor(Math.random() * site.campus.postIds.length)]!}` },
];

// --reads "one post;feed, first page": only those reads (to look again at one of them). Names hold commas: `;` parts them.
const only = process.argv.includes('--reads') ? (process.argv[process.argv.indexOf('--reads') + 1] ?? '').split(';').map((name) => name.trim()) : null;
const unknown = only?.filter((name) => !reads.some((read) => read.name === name)) ?? [];
if (unknown.length > 0) throw new Error(`No such read: ${unknown.join('; ')}. The reads: ${reads.map((read) => read.name).join('; ')}`);
const results: Record<string, Record<number, { p50: number; mean: number; rps: number }>> = {};
for (const read of reads.filter((r) => !only || only.includes(r.name))) {
  const turns = new Map<number, { p50: number; mean: number; rps: number }[]>();
  for (const order of [sites, [...sites].reverse()]) {
    for (const site of order) {
      const requests = [{ setupRequest: (req: object) => ({ ...req, method: 'GET', path: read.path(site), headers: site.auth }) }];
      if (order === sites) await autocannon({ url: site.quad.url, connections: CONNECTIONS, duration: 1, requests });
      const r = await autocannon({ url: site.quad.url, connections: CONNECTIONS, duration: SECONDS, requests });
      if (r.non2xx) console.log(`  ${read.name} on ${site.size} posts: non-2xx ${r.non2xx}`);
      turns.set(site.size, [...(turns.get(site.size) ?? []), { p50: r.latency.p50, mean: r.latency.mean, rps: r.requests.average }]);
    }
  }
  for (const site of sites) {
    const list = turns.get(site.size)!;
    const avg = (pick: (t: (typeof list)[number]) => number) => list.reduce((sum, t) => sum + pick(t), 0) / list.length;
    const row = { p50: Math.round(avg((t) => t.p50) * 10) / 10, mean: Math.round(avg((t) => t.mean) * 100) / 100, rps: Math.round(avg((t) => t.rps)) };
    (results[read.name] ??= {})[site.size] = row;
    console.log(`${String(site.size).padStart(9)} posts  ${read.name.padEnd(20)} p50 ${String(row.p50).padStart(5)} ms  mean ${row.mean.toFixed(2).padStart(7)} ms  ${row.rps} req/s`);
  }
}
for (const site of sites) {
  await site.quad.stop();
  await site.campus.database.cleanup();
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
  `${JSON.stringify({ date: new Date().toISOString(), database: kind, sizes: SIZES, connections: CONNECTIONS, seconds: SECONDS, turns: 2, results, growth }, null, 2)}\n`,
);
