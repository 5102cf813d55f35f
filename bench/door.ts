/**
 * `npm run bench:door`: the door, in one run, in this process (Fastify's `inject`: no sockets, so the figures are
 * Quad's own work, routing, validation, the database and the answer, without the network):
 *
 * 1. Ticket verification alone: V signed tickets (Ed25519) verified one after another, as the server verifies a
 *    scan (`verifyTicketToken`), and with C verifications in flight.
 * 2. Verification and check-in through the API on SQLite: N valid tickets of one event. Half are scanned by
 *    POST /api/events/{id}/check-ins one scan per request (an online door), C requests in flight; the other half
 *    B scans per request (an offline door syncing its queue); then all N again from a second door, B a request,
 *    each answered `already`. Every ticket must end checked in exactly once. For comparison, the rate of a small
 *    signed-in read (GET /api/users/my-events-registrations) made the same way: what a request itself costs.
 * 3. The registration race: R students register at once for an event with S seats, on SQLite and on
 *    PostgreSQL (TEST_DATABASE_URL, or the local test server; a fresh schema, dropped at the end; skipped with a
 *    message when none answers). The split must be exactly S holders and R - S waitlisted, the holders the
 *    first S in arrival order; the time is from the first request to the last answer.
 *
 * --tickets N (2000), --verify V (20000), --in-flight C (16), --batch B (100), --students R (200), --seats S (50),
 * --rounds K (3: the race is run K times on each database, each on a new event; the figures are each round's),
 * --door-postgres (part 2 again on PostgreSQL, after SQLite).
 * Exits 1 when an invariant breaks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase, type DatabaseConfig, type DatabaseHandle } from '../src/server/database/connection.ts';
import { migrateToLatest } from '../src/server/database/migrator.ts';
import { isoIn, newId, nowIso } from '../src/server/database/values.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { insertSession } from '../src/server/modules/auth/sessions.repository.ts';
import { signTicketClaims, verifyTicketToken } from '../src/server/modules/tickets/tickets.signing.ts';
import { buildEvent, insertPost, insertUser } from '../src/server/test/factories.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const TICKETS = arg('tickets', 2_000);
const VERIFY = arg('verify', 20_000);
const IN_FLIGHT = arg('in-flight', 16);
const BATCH = arg('batch', 100);
const STUDENTS = arg('students', 200);
const SEATS = arg('seats', 50);
const ROUNDS = arg('rounds', 3);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://quad:quad@127.0.0.1:5432/quad_test';

const round = (value: number) => Math.round(value);
const ms = (value: number) => Math.round(value * 10) / 10;
let broken = false;
function check(ok: boolean, what: string): void {
  if (!ok) {
    broken = true;
    console.error(`  BROKEN: ${what}`);
  }
}

/** Runs `task(i)` for i in [0, count) with at most `inFlight` at once. */
async function pool(count: number, inFlight: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
}

interface Quad {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

async function startQuad(kind: 'sqlite' | 'postgres'): Promise<Quad> {
  let config: DatabaseConfig;
  let drop: () => Promise<void>;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'quad-bench-door-'));
    config = { kind: 'sqlite', file: join(dir, 'quad.db') };
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `bench_door_${newId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 12)}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE SCHEMA ${schema}`);
    config = { kind: 'postgres', url: POSTGRES, schema };
    drop = () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
  const handle = createDatabase(config);
  await migrateToLatest(handle.db, config.kind === 'postgres' ? { schema: config.schema } : undefined);
  await handle.ready;
  const appConfig = loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'off', LOG_LEVEL: 'silent', PORT: '0', RATE_LIMIT: 'off' });
  const app = await buildApp({ config: appConfig, database: handle, clientDir: null, logger: false });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close().catch(() => undefined);
      await drop();
    },
  };
}

async function account(handle: DatabaseHandle, name: string): Promise<{ id: string; token: string }> {
  const user = await insertUser(handle.db, { name, email_verified_at: nowIso() });
  const token = newToken();
  await insertSession(handle.db, { token_hash: hashToken(token), user_id: user.id, now: nowIso(), expires_at: isoIn(3_600_000) });
  return { id: user.id, token };
}

// ---- 1 and 2: tickets and check-in on SQLite (and with --door-postgres, check-in on PostgreSQL too) ----

