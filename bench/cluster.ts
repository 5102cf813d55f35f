/**
 * `npm run bench:cluster [-- --duration S --connections C --posts N --students N]`: what several processes
 * (WORKERS, decision 037) give on PostgreSQL. A campus of 2,000 posts and 200 signed-in bench students is
 * seeded once in a fresh schema of DATABASE_URL's database (default: the local quad_test database), dropped
 * at the end. Quad is then started as `npm start` starts it (production, demo data and rate limits off, logs
 * at warn) with WORKERS=1, 2 and auto, and autocannon measures on each: (a) signed-in first feed pages, every
 * request a random student's token; (b) a mixed load: 90% of those reads, 6% like/unlike, 4% comments, spread
 * over the students and posts. Every measurement runs S seconds (default 15) at C connections (default 50)
 * after a 2 s warm-up. The three counts are measured in turn, then again in reverse order, and the two turns
 * averaged, so the machine's drift falls on every count alike. While each measurement runs, the CPU time of
 * the load generator (this process), Quad's processes, PostgreSQL's and everything else is read from /proc.
 *
 * --visitor adds a third load to each count: the same first page without a token, answered from the public
 * cache with no database read, to tell the session read's cost from the rest (about 1.5 minutes more).
 *
 * Prints req/s, p50, p99, non-2xx, 5xx and errors and the ratio to one process, and writes
 * bench/results/cluster-postgres.json. Exits 1 on any 5xx or socket error or a broken invariant after the
 * writes. Stops its processes and drops its schema on failure and on Ctrl-C too.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/server/database/connection.ts';
import { migrateToLatest } from '../src/server/database/migrator.ts';
import { isoIn, newId, nowIso } from '../src/server/database/values.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { insertSession } from '../src/server/modules/auth/sessions.repository.ts';
import { insertUser } from '../src/server/test/factories.ts';
import { findInvariantViolations } from '../src/server/test/invariants.ts';
import { schemaUrl } from '../src/server/test/processes.ts';
import { spawnQuad, type QuadProcess } from '../src/server/test/server-process.ts';
import { seedCampus } from './seed.ts';
import { chosenGenerator, runWrk } from './support/wrk.ts';
import { cpuShare, snapshotCpu, type CpuShare } from './support/cpu.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 15);
const WARM_UP = 2;
const CONNECTIONS = arg('connections', 50);
const POSTS = arg('posts', 2_000);
const STUDENTS = arg('students', 200);
const CORES = availableParallelism();
const COUNTS = ['1', '2', 'auto'] as const;
const LOADS = process.argv.includes('--visitor') ? (['reads', 'mixed', 'visitor'] as const) : (['reads', 'mixed'] as const);
/** The reads' load generator: wrk when it is installed (decision 059), else autocannon. The mixed load is autocannon's. */
const GENERATOR = await chosenGenerator(process.argv);
const BASE = process.env.DATABASE_URL ?? 'postgres://quad:quad@127.0.0.1:5432/quad_test';
if (!/^postgres(ql)?:\/\//i.test(BASE)) {
  console.error('bench:cluster needs PostgreSQL: set DATABASE_URL to a postgres:// URL (several processes refuse SQLite).');
  process.exit(1);
}

