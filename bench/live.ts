/**
 * `npm run bench:live`: the live stream (GET /api/stream) under many listeners, on loopback, in one run:
 *
 * 1. Fan-out latency: N stream clients (visitors) on one Quad process; a student likes a post, and each
 *    client's receipt of the `likes` event is timed from the like's answer (and from its request's start).
 * 2. Memory per idle connection: Quad's resident memory (VmRSS, read from /proc outside the process) with 0
 *    and with N idle clients, divided by N.
 * 3. Write throughput: likes/unlikes with autocannon for S seconds without listeners (before and after), and
 *    with the N listeners connected; the ratio.
 * 4. Across processes on PostgreSQL: a write on process A, one stream client on process B (the change travels
 *    by LISTEN/NOTIFY); the time from the write's answer to the receipt, over W writes.
 *
 * Quad runs as its own process; the N clients run in another (bench/support/stream-clients.ts), which also
 * makes the timed likes, so sending and receipt are read on one clock. Parts 1 to 3 use SQLite unless
 * TEST_DATABASE_URL is set; part 4 uses TEST_DATABASE_URL or the local test server (a fresh schema, dropped at
 * the end) and is skipped with a message when none answers. Everything is stopped at the end, on failure too.
 *
 * --clients N (5000), --likes L (10), --seconds S (10), --connections C (50), --writes W (200; 0 skips part 4),
 * --posts P (2000), --profile DIR (Quad of parts 1 to 3 writes a V8 CPU profile there, for Chrome DevTools),
 * --every-post (the clients name no posts, so each hears every post's counts; by default each names the 20 its
 * page shows: the L posts the timed likes are on, which every page shows, and L drawn from the campus).
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { isoIn, nowIso } from '../src/server/database/values.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { insertSession } from '../src/server/modules/auth/sessions.repository.ts';
import { insertUser } from '../src/server/test/factories.ts';
import { startProcesses, type Processes } from '../src/server/test/processes.ts';
import { spawnQuad, type QuadProcess } from '../src/server/test/server-process.ts';
import { prepareCampus, type Campus } from './support/campus.ts';
import { closeAgent, openRawStream, put } from './support/live-wire.ts';
import { seedCampus } from './seed.ts';
import { chosenGenerator, runWrk, type WrkRequest } from './support/wrk.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLIENTS = arg('clients', 5_000);
const LIKES = arg('likes', 10);
const EVERY_POST = process.argv.includes('--every-post');
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 50);
const WRITES = arg('writes', 200);
const POSTS = arg('posts', 2_000);
const STUDENTS = 60;
const profileAt = process.argv.indexOf('--profile');
const PROFILE_DIR = profileAt > 0 ? process.argv[profileAt + 1] : undefined;
/** The write throughput's load generator: wrk when it is installed (decision 059), else autocannon. */
const GENERATOR = await chosenGenerator(process.argv);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://quad:quad@127.0.0.1:5432/quad_test';

// Each client is a socket in the clients' process and one in Quad's: the soft limit on open files must allow
// them. Node cannot raise its own limit, so the run starts itself again under a shell that raises it.
const needed = CLIENTS + 500;
const limits = readFileSync('/proc/self/limits', 'utf8');
const [soft, hard] = (/Max open files\s+(\S+)\s+(\S+)/.exec(limits) ?? []).slice(1).map((v) => (v === 'unlimited' ? Infinity : Number(v)));
if ((soft ?? 0) < needed) {
  if ((hard ?? 0) < needed || process.env.QUAD_LIVE_RAISED) {
    console.error(`${CLIENTS} clients need ${needed} open files per process; the hard limit is ${hard}. Raise it (ulimit -Hn, limits.conf) or pass --clients.`);
    process.exit(1);
  }
  const again = spawnSync('sh', ['-c', `ulimit -Sn ${needed} && exec "$0" "$@"`, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, QUAD_LIVE_RAISED: '1' },
  });
  process.exit(again.status ?? 1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => Math.round(value * 10) / 10;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: ms(percentile(sorted, 50)), p99: ms(percentile(sorted, 99)), max: ms(sorted.at(-1) ?? NaN) };
};

/**
 * Quad's resident memory in KiB, from outside: the median of `count` samples a second apart, its stream
 * process's included.
 */
