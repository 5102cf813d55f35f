/**
 * Email delivery end to end (decision 040): a message queued with a write reaches a real SMTP server (the test
 * sink) whole, once; refusals are retried or fail and are listed to the admin, who can send again; a process
 * that dies mid-send leaves the message to another, which sends it once, as the same message; a rolled-back
 * write sends nothing; two processes on one database send each message once; without SMTP_URL each message
 * is a file.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { FailedEmail } from '../../../shared/schemas/admin.ts';
import { buildApp } from '../../app.ts';
import { committing } from '../../changes/committing.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../database/connection.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { insertFailedEmail } from '../../test/factories.ts';
import { call } from '../../test/api.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestDatabase, dialectName, testConfig, type TestDatabase } from '../../test/test-app.ts';
import type { OutboxWorkerOptions } from './outbox-worker.ts';
import { queueEmail, type QueuedEmail } from './outbox.ts';
import { renderEmail } from './email-layout.ts';

/** Waits short enough for a test: a retry after 150 ms, a look every 100 ms. */
const FAST: Partial<OutboxWorkerOptions> = { pollMs: 100, backoffMs: [150, 150], stopGraceMs: 50 };

let unique = 0;

function email(overrides: Partial<QueuedEmail> = {}): QueuedEmail {
  unique += 1;
  const message = renderEmail({
    subject: `Registration confirmed ${unique} · Poetry night`,
    heading: 'You are registered',
    paragraphs: ['Poetry night is on Friday at 7 pm in the amphitheatre.', 'Naïve café ✓'],
    action: { label: 'Open the event', url: 'http://localhost:3000/posts/abc' },
    unsubscribeUrl: 'http://localhost:3000/unsubscribe?token=secret-token-123',
  });
  return { kind: 'registration-confirmed', to: `student${unique}@campus.test`, userId: null, message, ...overrides };
}

