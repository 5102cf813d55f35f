/**
 * Three Quad processes on one PostgreSQL database behave as one server: after a write on one, the others answer
 * the new state (within a second, where the change has to reach them); a logout holds everywhere at once; the
 * limits on failed sign-ins count across processes; a picture uploaded through one is served by all.
 */
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { establishedAccount, quickAccount, type QuickAccount } from './test/accounts.ts';
import { buildEvent, buildPost, insertPost } from './test/factories.ts';
import { eventInput } from './test/posts-world.ts';
import { openStream } from './test/event-stream.ts';
import { pgbouncerBinary } from './test/pgbouncer.ts';
import { startProcesses, type Processes } from './test/processes.ts';
import { TEST_DATABASE_URL } from './test/test-app.ts';

// Three processes compiling TypeScript at once: slow to start on a small, shared machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

/** How long a change may take to reach the other processes. */
const CHANGE_ARRIVES_MS = 1_000;

let p: Processes;

/**
 * Directly, and through PgBouncer in transaction mode as a deployment of size runs it (its processes start on an
 * empty database and migrate it together; CI installs Debian's pgbouncer, elsewhere the second run needs it).
 */
const THROUGH_PGBOUNCER: [string, { through?: 'pgbouncer' }] = ['through PgBouncer in transaction mode', { through: 'pgbouncer' }];
const WAYS: [string, { through?: 'pgbouncer' }][] = [['directly', {}], ...(pgbouncerBinary() || process.env.CI ? [THROUGH_PGBOUNCER] : [])];

interface Answer {
  status: number;
  json: unknown;
}