const started = Date.now();
const schema = `bench_cluster_${newId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 12)}`;
const databaseUrl = schemaUrl(BASE, schema);
// A pool connects when first used: the schema is made below, once Ctrl-C would drop it.
const handle: DatabaseHandle = createDatabase({ kind: 'postgres', url: BASE, schema });
let quad: QuadProcess | undefined;
let schemaMade = false;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Stops the running Quad, closes our connections and drops the schema; safe to call twice. */
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await quad?.stop().catch(() => undefined);
    await handle.close().catch(() => undefined);
    if (schemaMade) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch((error: Error) => console.error(`Could not drop ${schema}: ${error.message}`));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Quad and dropping the bench schema ...`);
    void cleanup().finally(() => process.exit(130));
  });
}

// --- The campus ----------------------------------------------------------------------------------------------

await admin(`CREATE SCHEMA ${schema}`);
schemaMade = true;

interface Student {
  id: string;
  token: string;
}
const students: Student[] = [];
let postIds: string[] = [];

interface Measurement {
  workers: string;
  processes: number;
  load: 'reads' | 'mixed' | 'visitor';
  turn: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  fiveXx: number;
  errors: number;
  timeouts: number;
  byKind: Record<string, Record<number, number>>;
  cpu: CpuShare | null;
}
const measurements: Measurement[] = [];
let problems: string[];
let seconds: number;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const bearer = () => ({ authorization: `Bearer ${pick(students).token}` });
const FEED = '/api/posts?limit=20';
let commentSerial = 0;
let likePairs: { student: Student; post: string; liked: boolean }[] = [];
/** The mixed load's answers by kind and status, for the measurement under way (autocannon copies each context). */
let byKindNow: Record<string, Record<number, number>> = {};

const readRequests: Request[] = [{ setupRequest: (req) => ({ ...req, method: 'GET', path: FEED, headers: bearer() }) }];
const visitorRequests: Request[] = [{ method: 'GET', path: FEED }];

const mixedRequests: Request[] = [
  {
    setupRequest: (req, context) => {
      const roll = Math.random();
      context.pair = undefined;
      if (roll < 0.9) {
        context.kind = 'read';
        return { ...req, method: 'GET', path: FEED, headers: bearer()};
      }
      if (roll < 0.96) {
        // A student's like on a post, then their unlike, and so on: each a real write (a repeat changes nothing).
        const pair = pick(likePairs);
        context.kind = pair.liked ? 'unlike' : 'like';
        context.pair = pair;
        return { ...req, method: 'PUT', path: `/api/posts/${pair.post}/${pair.liked ? 'unlike' : 'like'}`, headers: { authorization: `Bearer ${pair.student.token}` }};
      }
      context.kind = 'comment';
      commentSerial += 1;
      return {
        ...req,
        method: 'POST',
        path: `/api/posts/${pick(postIds)}/comments`,
        headers: { ...bearer(), 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Cluster comment ${commentSerial}` }),
      };
    },
    onResponse: (status, _body, context) => {
      const kind = String(context.kind);
      const statuses = (byKindNow[kind] ??= {});
      statuses[status] = (statuses[status] ?? 0) + 1;
      const pair = context.pair as (typeof likePairs)[number] | undefined;
      if (pair && status === 200) pair.liked = kind === 'like';
    },
  },
];

async function measure(workers: string, processes: number, load: Measurement['load'], turn: number, url: string): Promise<void> {
  if (load !== 'mixed' && GENERATOR === 'wrk') return measureWithWrk(workers, processes, load, turn, url);
  const requests = load === 'reads' ? readRequests : load === 'mixed' ? mixedRequests : visitorRequests;
  byKindNow = {};
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP, timeout: 10, requests });
  const byKind: Record<string, Record<number, number>> = {};
  byKindNow = byKind;
  const before = snapshotCpu();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 10, requests });
  const cpu = cpuShare(before, snapshotCpu(), quad?.child.pid);
  record({
    workers,
    processes,
    load,
    turn,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    fiveXx: result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    byKind,
    cpu,
  });
}

/** The same measurement of a read load, with wrk sending it: each request one of the students' tokens at random. */
async function measureWithWrk(workers: string, processes: number, load: 'reads' | 'visitor', turn: number, url: string): Promise<void> {
  const requests = load === 'reads' ? students.map((s) => ({ method: 'GET', path: FEED, headers: { authorization: `Bearer ${s.token}` } })) : [{ method: 'GET', path: FEED }];
  const options = { url, connections: CONNECTIONS, requests };
  await runWrk({ ...options, seconds: WARM_UP });
  const before = snapshotCpu();
  const result = await runWrk({ ...options, seconds: DURATION });
  const cpu = cpuShare(before, snapshotCpu(), quad?.child.pid);
  // wrk does not tell a 4xx from a 5xx: every read that is not a 2xx counts as a failure.
  record({ workers, processes, load, turn, ...result, fiveXx: result.non2xx, byKind: {}, cpu });
}