describe(`email delivery (${dialectName})`, () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let mailDir: string;
  let admin: QuickAccount;
  const opened: Array<{ app: FastifyInstance; handle?: DatabaseHandle }> = [];

  function configWith(env: Record<string, string>): Config {
    const config = testConfig({ PUBLIC_URL: 'http://quad.campus.test', ...env });
    return { ...config, mail: { ...config.mail, outboxDir: join(mailDir, 'outbox') } };
  }

  /** An app on the test database (or on another connection to it, as another process would have). */
  async function startApp(
    options: { env?: Record<string, string>; outbox?: Partial<OutboxWorkerOptions>; another?: boolean; logStream?: { write(line: string): void } } = {},
  ): Promise<FastifyInstance> {
    const handle = options.another ? database.openAnother() : undefined;
    const app = await buildApp({
      config: configWith(options.env ?? { SMTP_URL: sink.url }),
      database: handle ?? database,
      clientDir: null,
      outbox: { ...FAST, ...options.outbox },
      ...(options.logStream ? { logStream: options.logStream, logger: true } : { logger: false }),
    });
    await app.ready();
    opened.push({ app, ...(handle ? { handle } : {}) });
    return app;
  }

  async function queue(app: FastifyInstance, mail: QueuedEmail): Promise<{ id: string; messageId: string }> {
    await committing(app.ctx, (trx) => queueEmail(trx, 'quad.campus.test', mail));
    const row = await database.db
      .selectFrom('email_outbox')
      .select(['id', 'message_id'])
      .where('subject', '=', mail.message.subject)
      .executeTakeFirstOrThrow();
    return { id: row.id, messageId: row.message_id };
  }

  const rowOf = (id: string) => database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const arrivedWith = (messageId: string) => sink.messages.filter((m) => m.messageId === messageId);

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    mailDir = mkdtempSync(join(tmpdir(), 'quad-mail-test-'));
    admin = await quickAccount(database.db, { name: 'Campus Admin', is_admin: 1 });
  });

  afterEach(async () => {
    for (const { app, handle } of opened.splice(0)) {
      await app.close();
      await handle?.close();
    }
  });

  afterAll(async () => {
    await sink.close();
    await database.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('delivers a queued message whole: text and HTML, From, its Message-ID, its headers and attachment', async () => {
    const app = await startApp();
    const mail = email({
      headers: { 'List-Unsubscribe': '<http://quad.campus.test/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: [{ filename: 'poetry-night.ics', contentType: 'text/calendar; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' }],
    });
    const { id, messageId } = await queue(app, mail);
    const arrived = await sink.waitFor((m) => m.messageId === messageId);

    expect(messageId).toMatch(/^<[^@>]+@quad\.campus\.test>$/);
    expect(arrived.to).toEqual([mail.to]);
    expect(arrived.from).toBe('Quad <no-reply@quad.campus.test>');
    expect(arrived.subject).toBe(mail.message.subject);
    expect(arrived.text).toContain('Poetry night is on Friday at 7 pm in the amphitheatre.');
    expect(arrived.text).toContain('Naïve café ✓');
    expect(arrived.html).toContain('<h1');
    expect(arrived.html).toContain('You are registered');
    expect(arrived.headers['list-unsubscribe']).toBe('<http://quad.campus.test/unsubscribe?token=abc>');
    expect(arrived.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(arrived.attachments).toMatchObject([
      { filename: 'poetry-night.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' },
    ]);

    await app.outbox.idle();
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.sent_at).not.toBeNull();
    expect(row.lease_until).toBeNull();
    expect(arrivedWith(messageId)).toHaveLength(1);
  });

  it('tries again after the server answers 4xx, and the message then arrives once', async () => {
    const app = await startApp();
    sink.refuseNext(1, 451);
    const { id, messageId } = await queue(app, email());
    await sink.waitFor((m) => m.messageId === messageId);
    await app.outbox.idle();
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
    expect(arrivedWith(messageId)).toHaveLength(1);
  });

  it('fails a message the server refuses for good (5xx), lists it to the admin, and sends it when the admin retries', async () => {
    const app = await startApp();
    sink.refuseNext(1, 550);
    const mail = email();
    const { id, messageId } = await queue(app, mail);
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 5_000, interval: 25 }).toBe('failed');
    const failed = await rowOf(id);
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/^550 /);
    expect(arrivedWith(messageId)).toHaveLength(0);

    const list = await call(app, 'GET', '/api/admin/emails', { token: admin.token });
    expect(list.status).toBe(200);
    const listed = (list.json as unknown as FailedEmail[]).find((e) => e._id === id);
    expect(listed).toMatchObject({ to: mail.to, kind: 'registration-confirmed', subject: mail.message.subject, status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(listed?.lastError).toMatch(/^550 /);
    // The admin's list never carries a message's body (it may hold a sign-in link).
    expect(JSON.stringify(list.json)).not.toContain('secret-token-123');

    const retry = await call(app, 'POST', `/api/admin/emails/${id}/retry`, { token: admin.token });
    expect(retry.status).toBe(200);
    await sink.waitFor((m) => m.messageId === messageId);
    await app.outbox.idle();
    expect((await rowOf(id)).status).toBe('sent');
    expect(arrivedWith(messageId)).toHaveLength(1);
    const after = await call(app, 'GET', '/api/admin/emails', { token: admin.token });
    expect((after.json as unknown as FailedEmail[]).map((e) => e._id)).not.toContain(id);

    // A sent message is not sent again; an unknown one is not found.
    const again = await call(app, 'POST', `/api/admin/emails/${id}/retry`, { token: admin.token });
    expect(again).toMatchObject({ status: 409, json: { message: MESSAGES.emailAlreadySent } });
    const unknown = await call(app, 'POST', '/api/admin/emails/no-such-email/retry', { token: admin.token });
    expect(unknown).toMatchObject({ status: 404, json: { message: MESSAGES.emailNotFound } });
  });

  it('lists a message waiting for its next attempt as retrying, with the time of that attempt', async () => {
    const app = await startApp({ outbox: { backoffMs: [60_000] } });
    await insertFailedEmail(database.db, null, { created_at: new Date(Date.now() - 3_600_000).toISOString() });
    sink.refuseNext(1, 421);
    const { id } = await queue(app, email());
    await expect.poll(async () => (await rowOf(id)).attempts, { timeout: 5_000, interval: 25 }).toBe(1);
    const list = await call(app, 'GET', '/api/admin/emails?limit=1', { token: admin.token });
    const [first] = list.json as unknown as FailedEmail[];
    expect(first).toMatchObject({ _id: id, status: 'retrying', attempts: 1 });
    expect(Date.parse(first!.nextAttemptAt!)).toBeGreaterThan(Date.now() + 30_000);
    // Older ones are on the next page.
    expect(list.headers.link).toMatch(/rel="next"/);
  });

  it('sends a message once, as the same message, when the process sending it dies before the answer', async () => {
    const lease = { leaseMs: 1_000 };
    const first = await startApp({ outbox: lease });
    const held = sink.holdNext();
    const { id, messageId } = await queue(first, email());
    await held.arrived;
    // The process stops while the server holds its answer: the send is abandoned, nothing is marked, and the
    // claim is given back (decision 082).
    await first.close();
    opened.splice(opened.findIndex((o) => o.app === first), 1);
    await held.dropped;
    const stranded = await rowOf(id);
    expect(stranded).toMatchObject({ status: 'pending', attempts: 0 });
    expect(stranded.lease_until).toBeNull();

    // Another process takes the row at once.
    const second = await startApp({ outbox: lease, another: true });
    const arrived = await sink.waitFor((m) => m.messageId === messageId);
    expect(arrived.messageId).toBe((await rowOf(id)).message_id);
    await second.outbox.idle();
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 5_000, interval: 25 }).toBe('sent');
    expect(arrivedWith(messageId)).toHaveLength(1);
  });

  it('sends nothing for a write that rolls back', async () => {
    const app = await startApp();
    const rolledBack = email();
    await expect(
      committing(app.ctx, async (trx) => {
        await queueEmail(trx, 'quad.campus.test', rolledBack);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // A later message arrives; the rolled-back one never does.
    const { messageId } = await queue(app, email());
    await sink.waitFor((m) => m.messageId === messageId);
    app.outbox.wake();
    await app.outbox.idle();
    expect(sink.messages.filter((m) => m.subject === rolledBack.message.subject)).toEqual([]);
    const rows = await database.db.selectFrom('email_outbox').select('id').where('subject', '=', rolledBack.message.subject).execute();
    expect(rows).toEqual([]);
  });

  it('sends each of 20 messages once with two processes on one database', async () => {
    const a = await startApp();
    const b = await startApp({ another: true });
    const mails = Array.from({ length: 20 }, () => email());
    // Queued from both processes; both workers wake on every one.
    await committing(a.ctx, async (trx) => {
      for (const mail of mails.slice(0, 10)) await queueEmail(trx, 'quad.campus.test', mail);
    });
    await committing(b.ctx, async (trx) => {
      for (const mail of mails.slice(10)) await queueEmail(trx, 'quad.campus.test', mail);
    });
    const subjects = new Set(mails.map((m) => m.message.subject));
    await expect.poll(() => new Set(sink.messages.filter((m) => subjects.has(m.subject)).map((m) => m.subject)).size, { timeout: 10_000, interval: 25 }).toBe(20);
    a.outbox.wake();
    b.outbox.wake();
    await Promise.all([a.outbox.idle(), b.outbox.idle()]);
    const arrived = sink.messages.filter((m) => subjects.has(m.subject));
    expect(arrived).toHaveLength(20);
    expect(new Set(arrived.map((m) => m.messageId)).size).toBe(20);
    const statuses = await database.db
      .selectFrom('email_outbox')
      .select('status')
      .where('subject', 'in', [...subjects])
      .execute();
    expect(statuses.map((r) => r.status)).toEqual(Array(20).fill('sent'));
  });

  it('without SMTP_URL writes each message to the outbox folder and logs its subject, never its body', async () => {
    const lines: string[] = [];
    const app = await startApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
    const mail = email();
    const { id, messageId } = await queue(app, mail);
    const file = join(mailDir, 'outbox', `${id}.eml`);
    await expect.poll(() => existsSync(file), { timeout: 5_000, interval: 25 }).toBe(true);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toContain(`Message-ID: ${messageId}`);
    expect(raw).toContain(`To: ${mail.to}`);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(readdirSync(join(mailDir, 'outbox')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await app.outbox.idle();
    expect((await rowOf(id)).status).toBe('sent');
    const log = lines.join('');
    expect(log).toContain(mail.message.subject);
    expect(log).not.toContain('secret-token-123');
  });
});