/** A request to process `index` (its body as JSON, a token as the bearer). */
async function on(index: number, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const res = await p.fetchFrom(index, path, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

const get = (index: number, path: string, token?: string) => on(index, 'GET', path, token ? { token } : {});

/** The processes other than `index`. */
const othersThan = (index: number) => p.urls.map((_url, i) => i).filter((i) => i !== index);

/** Asks until `check` passes (the change has arrived) or a second is up; then it must pass. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const until = Date.now() + CHANGE_ARRIVES_MS;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Every process reads `path` first, so that whatever it keeps is kept before the write. */
async function readEverywhere(path: string, token?: string): Promise<void> {
  for (let i = 0; i < p.urls.length; i += 1) expect((await get(i, path, token)).status).toBeLessThan(500);
}

const ids = (json: unknown) => (json as { _id: string }[]).map((post) => post._id);
const post = (json: unknown) => json as { _id: string; title: string; likes: number; commentCount: number; images: string[] };

describe.skipIf(!TEST_DATABASE_URL).each(WAYS)('three processes on one PostgreSQL database, %s', (_way, options) => {
  let author: QuickAccount;
  let reader: QuickAccount;
  beforeAll(async () => {
    // REPORT_HIDE_THRESHOLD=1: one established account's report hides a post.
    p = await startProcesses(3, { REPORT_HIDE_THRESHOLD: '1' }, options);
  });
  afterAll(async () => {
    await p?.stop();
  });
  beforeAll(async () => {
    author = await quickAccount(p.database.db, { name: 'Asha Rao' });
    reader = await quickAccount(p.database.db, { name: 'Rahul Menon' });
  });

  it.runIf(options.through === 'pgbouncer')('started together on an empty database, one migrated it and each sends statements unnamed', () => {
    const outputs = p.output().split(/^--- process /m).filter(Boolean);
    expect(outputs).toHaveLength(3);
    expect(outputs.filter((output) => /Migrated the database: \d+ migrations applied/.test(output)), p.output()).toHaveLength(1);
    for (const output of outputs) expect(output).toMatch(/pooler in transaction mode without prepared statements/);
  });

  it('a post written on one is on the feed page of the others', async () => {
    await readEverywhere('/api/posts');
    await readEverywhere('/api/posts', reader.token);
    const created = await on(0, 'POST', '/api/posts', {
      token: author.token,
      body: { type: 'confession', title: 'Written on the first', content: 'Read on the others.' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = post(created.json)._id;
    expect(ids((await get(0, '/api/posts')).json)).toContain(id);
    for (const i of othersThan(0)) {
      await eventually(async () => expect(ids((await get(i, '/api/posts')).json)).toContain(id));
      await eventually(async () => expect(ids((await get(i, '/api/posts', reader.token)).json)).toContain(id));
    }
  });

  it('an edit on one is the post the others answer', async () => {
    const row = await insertPost(p.database.db, buildEvent(author.id, { title: 'Before the edit' }));
    await readEverywhere(`/api/posts/${row.id}`);
    await readEverywhere(`/api/posts/${row.id}`, author.token);
    const edited = await on(1, 'PUT', `/api/posts/${row.id}`, { token: author.token, body: eventInput({ title: 'After the edit' }) });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    // A student's edited event goes back to review: its author sees the edit, a visitor whatever the writer answers.
    expect(post((await get(1, `/api/posts/${row.id}`, author.token)).json).title).toBe('After the edit');
    const visitor = await get(1, `/api/posts/${row.id}`);
    for (const i of othersThan(1)) {
      await eventually(async () => expect(post((await get(i, `/api/posts/${row.id}`, author.token)).json).title).toBe('After the edit'));
      await eventually(async () => expect(await get(i, `/api/posts/${row.id}`)).toEqual(visitor));
    }
  });

  it('a like and a comment on one are counted on the others', async () => {
    const row = await insertPost(p.database.db, buildPost(author.id));
    await readEverywhere(`/api/posts/${row.id}`);
    await readEverywhere(`/api/posts/${row.id}`, author.token);
    expect((await on(0, 'PUT', `/api/posts/${row.id}/like`, { token: reader.token })).status).toBe(200);
    expect(post((await get(0, `/api/posts/${row.id}`)).json).likes, 'the liking process').toBe(1);
    expect((await on(1, 'POST', `/api/posts/${row.id}/comments`, { token: reader.token, body: { text: 'Same here' } })).status).toBe(201);
    expect(post((await get(1, `/api/posts/${row.id}`)).json).commentCount, 'the commenting process').toBe(1);
    for (const i of [0, 1, 2]) {
      await eventually(async () => {
        const answer = post((await get(i, `/api/posts/${row.id}`)).json);
        expect({ likes: answer.likes, comments: answer.commentCount }).toEqual({ likes: 1, comments: 1 });
      });
      await eventually(async () => {
        const answer = post((await get(i, `/api/posts/${row.id}`, author.token)).json);
        expect({ likes: answer.likes, comments: answer.commentCount }).toEqual({ likes: 1, comments: 1 });
      });
    }
  });

  it("a post hidden by a report on one is 404 on the others, and leaves their feed", async () => {
    const row = await insertPost(p.database.db, buildPost(author.id, { title: 'Soon hidden' }));
    const reporter = await establishedAccount(p.database.db);
    await readEverywhere(`/api/posts/${row.id}`, reader.token);
    await readEverywhere('/api/posts', reader.token);
    const reported = await on(2, 'POST', `/api/posts/${row.id}/report`, { token: reporter.token, body: { reason: 'Spam' } });
    expect(reported.status, JSON.stringify(reported.json)).toBeLessThan(300);
    for (const i of othersThan(2)) {
      await eventually(async () => {
        const answer = await get(i, `/api/posts/${row.id}`, reader.token);
        expect(answer).toEqual({ status: 404, json: { message: MESSAGES.postNotFound } });
      });
      await eventually(async () => expect(ids((await get(i, '/api/posts', reader.token)).json)).not.toContain(row.id));
    }
  });

  it('a stream client on one hears a like made on another within 500 ms', async () => {
    const row = await insertPost(p.database.db, buildPost(author.id));
    const listener = await openStream(p.urls[2] ?? '');
    try {
      const started = Date.now();
      expect((await on(0, 'PUT', `/api/posts/${row.id}/like`, { token: reader.token })).status).toBe(200);
      const heard = await listener.next((e) => e.event === 'likes' && e.data.postId === row.id, 500);
      expect(heard.data).toEqual({ postId: row.id, likes: 1 });
      expect(Date.now() - started).toBeLessThan(500 + 100);
    } finally {
      listener.close();
    }
  });

  it("a registration on one is counted in the host's registrations on the others", async () => {
    const host = await quickAccount(p.database.db, { name: 'Kiran Das' });
    const event = await insertPost(p.database.db, buildEvent(host.id));
    const counts = '/api/users/my-events/registration-counts';
    await readEverywhere(counts, host.token);
    const registered = await on(0, 'POST', `/api/users/register-event/${event.id}`, {
      token: reader.token,
      body: { name: 'Rahul Menon', email: 'rahul@campus.test', phone: '9876543210', 'Year of study': '2nd' },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    for (const i of othersThan(0)) {
      await eventually(async () => expect((await get(i, counts, host.token)).json).toEqual({ registrations: { [event.id]: 1 } }));
      await eventually(async () =>
        expect((await get(i, '/api/users/my-events-registrations', reader.token)).json).toEqual({ registeredEventIds: [event.id] }),
      );
    }
  });

  it("a like on one is in the author's notifications on the others", async () => {
    const host = await quickAccount(p.database.db, { name: 'Meera Iyer' });
    const row = await insertPost(p.database.db, buildPost(host.id));
    await readEverywhere('/api/notifications/unread-count', host.token);
    await readEverywhere('/api/notifications', host.token);
    expect((await on(1, 'PUT', `/api/posts/${row.id}/like`, { token: reader.token })).status).toBe(200);
    for (const i of othersThan(1)) {
      await eventually(async () => expect((await get(i, '/api/notifications/unread-count', host.token)).json).toEqual({ count: 1 }));
      await eventually(async () => {
        const list = (await get(i, '/api/notifications', host.token)).json as { postId?: string | null }[] | { notifications: unknown[] };
        expect(JSON.stringify(list)).toContain(row.id);
      });
    }
  });

  it("a co-host removed on one has no host's tools on the others at once", async () => {
    const host = await quickAccount(p.database.db, { name: 'Anil Host' });
    const cohost = await quickAccount(p.database.db, { name: 'Nisha Cohost' });
    const event = await insertPost(p.database.db, buildEvent(host.id));
    const added = await on(0, 'POST', `/api/events/${event.id}/staff`, { token: host.token, body: { email: cohost.email, role: 'cohost' } });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const registrations = `/api/events/${event.id}/registrations`;
    for (const i of [0, 1, 2]) expect((await get(i, registrations, cohost.token)).status, `process ${i}`).toBe(200);
    expect((await on(0, 'DELETE', `/api/events/${event.id}/staff/${encodeURIComponent(cohost.email)}`, { token: host.token })).status).toBe(200);
    // No waiting: the staff list is read on every request, on every process.
    for (const i of othersThan(0)) {
      expect((await get(i, registrations, cohost.token)).status, `process ${i}`).toBe(403);
      expect((await get(i, `/api/events/${event.id}/door`, cohost.token)).status, `process ${i}`).toBe(403);
    }
  });

  it('a logout on one is 401 on the others at once', async () => {
    const leaving = await quickAccount(p.database.db);
    for (const i of [0, 1, 2]) expect((await get(i, '/api/auth/me', leaving.token)).status).toBe(200);
    expect((await on(0, 'POST', '/api/auth/logout', { token: leaving.token })).status).toBe(200);
    // No waiting: a signed-out session must not work anywhere, not even for a moment.
    for (const i of othersThan(0)) {
      expect((await get(i, '/api/auth/me', leaving.token)).status, `process ${i}`).toBe(401);
      expect((await on(i, 'POST', '/api/posts', { token: leaving.token, body: { type: 'confession', title: 'x', content: 'y' } })).status).toBe(401);
    }
  });

  it('an admin granted or revoked with npm run admin is one on every process within a second', async () => {
    const dean = await quickAccount(p.database.db, { email: `dean.${Date.now()}@campus.test` });
    await readEverywhere('/api/admin/stats', dean.token);
    for (const i of [0, 1, 2]) expect((await get(i, '/api/admin/stats', dean.token)).status).toBe(403);

    await runAdmin('grant', dean.email);
    for (const i of [0, 1, 2]) {
      await eventually(async () => expect((await get(i, '/api/admin/stats', dean.token)).status).toBe(200));
      await eventually(async () => expect((await get(i, '/api/auth/me', dean.token)).json).toMatchObject({ isAdmin: true }));
    }
    await runAdmin('revoke', dean.email);
    for (const i of [0, 1, 2]) {
      await eventually(async () => expect((await get(i, '/api/admin/stats', dean.token)).status).toBe(403));
      await eventually(async () => expect((await get(i, '/api/auth/me', dean.token)).json).toMatchObject({ isAdmin: false }));
    }
  });

  it('ten failed sign-ins for one account spread over the processes are refused 429 after', async () => {
    const email = `brute.${Date.now()}@campus.test`;
    const password = 'correct horse battery';
    const signedUp = await on(0, 'POST', '/api/auth/register', { body: { name: 'Brute Target', email, password } });
    expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(201);
    for (let i = 0; i < 10; i += 1) {
      const res = await p.fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `guess ${i}` }),
      });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    for (const i of [0, 1, 2]) {
      const blocked = await on(i, 'POST', '/api/auth/login', { body: { email, password } });
      expect(blocked, `process ${i}`).toEqual({ status: 429, json: { message: MESSAGES.tooManyFailedLogins } });
    }
  });

  it('a picture uploaded through one is served by all', async () => {
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const created = await on(2, 'POST', '/api/posts', {
      token: author.token,
      body: { type: 'confession', title: 'With a picture', content: 'Uploaded once.', images: [`data:image/jpeg;base64,${bytes.toString('base64')}`] },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const [image] = post(created.json).images;
    expect(image).toMatch(/^\/media\/[0-9a-f]{64}\.(jpg|webp|png)$/);
    const served: Buffer[] = [];
    for (const i of [0, 1, 2]) {
      const res = await p.fetchFrom(i, image ?? '');
      expect(res.status, `process ${i}`).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      served.push(Buffer.from(await res.arrayBuffer()));
      expect((await p.fetchFrom(i, `${image ?? ''}?w=320`)).status, `process ${i}, a narrower copy`).toBe(200);
    }
    expect(served[1]?.equals(served[0] ?? Buffer.alloc(0))).toBe(true);
    expect(served[2]?.equals(served[0] ?? Buffer.alloc(0))).toBe(true);
  });
});

describe.skipIf(TEST_DATABASE_URL)('several processes on SQLite', () => {
  it.skip('do not exist: one process owns a SQLite file (set TEST_DATABASE_URL to run these on PostgreSQL)', () => undefined);
});

/** `npm run admin -- <action> <email>` against the processes' database. */
function runAdmin(action: 'grant' | 'revoke', email: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', action, email], {
      env: { ...process.env, DATABASE_URL: p.databaseUrl, ...(p.listenUrl ? { DATABASE_LISTEN_URL: p.listenUrl } : {}), ADMIN_EMAILS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run admin ${action} exited with ${code}:\n${output}`))));
  });
}