async function residentKiB(pid: number, count = 5): Promise<number> {
  const samples: number[] = [];
  const rss = (of: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${of}/status`, 'utf8'))?.[1]);
  for (let i = 0; i < count; i += 1) {
    if (i) await sleep(1_000);
    const stream = streamProcessPid(pid);
    samples.push(rss(pid) + (stream ? rss(stream) : 0));
  }
  return samples.sort((a, b) => a - b)[Math.floor(count / 2)]!;
}

/**
 * CPU time a process has used so far, in seconds (user + system, from /proc); with `children`, also that of
 * its children that ended (wrk, once a run is over).
 */
function cpuSeconds(pid: number, children = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0)) / 100;
}

/** Quad's stream process (decision 061), when it runs one: a child of Quad's process. */
function streamProcessPid(pid: number): number | null {
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) {
      if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('stream-process-main')) return Number(child);
    }
  }
  return null;
}

/** CPU time the whole machine has been busy so far (every core, every process, the kernel), in seconds. */
function machineBusySeconds(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
}

// What is started is stopped, in reverse order, however the run ends.
const stops: (() => Promise<unknown>)[] = [];
async function stopAll(): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
}

interface ClientsProcess {
  pid: number;
  ask<T>(message: object): Promise<T>;
}

async function startClients(): Promise<ClientsProcess> {
  const child: ChildProcess = fork(new URL('./support/stream-clients.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  stops.push(async () => {
    process.off('exit', orphan);
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the clients' process exited with ${code}`)));
  });
  return {
    pid: child.pid!,
    ask: <T>(message: object) =>
      new Promise<T>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the clients' process exited with ${code}`));
        child.once('exit', onExit);
        child.once('message', (answer) => {
          child.off('exit', onExit);
          resolve(answer as T);
        });
        child.send(message);
      }),
  };
}

