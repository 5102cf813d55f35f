/**
 * `npm run bench:drop [-- --students 5000 --seats 500 --seconds 10 --workers 2,1 --sockets 256 --profile DIR]`: the
 * fest's ticket drop. S students, each signed in, press Register within T seconds (arrivals spread evenly over the
 * window) for an event of N seats, over HTTP to Quad started as `npm start` starts it (the compiled server of
 * dist/node, so `npm run build` first; production, rate limits off) on PostgreSQL, with WORKERS=2 and then 1. Each
 * count runs on a fresh schema of DATABASE_URL's (or TEST_DATABASE_URL's) database, dropped at the end.
 * `--profile DIR`: each Quad process writes a V8 CPU profile there (for Chrome DevTools), slower than without.
 *
 * Checks, each run: exactly N confirmed and S - N waitlisted, the holders the first N arrivals (the server's
 * arrival order, `seq`) and the waitlist in arrival order; no 5xx and no socket error. Reports p50, p99, p99.9
 * and the longest answer, throughput, the CPU (in cores) of each Quad process and of PostgreSQL, and the CPU
 * milliseconds each spent per registration; writes
 * bench/results/drop-postgres.json. Exits 1 when an invariant breaks or an answer took longer than 5 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDatabase } from '../src/server/database/connection.ts';
import { migrateToLatest } from '../src/server/database/migrator.ts';
import { isoIn, newId, nowIso } from '../src/server/database/values.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { buildEvent, insertPost, insertUser } from '../src/server/test/factories.ts';
import { schemaUrl } from '../src/server/test/processes.ts';
import { spawnQuad, type QuadProcess } from '../src/server/test/server-process.ts';
import { childrenOf, coresOf, cpuShare, snapshotCpu } from './support/cpu.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const STUDENTS = Number(arg('students', '5000'));
const SEATS = Number(arg('seats', '500'));
const SECONDS = Number(arg('seconds', '10'));
const WORKER_COUNTS = arg('workers', '2,1').split(',');
const SOCKETS = Number(arg('sockets', '256'));
const PROFILE_DIR = process.argv.includes('--profile') ? arg('profile', 'bench/results/drop-profile') : undefined;
const LONGEST_MS = 5_000;
const BASE = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://quad:quad@127.0.0.1:5432/quad_test';
if (!/^postgres(ql)?:\/\//i.test(BASE)) {
  console.error('bench:drop needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL.');
  process.exit(1);
}

const ms = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
let broken = false;
function check(ok: boolean, what: string): void {
  if (!ok) {
    broken = true;
    console.error(`  BROKEN: ${what}`);
  }
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  ms: number;
  /** When it was sent, from the drop's start (ms). */
  at: number;
  error?: string;
}

/** One registration over a kept-alive socket of `agent`. */
function register(agent: http.Agent, url: URL, eventId: string, token: string, i: number, dropStarted: number): Promise<Answer> {
  const body = JSON.stringify({ name: `Student ${i}`, email: `student${i}@bench.campus`, phone: '9876543210', 'Year of study': '2nd' });
  const started = performance.now();
  const at = started - dropStarted;
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/api/users/register-event/${eventId}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < 300) text += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ status, ms: performance.now() - started, at, ...(status >= 300 ? { error: `${status} ${text}` } : {}) });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, at, error: error.message }));
    request.end(body);
  });
}

interface Run {
  workers: string;
  students: number;
  seats: number;
  windowSeconds: number;
  confirmed: number;
  waitlisted: number;
  fair: boolean;
  non2xx: number;
  fiveXx: number;
  errors: number;
  p50: number;
  p99: number;
  p999: number;
  longest: number;
  /** The p99 of the answers to the students who pressed Register in each second of the window. */
  p99BySecond: number[];
  throughput: number;
  seconds: number;
  cpu: { /** The primary's CPU, then each child's (its workers, the stream process). */
    quadProcesses: number[]; quad: number; postgres: number; loadGenerator: number; idle: number;
    /** CPU milliseconds per registration: Quad's (every process) and PostgreSQL's. */
    quadMsPerRegistration: number; postgresMsPerRegistration: number } | null;
}

