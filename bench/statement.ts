/**
 * `npm run bench:statement`: a bank statement's import (decision 073), in this process (Fastify's `inject`: no
 * sockets, so the figure is Quad's own work: the body's parsing, the CSV, matching, and one transaction that confirms
 * every row with its ticket, log entry, calendar entry, notification, push and email).
 *
 * An event with N registrations awaiting payment (₹400 each, each with its reference); a statement of N credits,
 * each paying one of them with its reference as a bank reformats it (`UPI/412345678901/qd 7k2m9 fest/okaxis`), and
 * D debits among them. Timed: the import (every row must be matched and every registration confirmed), then the same
 * statement again (every row `already_imported`, nothing changed). On SQLite, and on PostgreSQL (TEST_DATABASE_URL,
 * or the local test server; a fresh schema, dropped at the end; skipped with a message when none answers).
 *
 * Then where a confirmation's time goes, on each database: B confirmations through `confirmPayment` alone (no statement),
 * their emails alone (`paymentConfirmedEmail`), and the ticket's part of the email alone (`ticketPart`: the signed
 * ticket); each in a transaction rolled back. The ticket's QR picture is drawn when the email is sent, outside the
 * write: its time is shown apart.
 *
 * --rows N (1000), --debits D (100), --rounds K (3: each round a new event), --target MS (2000), --breakdown B (200).
 * Exits 1 when an invariant breaks or an import on SQLite (the embedded default) takes longer than the target.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase, type DatabaseConfig, type DatabaseHandle } from '../src/server/database/connection.ts';
import { migrateToLatest } from '../src/server/database/migrator.ts';
import type { Database } from '../src/server/database/schema.ts';
import { isoIn, newId, nowIso } from '../src/server/database/values.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { insertSession } from '../src/server/modules/auth/sessions.repository.ts';
import { committing } from '../src/server/changes/committing.ts';
import { confirmPayment } from '../src/server/modules/events/payment-confirmation.ts';
import { paymentConfirmedEmail, ticketPart } from '../src/server/modules/events/registration-emails.ts';
import { ticketTokenFor } from '../src/server/modules/tickets/tickets.service.ts';
import { qrPng } from '../src/server/lib/qr-png.ts';
import { buildEvent, buildRegistration, buildUser, insertPost, insertUser } from '../src/server/test/factories.ts';
import type { StatementImport } from '../src/shared/schemas/payments.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 1_000);
const DEBITS = arg('debits', 100);
const ROUNDS = arg('rounds', 3);
const TARGET_MS = arg('target', 2_000);
const BREAKDOWN = arg('breakdown', 200);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://quad:quad@127.0.0.1:5432/quad_test';

const ms = (value: number) => Math.round(value);
let broken = false;
function check(ok: boolean, what: string): void {
  if (!ok) {
    broken = true;
    console.error(`  BROKEN: ${what}`);
  }
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
    const dir = mkdtempSync(join(tmpdir(), 'quad-bench-statement-'));
    config = { kind: 'sqlite', file: join(dir, 'quad.db') };
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `bench_statement_${newId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 12)}`;
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

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
/** The i-th reference of round r: distinct across the campus. */
const referenceOf = (r: number, i: number): string => {
  let n = r * 100_000 + i;
  let code = '';
  for (let k = 0; k < 5; k += 1) {
    code += ALPHABET[n % ALPHABET.length];
    n = Math.floor(n / ALPHABET.length);
  }
  return `QD-${code}`;
};

async function round(quad: Quad, hostId: string, token: string, r: number, kind: 'sqlite' | 'postgres'): Promise<{ first: number; again: number }> {
  const { db } = quad.handle;
  const event = await insertPost(db, buildEvent(hostId, { title: `Statement night ${r}`, price: 400, payment_method: 'upi', upi_id: 'club@okaxis', upi_name: 'Club' }));
  const users = Array.from({ length: ROWS }, (_, i) => buildUser({ name: `Payer ${r}-${i}`, email: `payer-${r}-${i}@campus.test`, email_verified_at: nowIso() }));
  for (let i = 0; i < users.length; i += 100) await db.insertInto('users').values(users.slice(i, i + 100)).execute();
  const registrations = users.map((user, i) =>
    buildRegistration(event, user, { status: 'awaiting_payment', total_price: 400, payment_reference: referenceOf(r, i), seq: i + 1 }),
  );
  for (let i = 0; i < registrations.length; i += 100) await db.insertInto('registrations').values(registrations.slice(i, i + 100)).execute();
  await db.updateTable('posts').set({ registration_count: ROWS, registration_seq: ROWS }).where('id', '=', event.id).execute();

  const lines = ['Account Name : CLUB', 'Statement from 01/11/2026 to 30/11/2026', '', 'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance'];
  const debitEvery = DEBITS > 0 ? Math.max(1, Math.floor(ROWS / DEBITS)) : Infinity;
  registrations.forEach((registration, i) => {
    const utr = String(412_345_000_000 + r * 10_000 + i);
    const squashed = registration.payment_reference!.replace('-', ' ').toLowerCase();
    lines.push(`03/11/2026,03/11/2026,UPI/${utr}/${squashed} fest/okaxis,${utr},,"400.00","${(i + 1) * 400}.00"`);
    if (i % debitEvery === 0) lines.push(`03/11/2026,03/11/2026,ATM WDL ${i},${i},"1,000.00",,"1.00"`);
  });
  const csv = lines.join('\r\n');
  const send = () =>
    quad.app.inject({ method: 'POST', url: `/api/events/${event.id}/payments/statement`, headers: { authorization: `Bearer ${token}` }, payload: { csv } });

  let started = performance.now();
  const res = await send();
  const first = performance.now() - started;
  const answer = res.json<StatementImport>();
  check(res.statusCode === 200, `the import answers 200 (${res.statusCode}: ${res.body.slice(0, 200)})`);
  check(answer.counts?.matched === ROWS, `every row matched (${JSON.stringify(answer.counts)})`);
  const confirmed = await db.selectFrom('registrations').select((eb) => eb.fn.countAll<number>().as('n')).where('post_id', '=', event.id).where('status', '=', 'confirmed').executeTakeFirstOrThrow();
  check(Number(confirmed.n) === ROWS, `every registration confirmed (${confirmed.n})`);

  started = performance.now();
  const res2 = await send();
  const again = performance.now() - started;
  const answer2 = res2.json<StatementImport>();
  check(res2.statusCode === 200 && answer2.counts?.already_imported === ROWS, `the same statement again: every row already imported (${JSON.stringify(answer2.counts)})`);
  // The target holds on the embedded default; PostgreSQL's figure is reported (a round trip per statement of each confirmation).
  if (kind === 'sqlite') check(first < TARGET_MS, `the import within ${TARGET_MS} ms (${ms(first)} ms)`);
  return { first, again };
}