interface Throughput {
  rps: number;
  /** CPU seconds per second of Quad and of the clients' process during the run (2 cores: at most 2). */
  quadCpu?: number;
  streamCpu?: number;
  clientsCpu?: number;
  /** ...of this process (autocannon), and of the whole machine (others' work included). */
  benchCpu?: number;
  machineCpu?: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The (student, post) pairs the throughput runs like and unlike: 20 posts a student, none of them the timed ones. */
const likePairs = (campus: Campus) =>
  campus.students.flatMap((student, s) => campus.postIds.slice(100 + s * 20, 120 + s * 20).map((post) => ({ token: student.token, post })));

/**
 * With wrk: every pair's like in a shuffled order, then every pair's unlike in the same order, round and round,
 * each run going on where the last stopped. A pair comes back only after every other pair's request, long after
 * its last one was answered, so each request is a real change, as with autocannon below.
 */
let wrkCycle: { requests: WrkRequest[]; sent: number } | undefined;
async function likeThroughputWithWrk(campus: Campus, url: string, seconds: number): Promise<Throughput> {
  if (!wrkCycle) {
    const pairs = likePairs(campus);
    for (let i = pairs.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
    }
    const requests = (['like', 'unlike'] as const).flatMap((verb) =>
      pairs.map((pair) => ({ method: 'PUT', path: `/api/posts/${pair.post}/${verb}`, headers: { authorization: `Bearer ${pair.token}` } })),
    );
    wrkCycle = { requests, sent: 0 };
  }
  const result = await runWrk({ url, seconds, connections: CONNECTIONS, requests: wrkCycle.requests, order: 'cycle', start: wrkCycle.sent % wrkCycle.requests.length });
  wrkCycle.sent += result.sent;
  return { rps: result.rps, p50: result.p50, p99: result.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** Likes and unlikes at `CONNECTIONS` for `seconds`; each (student, post) pair in one request at a time. */
async function likeThroughput(campus: Campus, url: string, seconds: number): Promise<Throughput> {
  if (GENERATOR === 'wrk') return likeThroughputWithWrk(campus, url, seconds);
  const pairs = likePairs(campus).map((pair) => ({ ...pair, liked: false, busy: false }));
  const pick = () => pairs[Math.floor(Math.random() * pairs.length)]!;
  const requests: Request[] = [
    {
      setupRequest: (req, context) => {
        let pair = pick();
        for (let tries = 0; pair.busy && tries < 10; tries += 1) pair = pick();
        pair.busy = true;
        context.pair = pair;
        return { ...req, method: 'PUT', path: `/api/posts/${pair.post}/${pair.liked ? 'unlike' : 'like'}`, headers: { authorization: `Bearer ${pair.token}` } };
      },
      onResponse: (status, _body, context) => {
        const pair = context.pair as (typeof pairs)[number];
        pair.busy = false;
        if (status === 200) pair.liked = !pair.liked;
      },
    },
  ];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10, requests });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

interface LikeRound {
  status: number;
  answered: number;
  receipts: number[];
  missed: number;
}

async function oneProcess() {
  const campus = await prepareCampus({ posts: POSTS, students: STUDENTS, prefix: 'quad_live' });
  stops.push(() => campus.database.cleanup());
  console.log(`Seeded ${POSTS} posts on ${campus.database.kind} in ${campus.seeded.seconds} s.`);
  const quad: QuadProcess = await spawnQuad(
    campus.database.url,
    { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
    PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [],
  );
  // SIGINT stops it gracefully, so V8 writes the profile.
  stops.push(() => quad.stop(PROFILE_DIR ? 'SIGINT' : 'SIGTERM'));
  const pid = quad.child.pid!;
  const clients = await startClients();

  // Warm-up: the write path and the stream's code are compiled and the caches filled before anything counts.
  await likeThroughput(campus, quad.url, 2);
  await clients.ask({ type: 'connect', url: quad.url, count: 200 });
  await clients.ask({ type: 'close' });

  const measured = async (): Promise<Throughput> => {
    const quadAt = cpuSeconds(pid);
    const stream = streamProcessPid(pid);
    const streamAt = stream ? cpuSeconds(stream) : 0;
    const clientsAt = cpuSeconds(clients.pid);
    const machineAt = machineBusySeconds();
    const benchAt = cpuSeconds(process.pid, true);
    const started = performance.now();
    const result = await likeThroughput(campus, quad.url, SECONDS);
    const seconds = (performance.now() - started) / 1000;
    const share = (used: number) => Math.round((used / seconds) * 100) / 100;
    return {
      ...result,
      quadCpu: share(cpuSeconds(pid) - quadAt),
      ...(stream ? { streamCpu: share(cpuSeconds(stream) - streamAt) } : {}),
      clientsCpu: share(cpuSeconds(clients.pid) - clientsAt),
      benchCpu: share(cpuSeconds(process.pid, true) - benchAt),
      machineCpu: share(machineBusySeconds() - machineAt),
    };
  };
  const cpu = (run: Throughput) =>
    `; CPU s/s: Quad ${run.quadCpu}${run.streamCpu === undefined ? '' : ` (+ its stream process ${run.streamCpu})`}, clients ${run.clientsCpu}, ${GENERATOR} ${run.benchCpu}, machine ${run.machineCpu} of 2`;
  const before = await measured();
  console.log(`likes/unlikes, no listeners:           ${before.rps} req/s (p50 ${before.p50} ms, p99 ${before.p99} ms)${cpu(before)}`);
  await sleep(3_000);
  const idleKiB = await residentKiB(pid);

  // Each client names the 20 posts its page shows, as the app does: the LIKES posts every page shows (the timed
  // likes are on them) and as many again drawn from the campus. --every-post: clients that name none.
  const page = EVERY_POST ? {} : { shown: campus.postIds.slice(0, LIKES), pool: campus.postIds.slice(LIKES) };
  const connect = await clients.ask<{ connected: number; failed: number; ms: number }>({ type: 'connect', url: quad.url, count: CLIENTS, ...page });
  console.log(`${connect.connected} stream clients connected in ${connect.ms} ms (${connect.failed} failed).`);
  if (connect.connected < CLIENTS) throw new Error(`only ${connect.connected} of ${CLIENTS} clients connected`);
  await sleep(5_000);
  const listenersKiB = await residentKiB(pid);
  const perConnection = ((listenersKiB - idleKiB) * 1024) / CLIENTS;
  console.log(`Quad RSS: ${Math.round(idleKiB / 1024)} MiB idle, ${Math.round(listenersKiB / 1024)} MiB with ${CLIENTS} clients: ${(perConnection / 1024).toFixed(1)} KiB per connection.`);

  const fromAnswer: number[] = [];
  const fromStart: number[] = [];
  const answers: number[] = [];
  let missed = 0;
  for (let i = 0; i < LIKES; i += 1) {
    const post = campus.postIds[i]!;
    const round = await clients.ask<LikeRound>({
      type: 'like',
      url: quad.url,
      path: `/api/posts/${post}/like`,
      token: campus.students[0]!.token,
      marker: `"postId":"${post}"`,
      timeoutMs: 10_000,
    });
    if (round.status !== 200) throw new Error(`a like answered ${round.status}`);
    answers.push(round.answered);
    for (const receipt of round.receipts) {
      fromStart.push(receipt);
      fromAnswer.push(receipt - round.answered);
    }
    missed += round.missed;
    await sleep(300);
  }
  const latency = { fromAnswer: summary(fromAnswer), fromStart: summary(fromStart), likeAnswered: summary(answers), missed };
  console.log(
    `A like to ${CLIENTS} clients, ${LIKES} likes: from its answer p50 ${latency.fromAnswer.p50} / p99 ${latency.fromAnswer.p99} / max ${latency.fromAnswer.max} ms; ` +
      `from its request's start p50 ${latency.fromStart.p50} / p99 ${latency.fromStart.p99} / max ${latency.fromStart.max} ms; answered in p50 ${latency.likeAnswered.p50} ms; ${missed} receipts missed.`,
  );

  const statsBefore = await clients.ask<{ open: number; bytes: number }>({ type: 'stats' });
  const during = await measured();
  const statsAfter = await clients.ask<{ open: number; bytes: number }>({ type: 'stats' });
  const delivered = { mebibytes: Math.round((statsAfter.bytes - statsBefore.bytes) / 1048576), stillOpen: statsAfter.open };
  console.log(`likes/unlikes, ${CLIENTS} listeners:         ${during.rps} req/s (p50 ${during.p50} ms, p99 ${during.p99} ms)${cpu(during)}; the clients read ${delivered.mebibytes} MiB; ${delivered.stillOpen} still connected.`);
  await clients.ask({ type: 'close' });
  await sleep(2_000);
  const after = await measured();
  console.log(`likes/unlikes, no listeners again:     ${after.rps} req/s (p50 ${after.p50} ms, p99 ${after.p99} ms)${cpu(after)}`);
  const baseline = (before.rps + after.rps) / 2;
  const ratio = Math.round((during.rps / baseline) * 100) / 100;
  console.log(`Throughput with ${CLIENTS} listeners: ${Math.round(ratio * 100)}% of without.`);

  await stopAll();
  return {
    database: campus.database.kind,
    posts: POSTS,
    clients: CLIENTS,
    connect,
    memory: { idleKiB, listenersKiB, bytesPerConnection: Math.round(perConnection) },
    latency,
    throughput: { connections: CONNECTIONS, seconds: SECONDS, before, during, after, ratio, delivered },
  };
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function acrossProcesses() {
  if (WRITES === 0) return null;
  if (!(await postgresReachable(POSTGRES))) {
    console.log(`Across processes: skipped, no PostgreSQL answers at TEST_DATABASE_URL (or the local test server).`);
    return null;
  }
  process.env.TEST_DATABASE_URL = POSTGRES;
  const processes: Processes = await startProcesses(2, { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off' });
  stops.push(() => processes.stop());
  const db = processes.database.db;
  await seedCampus(db, { posts: 200 });
  const user = await insertUser(db, { name: 'Bench Student', email: 'live@bench.campus', email_verified_at: new Date().toISOString() });
  const token = newToken();
  await insertSession(db, { token_hash: hashToken(token), user_id: user.id, now: nowIso(), expires_at: isoIn(86_400_000) });
  const posts = (await db.selectFrom('posts').select('id').where('status', '=', 'approved').where('hidden', '=', 0).limit(20).execute()).map((r) => r.id);
  const [a, b] = processes.urls as [string, string];

  let marker = '';
  let tail = '';
  let seen: (() => void) | null = null;
  const stream = openRawStream(b, (chunk) => {
    const text = tail + chunk.toString('latin1');
    tail = marker ? text.slice(-marker.length) : '';
    if (seen && text.includes(marker)) {
      const wake = seen;
      seen = null;
      wake();
    }
  });
  stops.push(async () => stream.socket.destroy());
  if (!(await stream.opened)) throw new Error('the stream on process B did not open');

  const liked = new Set<string>();
  const fromAnswer: number[] = [];
  const fromStart: number[] = [];
  const warmUp = 20;
  for (let i = 0; i < warmUp + WRITES; i += 1) {
    const post = posts[i % posts.length]!;
    marker = `"postId":"${post}"`;
    const received = new Promise<number>((resolve) => (seen = () => resolve(performance.now())));
    const start = performance.now();
    const status = await put(a, `/api/posts/${post}/${liked.has(post) ? 'unlike' : 'like'}`, token);
    const answered = performance.now();
    if (status !== 200) throw new Error(`a like on process A answered ${status}`);
    if (liked.has(post)) liked.delete(post);
    else liked.add(post);
    const at = await Promise.race([received, sleep(5_000).then(() => NaN)]);
    if (Number.isNaN(at)) throw new Error('process B did not hear a like made on process A within 5 s');
    if (i >= warmUp) {
      fromAnswer.push(at - answered);
      fromStart.push(at - start);
    }
  }
  const result = { writes: WRITES, fromAnswer: summary(fromAnswer), fromStart: summary(fromStart) };
  console.log(
    `Across processes (PostgreSQL), ${WRITES} likes on A heard on B: from the answer p50 ${result.fromAnswer.p50} / p99 ${result.fromAnswer.p99} / max ${result.fromAnswer.max} ms; ` +
      `from the request's start p50 ${result.fromStart.p50} / p99 ${result.fromStart.p99} ms.`,
  );
  await stopAll();
  return result;
}

const began = performance.now();
let failed = false;
try {
  const local = await oneProcess();
  const postgres = await acrossProcesses();
  const report = { date: new Date().toISOString(), seconds: Math.round((performance.now() - began) / 1000), ...local, acrossProcesses: postgres };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/live-${local.database}.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Done in ${report.seconds} s.`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  closeAgent();
  await stopAll();
}
process.exit(failed ? 1 : 0);