async function drop(workers: string): Promise<Run> {
  const schema = `bench_drop_${newId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 12)}`;
  await admin(`CREATE SCHEMA ${schema}`);
  const handle = createDatabase({ kind: 'postgres', url: BASE, schema });
  let quad: QuadProcess | undefined;
  try {
    await migrateToLatest(handle.db, { schema });
    const host = await insertUser(handle.db, { name: 'Fest Host', email_verified_at: nowIso() });
    const event = await insertPost(handle.db, buildEvent(host.id, { title: 'Fest night', capacity: SEATS }));
    // The students and their sessions, in batches (a session read is every request's first query).
    const tokens: string[] = [];
    const now = nowIso();
    for (let from = 0; from < STUDENTS; from += 500) {
      const batch = Array.from({ length: Math.min(500, STUDENTS - from) }, (_, k) => ({ id: newId(), n: from + k, token: newToken() }));
      await handle.db
        .insertInto('users')
        .values(batch.map((s) => ({
          id: s.id, name: `Student ${s.n}`, email: `student${s.n}@bench.campus`, password_hash: null, google_sub: null, avatar: null,
          is_admin: 0, is_moderator: 0, created_at: now, updated_at: now, email_verified_at: now, attendance_public: 0,
        })))
        .execute();
      await handle.db
        .insertInto('sessions')
        .values(batch.map((s) => ({ token_hash: hashToken(s.token), user_id: s.id, created_at: now, last_used_at: now, expires_at: isoIn(86_400_000) })))
        .execute();
      tokens.push(...batch.map((s) => s.token));
    }

    if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
    quad = await spawnQuad(
      schemaUrl(BASE, schema),
      { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn', WORKERS: workers },
      PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
      { compiled: true },
    );
    const url = new URL(quad.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
    // Warm the sockets and each process's first request with a read.
    await Promise.all(Array.from({ length: Math.min(SOCKETS, 64) }, () => fetch(`${quad!.url}/api/health`).then((r) => r.arrayBuffer())));

    const before = snapshotCpu();
    const started = performance.now();
    const gap = (SECONDS * 1000) / STUDENTS;
    const answers = await new Promise<Answer[]>((resolve) => {
      const pending: Promise<Answer>[] = [];
      let sent = 0;
      // Every 5 ms, the students whose moment has come press Register.
      const tick = setInterval(() => {
        const due = Math.min(STUDENTS, Math.floor((performance.now() - started) / gap) + 1);
        for (; sent < due; sent += 1) pending.push(register(agent, url, event.id, tokens[sent]!, sent, started));
        if (sent >= STUDENTS) {
          clearInterval(tick);
          void Promise.all(pending).then(resolve);
        }
      }, 5);
    });
    const seconds = (performance.now() - started) / 1000;
    const after = snapshotCpu();
    agent.destroy();

    const rows = await handle.db.selectFrom('registrations').select(['status', 'seq']).where('post_id', '=', event.id).orderBy('seq').execute();
    const confirmed = rows.filter((row) => row.status === 'confirmed');
    const waitlisted = rows.filter((row) => row.status === 'waitlisted');
    const fair = confirmed.every((row) => Number(row.seq) <= SEATS) && waitlisted.every((row) => Number(row.seq) > SEATS);
    check(confirmed.length === SEATS && waitlisted.length === STUDENTS - SEATS, `split ${SEATS}/${STUDENTS - SEATS} (got ${confirmed.length}/${waitlisted.length})`);
    check(fair, 'the holders are the first arrivals and the waitlist follows arrival order');
    const fiveXx = answers.filter((a) => a.status >= 500).length;
    const errors = answers.filter((a) => a.status === 0).length;
    const non2xx = answers.filter((a) => a.status < 200 || a.status >= 300).length;
    check(fiveXx === 0 && errors === 0, `no 5xx and no socket error (got ${fiveXx} 5xx, ${errors} errors: ${answers.find((a) => a.error)?.error ?? ''})`);
    check(non2xx === 0, `every registration answered 2xx (got ${non2xx} others, first: ${answers.find((a) => a.status >= 300)?.error ?? ''})`);
    const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
    const longest = sorted.at(-1) ?? NaN;
    check(longest <= LONGEST_MS, `no answer took longer than ${LONGEST_MS / 1000} s (the longest took ${ms(longest)} ms)`);

    const primary = quad.child.pid ?? 0;
    // The primary (which serves when WORKERS=1), then its children: workers, the stream process.
    const processes = [primary, ...childrenOf(after, primary)];
    const share = cpuShare(before, after, primary);
    const run: Run = {
      workers,
      students: STUDENTS,
      seats: SEATS,
      windowSeconds: SECONDS,
      confirmed: confirmed.length,
      waitlisted: waitlisted.length,
      fair,
      non2xx,
      fiveXx,
      errors,
      p50: ms(percentile(sorted, 50)),
      p99: ms(percentile(sorted, 99)),
      p999: ms(percentile(sorted, 99.9)),
      longest: ms(longest),
      p99BySecond: Array.from({ length: Math.ceil(SECONDS) }, (_, second) =>
        ms(percentile(answers.filter((a) => Math.floor(a.at / 1000) === second).map((a) => a.ms).sort((a, b) => a - b), 99)),
      ),
      throughput: Math.round(STUDENTS / seconds),
      seconds: ms(seconds),
      cpu: share
        ? {
            quadProcesses: processes.map((pid) => coresOf(before, after, pid) ?? 0),
            quad: share.quad,
            postgres: share.postgres,
            loadGenerator: share.loadGenerator,
            idle: share.idle,
            quadMsPerRegistration: ms((share.quad * seconds * 1000) / STUDENTS),
            postgresMsPerRegistration: ms((share.postgres * seconds * 1000) / STUDENTS),
          }
        : null,
    };
    console.log(
      `WORKERS=${workers}: ${run.confirmed} confirmed, ${run.waitlisted} waitlisted (${fair ? 'in arrival order' : 'NOT in arrival order'}); ` +
        `p50 ${run.p50} ms, p99 ${run.p99} ms, p99.9 ${run.p999} ms, longest ${run.longest} ms; ${run.throughput} registrations/s over ${run.seconds} s; ` +
        `5xx ${fiveXx}, errors ${errors}`,
    );
    console.log(`  p99 by the second they pressed Register: ${run.p99BySecond.map((p, second) => `${second}-${second + 1} s ${p} ms`).join(', ')}`);
    if (run.cpu) {
      console.log(`  CPU (cores): Quad ${run.cpu.quad} (each process: ${run.cpu.quadProcesses.join(', ')}), PostgreSQL ${run.cpu.postgres}, load generator ${run.cpu.loadGenerator}, idle ${run.cpu.idle}`);
      console.log(`  CPU per registration: Quad ${run.cpu.quadMsPerRegistration} ms, PostgreSQL ${run.cpu.postgresMsPerRegistration} ms`);
    }
    return run;
  } finally {
    await quad?.stop(PROFILE_DIR ? 'SIGINT' : 'SIGTERM');
    await handle.close().catch(() => undefined);
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

console.log(`The ticket drop: ${STUDENTS} signed-in students press Register within ${SECONDS} s for ${SEATS} seats, on PostgreSQL.`);
const runs: Run[] = [];
for (const workers of WORKER_COUNTS) runs.push(await drop(workers));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/drop-postgres.json', `${JSON.stringify({ at: new Date().toISOString(), runs }, null, 2)}\n`);
if (broken) {
  console.error('An invariant broke: see above.');
  process.exit(1);
}