function record(row: Measurement): void {
  measurements.push(row);
  const { cpu } = row;
  const share = cpu
    ? `  CPU (cores of ${CORES}): load generator ${cpu.loadGenerator}, Quad ${cpu.quad}, PostgreSQL ${cpu.postgres}, other ${cpu.other}, idle ${cpu.idle}`
    : '';
  console.log(
    `WORKERS=${row.workers.padEnd(4)} ${row.load.padEnd(7)} ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(3)} ms  ` +
      `p99 ${String(row.p99).padStart(4)} ms  non-2xx ${row.non2xx}, 5xx ${row.fiveXx}, errors ${row.errors}${share}`,
  );
}

/** How many processes serve: the workers the primary forked (or the primary itself, with one). */
function servingProcesses(primary: number | undefined): number {
  if (primary === undefined) return 0;
  let workers = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === primary) workers += 1;
    } catch {
      // Gone meanwhile.
    }
  }
  return workers || 1;
}

try {
  const db = handle.db;
  await migrateToLatest(db, { schema });
  const seeded = await seedCampus(db, { posts: POSTS, verbose: process.stderr.isTTY });
  for (let i = 0; i < STUDENTS; i += 1) {
    const user = await insertUser(db, { name: `Bench Student ${i + 1}`, email: `runner${i + 1}@bench.campus`, email_verified_at: new Date().toISOString() });
    const token = newToken();
    await insertSession(db, { token_hash: hashToken(token), user_id: user.id, now: nowIso(), expires_at: isoIn(86_400_000) });
    students.push({ id: user.id, token });
  }
  const visible = await db.selectFrom('posts').select('id').where('status', '=', 'approved').where('hidden', '=', 0).execute();
  postIds = visible.map((r) => r.id);
  likePairs = students.flatMap((student) => Array.from({ length: 10 }, () => ({ student, post: pick(postIds), liked: false })));
  seconds = seeded.seconds;
  console.log(
    `Seeded ${POSTS} posts, ${seeded.users} users, ${seeded.likes} likes, ${seeded.comments} comments and ${STUDENTS} signed-in bench ` +
      `students on PostgreSQL in ${seeded.seconds} s. ${CORES} cores here, so WORKERS=auto is ${Math.min(CORES, 64)} processes. ` +
      `${DURATION} s per measurement at ${CONNECTIONS} connections, each count measured twice (in turn, then in reverse). ` +
      `Reads sent by ${GENERATOR}, the mixed load by autocannon.`,
  );

  const order = [...COUNTS, ...[...COUNTS].reverse()];
  for (const [index, workers] of order.entries()) {
    const turn = index < COUNTS.length ? 1 : 2;
    quad = await spawnQuad(databaseUrl, { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn', WORKERS: workers });
    const processes = servingProcesses(quad.child.pid);
    const health = await fetch(`${quad.url}/api/health`);
    if (health.status !== 200) throw new Error(`/api/health answered ${health.status}:\n${quad.output()}`);
    for (const load of LOADS) await measure(workers, processes, load, turn, quad.url);
    await quad.stop();
    quad = undefined;
  }
  problems = await findInvariantViolations(db);
} finally {
  await cleanup();
}

// --- The table -------------------------------------------------------------------------------------------------

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const round2 = (n: number) => Math.round(n * 100) / 100;
interface Row {
  workers: string;
  processes: number;
  load: Measurement['load'];
  rps: number;
  turns: number[];
  p50: number;
  p99: number;
  non2xx: number;
  fiveXx: number;
  errors: number;
  ratio: number;
  cpu: CpuShare | null;
  /** CPU milliseconds per answered request: the load generator's, Quad's, PostgreSQL's. */
  cpuMsPerRequest: { loadGenerator: number; quad: number; postgres: number } | null;
}
const rows: Row[] = [];
for (const load of LOADS) {
  const one = mean(measurements.filter((m) => m.load === load && m.workers === '1').map((m) => m.rps));
  for (const workers of COUNTS) {
    const ms = measurements.filter((m) => m.load === load && m.workers === workers);
    const cpus = ms.map((m) => m.cpu).filter((c): c is CpuShare => c !== null);
    const rps = Math.round(mean(ms.map((m) => m.rps)));
    const cpu = cpus.length
      ? {
          loadGenerator: round2(mean(cpus.map((c) => c.loadGenerator))),
          quad: round2(mean(cpus.map((c) => c.quad))),
          postgres: round2(mean(cpus.map((c) => c.postgres))),
          other: round2(mean(cpus.map((c) => c.other))),
          idle: round2(mean(cpus.map((c) => c.idle))),
        }
      : null;
    const perRequest = (cores: number) => (rps ? round2((cores * 1000) / rps) : 0);
    rows.push({
      workers,
      processes: ms[0]?.processes ?? 0,
      load,
      rps,
      turns: ms.map((m) => m.rps),
      p50: round2(mean(ms.map((m) => m.p50))),
      p99: round2(mean(ms.map((m) => m.p99))),
      non2xx: ms.reduce((a, m) => a + m.non2xx, 0),
      fiveXx: ms.reduce((a, m) => a + m.fiveXx, 0),
      errors: ms.reduce((a, m) => a + m.errors, 0),
      ratio: one ? round2(rps / one) : 0,
      cpu,
      cpuMsPerRequest: cpu ? { loadGenerator: perRequest(cpu.loadGenerator), quad: perRequest(cpu.quad), postgres: perRequest(cpu.postgres) } : null,
    });
  }
}

const LOAD_NAMES = { reads: 'signed-in reads', mixed: 'mixed', visitor: 'visitor reads' } as const;
console.log(
  `\n| Load | WORKERS (processes) | req/s (turn 1, turn 2) | p50 | p99 | non-2xx / 5xx / errors | vs 1 process | ` +
    `CPU, cores of ${CORES}: load generator / Quad / PostgreSQL / other / idle | CPU ms a request: load generator / Quad / PostgreSQL |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const cpu = row.cpu ? `${row.cpu.loadGenerator} / ${row.cpu.quad} / ${row.cpu.postgres} / ${row.cpu.other} / ${row.cpu.idle}` : 'n/a';
  const each = row.cpuMsPerRequest ? `${row.cpuMsPerRequest.loadGenerator} / ${row.cpuMsPerRequest.quad} / ${row.cpuMsPerRequest.postgres}` : 'n/a';
  console.log(
    `| ${LOAD_NAMES[row.load]} | ${row.workers} (${row.processes}) | ${row.rps.toLocaleString('en-US')} (${row.turns.join(', ')}) | ` +
      `${row.p50} ms | ${row.p99} ms | ${row.non2xx} / ${row.fiveXx} / ${row.errors} | **${row.ratio.toFixed(2)}x** | ${cpu} | ${each} |`,
  );
}
const twoReads = rows.find((r) => r.load === 'reads' && r.workers === '2')?.ratio ?? 0;
const losing = rows.filter((r) => r.workers !== '1' && r.ratio < 1);
console.log(
  `\nTarget: 2 processes at least 1.3x one on signed-in reads: ${twoReads.toFixed(2)}x, ${twoReads >= 1.3 ? 'met' : 'MISSED'}. ` +
    `No count loses throughput: ${losing.length ? `MISSED (${losing.map((r) => `${r.load} WORKERS=${r.workers} ${r.ratio.toFixed(2)}x`).join(', ')})` : 'met'}.`,
);
console.log(problems.length ? `Invariants broken:\n  ${problems.slice(0, 10).join('\n  ')}` : 'Counts equal rows after the writes.');

const wallSeconds = Math.round((Date.now() - started) / 1000);
console.log(`Done in ${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s.`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/cluster-postgres.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      posts: POSTS,
      students: STUDENTS,
      seedSeconds: seconds,
      cores: CORES,
      connections: CONNECTIONS,
      readsGenerator: GENERATOR,
      durationSeconds: DURATION,
      rows,
      measurements,
      invariants: problems.length ? problems.slice(0, 10) : 'hold',
      wallSeconds,
    },
    null,
    2,
  )}\n`,
);
const failed = measurements.some((m) => m.fiveXx > 0 || m.errors > 0) || problems.length > 0;
process.exit(failed ? 1 : 0);