async function door(kind: 'sqlite' | 'postgres'): Promise<void> {
  let quad: Quad;
  try {
    quad = await startQuad(kind);
  } catch (error) {
    console.log(`The door on ${kind}: skipped (${(error as Error).message})`);
    return;
  }
  try {
    const { db } = quad.handle;
    const host = await account(quad.handle, 'Bench Host');
    // The night is on now: a ticket scanned on a day its event does not happen is `not_today` (decision 077).
    const event = await insertPost(db, buildEvent(host.id, { title: 'Bench night', event_start_date: isoIn(-3_600_000), event_end_date: isoIn(3 * 3_600_000) }));
    const tokens: string[] = [];
    const now = nowIso();
    for (let i = 0; i < TICKETS; i += 1) {
      const user = await insertUser(db, { name: `Attendee ${i}` });
      const id = newId();
      const code = `C${String(i).padStart(7, '0')}`;
      await db
        .insertInto('registrations')
        .values({
          id,
          post_id: event.id,
          user_id: user.id,
          name: user.name,
          email: user.email,
          phone: '9876543210',
          transaction_id: null,
          booking_dates: null,
          selected_tickets: null,
          total_price: 0,
          custom_fields: '{}',
          created_at: now,
          status: 'confirmed',
          seq: i + 1,
          ticket_code: code,
          updated_at: now,
          payment_reference: null,
          amount_paid: 0,
          payment_reminded_at: null,
          gateway_link_id: null,
          gateway_url: null,
        })
        .execute();
      tokens.push(await signTicketClaims(quad.app.ctx, { postId: event.id, registrationId: id, code, ticketType: 'General' }));
    }

    // 1. Verification alone (once, on SQLite).
    await verifyTicketToken(quad.app.ctx, tokens[0]!);
    let started = performance.now();
    if (kind === 'sqlite') {
      for (let i = 0; i < VERIFY; i += 1) check((await verifyTicketToken(quad.app.ctx, tokens[i % tokens.length]!)) !== null, 'a valid ticket verifies');
      const sequential = VERIFY / ((performance.now() - started) / 1000);
      started = performance.now();
      await pool(VERIFY, IN_FLIGHT, async (i) => {
        check((await verifyTicketToken(quad.app.ctx, tokens[i % tokens.length]!)) !== null, 'a valid ticket verifies');
      });
      const concurrent = VERIFY / ((performance.now() - started) / 1000);
      console.log(`Ticket verification (Ed25519, node:crypto), ${VERIFY} verifications:`);
      console.log(`  one after another: ${round(sequential)} per second; ${IN_FLIGHT} in flight: ${round(concurrent)} per second`);
    }

    // 2. Verification and check-in through the API: the first half one scan a request (an online door), the
    // second half in batches (an offline door syncing its queue); then every ticket again (a second door).
    const half = Math.floor(tokens.length / 2);
    const scanRequest = (scans: { scanId: string; token: string; scannedAt: string }[]) =>
      quad.app.inject({ method: 'POST', url: `/api/events/${event.id}/check-ins`, headers: { authorization: `Bearer ${host.token}` }, payload: { scans } });
    const resultsOf = (res: { json(): unknown }) => (res.json() as { results: { result: string }[] }).results.map((r) => r.result);
    const latencies: number[] = [];
    started = performance.now();
    await pool(half, IN_FLIGHT, async (i) => {
      const t0 = performance.now();
      const res = await scanRequest([{ scanId: `online-${i}-scan`, token: tokens[i]!, scannedAt: new Date().toISOString() }]);
      latencies.push(performance.now() - t0);
      check(res.statusCode === 200 && resultsOf(res)[0] === 'checked_in', `scan ${i} checks in`);
    });
    const online = half / ((performance.now() - started) / 1000);
    latencies.sort((a, b) => a - b);
    const p = (q: number) => ms(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? NaN);
    console.log(`Verification and check-in through the API (${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, in-process inject), ${tokens.length} tickets:`);
    console.log(`  one scan a request, ${half} tickets, ${IN_FLIGHT} in flight: ${round(online)} check-ins per second; latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`);

    // The floor: a signed-in request that reads one small row (the caller's registered events), the same way.
    started = performance.now();
    await pool(half, IN_FLIGHT, async () => {
      const res = await quad.app.inject({ method: 'GET', url: '/api/users/my-events-registrations', headers: { authorization: `Bearer ${host.token}` } });
      check(res.statusCode === 200, 'the floor request answers 200');
    });
    const floor = half / ((performance.now() - started) / 1000);
    console.log(`  for comparison, a small signed-in read the same way (GET /api/users/my-events-registrations): ${round(floor)} per second`);

    const inBatches = async (from: number, to: number, label: string, expected: string) => {
      const batches = Math.ceil((to - from) / BATCH);
      const t0 = performance.now();
      await pool(batches, Math.max(1, Math.floor(IN_FLIGHT / 4)), async (b) => {
        const start = from + b * BATCH;
        const scans = tokens.slice(start, Math.min(to, start + BATCH)).map((token, j) => ({ scanId: `${label}-${b}-${j}`, token, scannedAt: new Date().toISOString() }));
        const res = await scanRequest(scans);
        check(res.statusCode === 200 && resultsOf(res).every((r) => r === expected), `${label} batch ${b}: every scan is ${expected}`);
      });
      return (to - from) / ((performance.now() - t0) / 1000);
    };
    const synced = await inBatches(half, tokens.length, 'offline', 'checked_in');
    console.log(`  ${BATCH} scans a request (an offline door syncing), ${tokens.length - half} tickets: ${round(synced)} check-ins per second`);
    const again = await inBatches(0, tokens.length, 'second-door', 'already');
    console.log(`  every ticket again from a second door, ${BATCH} a request: ${round(again)} scans per second (all 'already')`);

    const active = await db.selectFrom('check_ins').select((eb) => eb.fn.countAll<number>().as('n')).where('post_id', '=', event.id).where('undone_at', 'is', null).executeTakeFirstOrThrow();
    check(Number(active.n) === tokens.length, `exactly ${tokens.length} check-ins (found ${active.n})`);
  } finally {
    await quad.close();
  }
}