class Rollback extends Error {}

/** Where one confirmation's time goes: the whole, its email, the ticket's QR picture in it (rolled back after). */
async function breakdown(quad: Quad, hostId: string, kind: string): Promise<void> {
  const { db } = quad.handle;
  const { ctx } = quad.app;
  const event = await insertPost(db, buildEvent(hostId, { title: 'Breakdown night', price: 400, payment_method: 'upi', upi_id: 'club@okaxis', upi_name: 'Club' }));
  const users = Array.from({ length: BREAKDOWN }, (_, i) => buildUser({ name: `Breakdown ${i}`, email: `breakdown-${i}@campus.test`, email_verified_at: nowIso() }));
  for (let i = 0; i < users.length; i += 100) await db.insertInto('users').values(users.slice(i, i + 100)).execute();
  const held = users.map((user, i) => buildRegistration(event, user, { status: 'awaiting_payment', total_price: 400, payment_reference: referenceOf(kind === 'postgres' ? 98 : 99, i), seq: i + 1 }));
  for (let i = 0; i < held.length; i += 100) await db.insertInto('registrations').values(held.slice(i, i + 100)).execute();
  const paid = held.map((r, i) => ({ ...r, status: 'confirmed', ticket_code: `B${String(i).padStart(7, '0')}` }));
  const timed = async (label: string, work: (trx: Transaction<Database>) => Promise<void>) => {
    const started = performance.now();
    await committing(ctx, async (trx) => {
      await work(trx);
      throw new Rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
    const each = (performance.now() - started) / BREAKDOWN;
    console.log(`  ${label}: ${Math.round(each * 100) / 100} ms each`);
    return each;
  };
  console.log(`Where a confirmation's time goes (${BREAKDOWN} of them, ${kind}, each set in a transaction rolled back):`);
  const whole = await timed('confirmPayment (ticket, log, calendar, notification and push, email, change)', async (trx) => {
    for (const r of held) await confirmPayment(trx, ctx, event, r, { actor: null, source: 'statement' }, nowIso());
  });
  const email = await timed('  of which the email (paymentConfirmedEmail)', async (trx) => {
    for (const r of paid) await paymentConfirmedEmail(trx, ctx, event, r);
  });
  const ticket = await timed('    of which the ticket signed for the email (ticketPart)', async () => {
    for (const r of paid) await ticketPart(ctx, r);
  });
  const tokens: string[] = [];
  const signing = await timed('      the ticket signed (ticketTokenFor, Ed25519)', async () => {
    for (const r of paid) tokens.push(await ticketTokenFor(ctx, r));
  });
  const drawing = await timed('      the QR drawn as a PNG when the email is sent (qrPng)', async () => {
    for (const token of tokens) await qrPng(token);
  });
  const pct = (part: number) => `${Math.round((part / whole) * 100)}%`;
  console.log(`  of a confirmation: the email ${pct(email)}, the ticket's part of it ${pct(ticket)} (signing ${pct(signing)}); the QR PNG, drawn at sending, ${ms(drawing)} ms each`);
}

async function bench(kind: 'sqlite' | 'postgres'): Promise<void> {
  let quad: Quad;
  try {
    quad = await startQuad(kind);
  } catch (error) {
    console.log(`${kind}: skipped (${(error as Error).message})`);
    return;
  }
  try {
    const host = await insertUser(quad.handle.db, { name: 'Bench Host', email_verified_at: nowIso() });
    const token = newToken();
    await insertSession(quad.handle.db, { token_hash: hashToken(token), user_id: host.id, now: nowIso(), expires_at: isoIn(3_600_000) });
    console.log(`A statement of ${ROWS} credits and ${DEBITS} debits against ${ROWS} registrations awaiting payment, on ${kind} (in-process inject):`);
    for (let r = 0; r < ROUNDS; r += 1) {
      const { first, again } = await round(quad, host.id, token, r + (kind === 'postgres' ? 50 : 0), kind);
      console.log(`  round ${r + 1}: imported and confirmed in ${ms(first)} ms (${ms(first / ROWS * 1000) / 1000} ms a row); the same file again ${ms(again)} ms`);
    }
    if (BREAKDOWN > 0) await breakdown(quad, host.id, kind);
  } finally {
    await quad.close();
  }
}

await bench('sqlite');
await bench('postgres');
if (broken) {
  console.error('An invariant broke or an import was too slow: see above.');
  process.exit(1);
}
