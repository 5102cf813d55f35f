/**
 * `npm run bench:api [-- --quick]`: in one run on this machine, a ceiling (a bare Fastify process answering
 * the same bytes as Quad's first feed page, from memory), then Quad's hot reads and writes, each for a fixed
 * time at 50 connections on a campus of 100,000 posts. Prints req/s, p50, p99 and the ratio to the ceiling
 * for each, and writes bench/results/api-<database>.json. Writes are reconciled with the rows afterwards.
 *
 * --quick: 5,000 posts, 3 s per endpoint. --posts N, --seconds S, --connections C override.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { findInvariantViolations } from '../src/server/test/invariants.ts';
import { spawnQuad } from '../src/server/test/server-process.ts';
import { openDatabase, prepareCampus } from './support/campus.ts';

const quick = process.argv.includes('--quick');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTS = arg('posts', quick ? 5_000 : 100_000);
const SECONDS = arg('seconds', quick ? 3 : 8);
const CONNECTIONS = arg('connections', 50);
const STUDENTS = 60;

const campus = await prepareCampus({ posts: POSTS, students: STUDENTS, prefix: 'quad_api' });
console.log(`Seeded ${POSTS} posts on ${campus.database.kind} in ${campus.seeded.seconds} s.`);
const quad = await spawnQuad(campus.database.url, { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' });
const base = quad.url;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const token = (i = Math.floor(Math.random() * STUDENTS)) => campus.students[i]!.token;
const signedIn = () => ({ authorization: `Bearer ${token()}` });

// The first feed page's bytes, for the ceiling; and a deep page's address (page 50, as a scrolling student).
const first = await fetch(`${base}/api/posts?limit=20`);
const firstBytes = Buffer.from(await first.arrayBuffer());
let deep = '/api/posts?limit=20';
for (let page = 0; page < 50; page += 1) {
  const res: Response = await fetch(`${base}${deep}`);
  await res.arrayBuffer();
  const link: string | null = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  if (!link) break;
  const url = new URL(link, base);
  deep = url.pathname + url.search;
}

const dir = mkdtempSync(join(tmpdir(), 'quad-ceiling-'));
writeFileSync(join(dir, 'body.json'), firstBytes);
const ceilingProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/support/ceiling-server.ts', join(dir, 'body.json')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ceilingUrl = await new Promise<string>((resolve, reject) => {
  let out = '';
  ceilingProcess.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /listening on (\S+)/.exec(out);
    if (match?.[1]) resolve(match[1]);
  });
  ceilingProcess.once('exit', (code) => reject(new Error(`the ceiling server exited with ${code}`)));
});

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ratio: number | null;
}
const rows: Row[] = [];
let ceilingRps = 0;

async function measure(name: string, url: string, requests: Request[]): Promise<void> {
  // A short warm-up, so the JIT and the database's caches are as warm as the ceiling's.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, requests });
  const result: Result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 10, requests });
  const rps = Math.round(result.requests.average);
  if (name === 'ceiling') ceilingRps = rps;
  const row = {
    name,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ratio: ceilingRps ? Math.round((rps / ceilingRps) * 100) / 100 : null,
  };
  rows.push(row);
  console.log(
    `${name.padEnd(34)} ${String(rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ` +
      `${row.ratio === null ? '' : `${Math.round(row.ratio * 100)}% of ceiling`}${row.non2xx || row.errors ? `  (non-2xx ${row.non2xx}, errors ${row.errors})` : ''}`,
  );
}

const get = (path: string | (() => string), headers?: () => Record<string, string>): Request[] => [
  { setupRequest: (req) => ({ ...req, method: 'GET', path: typeof path === 'string' ? path : path(), headers: headers?.() ?? {} }) },
];
const now = new Date();
const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

await measure('ceiling', ceilingUrl, get('/api/posts?limit=20'));
await measure('feed, first page, visitor', base, get('/api/posts?limit=20'));
await measure('feed, first page, signed in', base, get('/api/posts?limit=20', signedIn));
await measure('feed, page 50, visitor', base, get(deep));
await measure('feed, page 50, signed in', base, get(deep, signedIn));
for (const type of ['confession', 'event', 'culturalEvent', 'news']) {
  await measure(`${type} screen, first page`, base, get(`/api/posts?limit=20&type=${type}`));
}
await measure('search "library"', base, get(() => `/api/posts?limit=20&q=${pick(['library', 'chai', 'hackathon', 'monsoon'])}`));
await measure('one post', base, get(() => `/api/posts/${pick(campus.postIds)}`));
await measure("a post's comments", base, get(() => `/api/posts/${pick(campus.postIds)}/comments`));
await measure('sidebar: popular', base, get('/api/posts/popular'));
await measure('sidebar: recent Consights', base, get('/api/posts/recent-consights'));
await measure('sidebar: upcoming events', base, get('/api/posts/upcoming-events'));
await measure('sidebar: news highlights', base, get('/api/posts/news-highlights'));
await measure('calendar month (dots)', base, get(`/api/calendar?month=${month}&tz=Asia%2FKolkata`));
await measure('calendar day', base, get(`/api/calendar/day?day=${new Date().toISOString().slice(0, 10)}&tz=Asia%2FKolkata`));
await measure('notifications', base, get('/api/notifications', signedIn));

// Writes. Like/unlike: each (student, post) pair is used by one request at a time, so counts stay exact.
const pairs = campus.students.flatMap((_, s) => campus.postIds.slice(s * 20, s * 20 + 20).map((post) => ({ s, post, liked: false, busy: false })));
await measure('like / unlike', base, [
  {
    setupRequest: (req, context) => {
      let pair = pick(pairs);
      for (let tries = 0; pair.busy && tries < 10; tries += 1) pair = pick(pairs);
      pair.busy = true;
      context.pair = pair;
      return { ...req, method: 'PUT', path: `/api/posts/${pair.post}/${pair.liked ? 'unlike' : 'like'}`, headers: { authorization: `Bearer ${token(pair.s)}` } };
    },
    onResponse: (status, _body, context) => {
      const pair = context.pair as (typeof pairs)[number];
      pair.busy = false;
      if (status === 200) pair.liked = !pair.liked;
    },
  },
]);
let comment = 0;
await measure('comment', base, [
  {
    setupRequest: (req) => {
      comment += 1;
      return {
        ...req,
        method: 'POST',
        path: `/api/posts/${pick(campus.postIds)}/comments`,
        headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Bench comment ${comment}` }),
      };
    },
  },
]);
const registrations = campus.students.flatMap((_, s) => campus.eventIds.map((event) => ({ s, event })));
await measure('registration', base, [
  {
    setupRequest: (req) => {
      const next = registrations.pop();
      return {
        ...req,
        method: 'POST',
        path: next ? `/api/users/register-event/${next.event}` : '/api/health',
        headers: { authorization: `Bearer ${token(next?.s)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench Student', email: 'bench@bench.campus', phone: '9876543210', 'Year of study': '2nd' }),
      };
    },
  },
]);

ceilingProcess.kill('SIGTERM');
await quad.stop();
rmSync(dir, { recursive: true, force: true });
const handle = openDatabase(campus.database);
const problems = await findInvariantViolations(handle.db);
await handle.close();
await campus.database.cleanup();

const summary = {
  date: new Date().toISOString(),
  database: campus.database.kind,
  posts: POSTS,
  connections: CONNECTIONS,
  secondsPerEndpoint: SECONDS,
  firstPageBytes: firstBytes.length,
  rows,
  invariants: problems.length ? problems.slice(0, 10) : 'hold',
};
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/api-${campus.database.kind}${quick ? '-quick' : ''}.json`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(problems.length ? `Invariants broken:\n  ${problems.slice(0, 10).join('\n  ')}` : 'Counts equal rows after the writes.');
process.exit(problems.length ? 1 : 0);