// ---- 3: the registration race ----

async function race(kind: 'sqlite' | 'postgres'): Promise<void> {
  let quad: Quad;
  try {
    quad = await startQuad(kind);
  } catch (error) {
    console.log(`The race on ${kind}: skipped (${(error as Error).message})`);
    return;
  }
  try {
    const { db } = quad.handle;
    const host = await account(quad.handle, 'Race Host');
    const students = [];
    for (let i = 0; i < STUDENTS * ROUNDS; i += 1) students.push(await account(quad.handle, `Student ${i}`));
    console.log(`The registration race on ${kind}: ${STUDENTS} students at once for ${SEATS} seats (in-process inject)`);
    for (let r = 0; r < ROUNDS; r += 1) {
      const event = await insertPost(db, buildEvent(host.id, { title: `Race ${r}`, capacity: SEATS }));
      const mine = students.slice(r * STUDENTS, (r + 1) * STUDENTS);
      const started = performance.now();
      const answers = await Promise.all(
        mine.map((s, i) =>
          quad.app.inject({
            method: 'POST',
            url: `/api/users/register-event/${event.id}`,
            headers: { authorization: `Bearer ${s.token}` },
            payload: { name: `Student ${i}`, email: `student${i}@campus.test`, phone: '9876543210', 'Year of study': '2nd' },
          }),
        ),
      );
      const took = performance.now() - started;
      check(answers.every((a) => a.statusCode === 201), `every registration answers 201 (${answers.filter((a) => a.statusCode !== 201).map((a) => a.statusCode).join(', ')})`);
      const rows = await db.selectFrom('registrations').select(['status', 'seq']).where('post_id', '=', event.id).orderBy('seq').execute();
      const confirmed = rows.filter((row) => row.status === 'confirmed');
      const waitlisted = rows.filter((row) => row.status === 'waitlisted');
      check(confirmed.length === SEATS && waitlisted.length === STUDENTS - SEATS, `split ${SEATS}/${STUDENTS - SEATS} (got ${confirmed.length}/${waitlisted.length})`);
      // In arrival order: the holders are the first SEATS arrivals, the waitlist the rest, in order.
      check(
        confirmed.every((row) => Number(row.seq) <= SEATS) && waitlisted.every((row) => Number(row.seq) > SEATS),
        'the holders are the first arrivals',
      );
      const seats = await db.selectFrom('posts').select('seats_taken').where('id', '=', event.id).executeTakeFirstOrThrow();
      console.log(`  round ${r + 1}: ${confirmed.length} confirmed, ${waitlisted.length} waitlisted, in ${ms(took)} ms (kept seat map ${seats.seats_taken})`);
    }
  } finally {
    await quad.close();
  }
}

await door('sqlite');
if (process.argv.includes('--door-postgres')) await door('postgres');
await race('sqlite');
await race('postgres');
if (broken) {
  console.error('An invariant broke: see above.');
  process.exit(1);
}
