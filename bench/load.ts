/**
 * `npm run bench:load [-- --quick]`: a bounded load run on loopback. Quad runs as its own process on a
 * database of 100,000 posts (SQLite, or PostgreSQL when TEST_DATABASE_URL is set) and autocannon sends
 * 100 connections of mixed traffic for 60 s: about 90% reads (feed pages, deep pages, one post, a post's
 * comments) and 10% writes (like/unlike, comments, registrations). Afterwards every acknowledged write is
 * checked against the rows, and the kept counts against the rows.
 *
 * --quick (CI): 2,000 posts, 50 connections, 8 s. Fails (exit 1) on any 5xx, socket error, lost write or
 * broken invariant.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon, { type RequestParams } from 'autocannon';
import { findInvariantViolations } from '../src/server/test/invariants.ts';
import { spawnQuad } from '../src/server/test/server-process.ts';
import { openDatabase, prepareCampus } from './support/campus.ts';

const quick = process.argv.includes('--quick');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTS = arg('posts', quick ? 2_000 : 100_000);
const CONNECTIONS = arg('connections', quick ? 50 : 100);
const DURATION = arg('duration', quick ? 8 : 60);
const STUDENTS = 200;

const started = Date.now();
const campus = await prepareCampus({ posts: POSTS, students: STUDENTS, prefix: 'quad_load' });
console.log(`Seeded ${POSTS} posts on ${campus.database.kind} in ${campus.seeded.seconds} s.`);
const quad = await spawnQuad(campus.database.url, { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' });
const base = quad.url;

// Deep pages: follow the feed's Link headers for 25 pages, as a student scrolling would.
const deepPaths: string[] = [];
let next: string | null = '/api/posts?limit=20';
for (let page = 0; page < 25 && next; page += 1) {
  const res: Response = await fetch(`${base}${next}`);
  await res.arrayBuffer();
  const link: string | null = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  next = link ? new URL(link, base).pathname + new URL(link, base).search : null;
  if (next && page >= 4) deepPaths.push(next);
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const TYPES = ['', '&type=confession', '&type=event', '&type=culturalEvent', '&type=news'];

// Likes: each (student, post) pair is used by one request at a time, so its final state is known exactly.
const likePairs = new Map<string, { student: number; post: string; liked: boolean; busy: boolean; known: boolean }>();
for (let s = 0; s < STUDENTS; s += 1) {
  for (let k = 0; k < 10; k += 1) {
    const post = pick(campus.postIds);
    likePairs.set(`${s}/${post}`, { student: s, post, liked: false, busy: false, known: true });
  }
}
const likePool = [...likePairs.values()];
// Registrations: each (student, event) pair at most once.
const registrationPairs: { student: number; event: string }[] = [];
const seenRegistrations = new Set<string>();
for (let s = 0; s < STUDENTS; s += 1) {
  for (let k = 0; k < 3 && campus.eventIds.length; k += 1) {
    const event = campus.eventIds[(s * 3 + k) % campus.eventIds.length]!;
    if (seenRegistrations.has(`${s}/${event}`)) continue;
    seenRegistrations.add(`${s}/${event}`);
    registrationPairs.push({ student: s, event });
  }
}
const acked = { comments: 0, registrations: 0, likeOps: 0 };
const byKind: Record<string, { sent: number; statuses: Record<number, number> }> = {};
let serial = 0;

function request(context: Record<string, unknown>): RequestParams {
  const roll = Math.random();
  const student = Math.floor(Math.random() * STUDENTS);
  const auth = { authorization: `Bearer ${campus.students[student]!.token}` };
  const signedIn = Math.random() < 0.5 ? auth : {};
  const json = { 'content-type': 'application/json' };
  let kind: string;
  let params: RequestParams;
  if (roll < 0.3) {
    kind = 'feed';
    params = { method: 'GET', path: `/api/posts?limit=20${pick(TYPES)}`, headers: signedIn };
  } else if (roll < 0.45) {
    kind = 'deep page';
    params = { method: 'GET', path: deepPaths.length ? pick(deepPaths) : '/api/posts?limit=20', headers: signedIn };
  } else if (roll < 0.65) {
    kind = 'post';
    params = { method: 'GET', path: `/api/posts/${pick(campus.postIds)}`, headers: signedIn };
  } else if (roll < 0.9) {
    kind = 'comments';
    params = { method: 'GET', path: `/api/posts/${pick(campus.postIds)}/comments`, headers: signedIn };
  } else if (roll < 0.95) {
    const pair = pick(likePool);
    if (pair.busy || !pair.known) {
      kind = 'post';
      params = { method: 'GET', path: `/api/posts/${pair.post}`, headers: signedIn };
    } else {
      pair.busy = true;
      context.pair = pair;
      kind = pair.liked ? 'unlike' : 'like';
      params = {
        method: 'PUT',
        path: `/api/posts/${pair.post}/${pair.liked ? 'unlike' : 'like'}`,
        headers: { authorization: `Bearer ${campus.students[pair.student]!.token}` },
      };
    }
  } else if (roll < 0.98) {
    kind = 'comment';
    serial += 1;
    params = {
      method: 'POST',
      path: `/api/posts/${pick(campus.postIds)}/comments`,
      headers: { ...auth, ...json },
      body: JSON.stringify({ text: `Load comment ${serial}` }),
    };
  } else {
    const pair = registrationPairs.pop();
    if (!pair) {
      kind = 'feed';
      params = { method: 'GET', path: '/api/posts?limit=20', headers: signedIn };
    } else {
      kind = 'registration';
      params = {
        method: 'POST',
        path: `/api/users/register-event/${pair.event}`,
        headers: { authorization: `Bearer ${campus.students[pair.student]!.token}`, ...json },
        body: JSON.stringify({ name: 'Load Student', email: 'load@bench.campus', phone: '9876543210', 'Year of study': '2nd' }),
      };
    }
  }
  context.kind = kind;
  (byKind[kind] ??= { sent: 0, statuses: {} }).sent += 1;
  return params;
}

function response(status: number, context: Record<string, unknown>): void {
  const kind = String(context.kind);
  const stats = (byKind[kind] ??= { sent: 0, statuses: {} });
  stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
  const pair = context.pair as (typeof likePool)[number] | undefined;
  if (pair) {
    pair.busy = false;
    if (status === 200) {
      pair.liked = kind === 'like';
      acked.likeOps += 1;
    } else {
      pair.known = false;
    }
    context.pair = undefined;
  }
  if (kind === 'comment' && status === 201) acked.comments += 1;
  if (kind === 'registration' && status === 201) acked.registrations += 1;
}

console.log(`Load: ${CONNECTIONS} connections for ${DURATION} s against ${base} ...`);
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: DURATION,
  timeout: 10,
  requests: [
    {
      setupRequest: (_req, context) => request(context),
      onResponse: (status, _body, context) => response(status, context),
    },
  ],
});
await quad.stop();
// A request still in flight when the run stopped may or may not have been written: its state is unknown.
for (const pair of likePool) if (pair.busy) pair.known = false;
const unanswered = (kind: string) => {
  const stats = byKind[kind];
  return stats ? stats.sent - Object.values(stats.statuses).reduce((a, b) => a + b, 0) : 0;
};

// Reconcile: every acknowledged write is a row, nothing more; every kept count equals its rows.
const handle = openDatabase(campus.database);
const problems: string[] = [];
try {
  const db = handle.db;
  const ids = campus.students.map((s) => s.id);
  const comments = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', 'in', ids)
    .executeTakeFirstOrThrow();
  const commentRows = Number(comments.n);
  if (commentRows < acked.comments || commentRows > acked.comments + unanswered('comment')) {
    problems.push(`comments: ${acked.comments} acknowledged (${unanswered('comment')} unanswered), ${commentRows} rows`);
  }
  const registrations = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', 'in', ids)
    .executeTakeFirstOrThrow();
  const registrationRows = Number(registrations.n);
  if (registrationRows < acked.registrations || registrationRows > acked.registrations + unanswered('registration')) {
    problems.push(`registrations: ${acked.registrations} acknowledged (${unanswered('registration')} unanswered), ${registrationRows} rows`);
  }
  const likeRows = new Set(
    (await db.selectFrom('likes').select(['post_id', 'user_id']).where('user_id', 'in', ids).execute()).map((r) => `${r.user_id}/${r.post_id}`),
  );
  let wrongLikes = 0;
  for (const pair of likePool) {
    if (!pair.known) continue;
    if (likeRows.has(`${campus.students[pair.student]!.id}/${pair.post}`) !== pair.liked) wrongLikes += 1;
  }
  if (wrongLikes) problems.push(`likes: ${wrongLikes} (student, post) pairs differ from their last acknowledged state`);
  problems.push(...(await findInvariantViolations(db)).slice(0, 10));
} finally {
  await handle.close();
  await campus.database.cleanup();
}

const fiveXx = result['5xx'];
const summary = {
  date: new Date().toISOString(),
  database: campus.database.kind,
  posts: POSTS,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  statusCodes: result.statusCodeStats,
  errors: result.errors,
  timeouts: result.timeouts,
  fiveXx,
  acknowledged: acked,
  byKind,
  problems,
  wallSeconds: Math.round((Date.now() - started) / 1000),
};
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/load-${campus.database.kind}${quick ? '-quick' : ''}.json`, `${JSON.stringify(summary, null, 2)}\n`);

console.log(
  `\n${summary.requests} requests in ${DURATION} s: ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, ` +
    `p99 ${summary.latencyMs.p99} ms; 5xx ${fiveXx}, errors ${result.errors}, timeouts ${result.timeouts}`,
);
for (const [kind, stats] of Object.entries(byKind)) {
  console.log(`  ${kind.padEnd(13)} ${String(stats.sent).padStart(7)} sent  ${JSON.stringify(stats.statuses)}`);
}
console.log(
  `Acknowledged writes: ${acked.likeOps} like/unlike, ${acked.comments} comments, ${acked.registrations} registrations; ` +
    (problems.length ? `PROBLEMS:\n  ${problems.join('\n  ')}` : 'all reconcile exactly with the rows.'),
);
const failed = fiveXx > 0 || result.errors > 0 || problems.length > 0;
process.exit(failed ? 1 : 0);
