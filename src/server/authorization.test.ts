/**
 * The authorization matrix (authorization.matrix.ts), run: every route, as every actor, on a post of every
 * status. Each call gets a fresh target and a fresh session, so one case never depends on another. Where the
 * answer is a refusal, the whole database must be as it was before the call.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, BLOCKED_PAIR, MATRIX, STATUSES, UNLISTED_PREFIXES, type Actor, type MatrixRow, type TargetStatus } from './authorization.matrix.ts';
import { buildEvent, buildPost, insertComment, insertFailedEmail, insertNotification, insertPost, insertRegistration, insertReport, insertWordFilter } from './test/factories.ts';
import type { Database } from './database/schema.ts';
import { isoIn, newId, nowIso } from './database/values.ts';
import { hashToken, newToken } from './lib/tokens.ts';
import { insertSession } from './modules/auth/sessions.repository.ts';
import { sessionPublicId } from './modules/auth/sessions.service.ts';
import { quickAccount, type QuickAccount } from './test/accounts.ts';
import { call, signUp } from './test/api.ts';
import { createTestApp, dialectName, type TestApp } from './test/test-app.ts';

const key = (method: string, route: string) => `${method} ${route}`;
/** Sessions are left out of the comparison: every signed-in call slides its own session's expiry. */
const COMPARED_TABLES: (keyof Database)[] = [
  'users',
  'posts',
  'comments',
  'likes',
  'reports',
  'registrations',
  'notifications',
  'media',
  'post_media',
  'event_days',
  'calendar_entries',
  'audit_log',
  'auth_tickets',
  'oidc_flows',
  'user_blocks',
];

describe(`authorization matrix (${dialectName})`, () => {
  let t: TestApp;
  let users: Record<Exclude<Actor, 'visitor'>, QuickAccount>;
  let reporter: QuickAccount;
  let login: { email: string; password: string };
  let mediaFile: string;
  let unique = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    users = {
      owner: await quickAccount(db, { name: 'Owner Student' }),
      other: await quickAccount(db, { name: 'Other Student' }),
      moderator: await quickAccount(db, { name: 'Campus Moderator', is_moderator: 1 }),
      suspended: await quickAccount(db, { name: 'Suspended Student', suspended_until: isoIn(86_400_000), suspension_reason: 'Spam' }),
      unverified: await quickAccount(db, { name: 'Unverified Student', email_verified_at: null }),
      admin: await quickAccount(db, { name: 'Campus Admin', is_admin: 1 }),
    };
    reporter = await quickAccount(db, { name: 'Reporting Student' });
    const account = await signUp(t.app);
    login = { email: account.email, password: account.password };
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#224488' } }).png().toBuffer();
    const hash = createHash('sha256').update(bytes).digest('hex');
    await db
      .insertInto('media')
      .values({ hash, mime: 'image/png', size: bytes.length, width: 4, height: 4, data: bytes, created_at: nowIso() })
      .execute();
    mediaFile = `${hash}.png`;
  });
  afterAll(() => t.close());

  /** A token of its own for this one call: logout in one case must not sign the actor out of the next. */
  async function tokenOf(actor: Actor): Promise<string | undefined> {
    if (actor === 'visitor') return undefined;
    const token = newToken();
    await insertSession(t.database.db, {
      token_hash: hashToken(token),
      user_id: users[actor].id,
      now: nowIso(),
      expires_at: isoIn(3_600_000),
    });
    return token;
  }

  async function targetOf(row: MatrixRow, status: TargetStatus | null): Promise<string> {
    const db = t.database.db;
    if (row.target === 'media') return mediaFile;
    if (row.target === 'notification') return (await insertNotification(db, users.owner.id)).id;
    if (row.target === 'email') return (await insertFailedEmail(db, users.owner.id)).id;
    if (row.target === 'word-filter') return (await insertWordFilter(db, users.admin.id)).id;
    if (row.target === 'held-comment') return (await insertComment(db, (await insertPost(db, buildPost(users.owner.id))).id, users.other.id, { held: 1 })).id;
    if (row.target === 'account') return (await quickAccount(db, { suspended_until: isoIn(86_400_000), suspension_reason: 'Spam' })).id;
    if (row.target === 'person') return users.owner.id;
    if (row.target === 'registration') {
      const event = await insertPost(db, buildEvent(users.other.id));
      return (await insertRegistration(db, event, users.owner)).id;
    }
    if (row.target === 'session') {
      const tokenHash = hashToken(newToken());
      await insertSession(db, { token_hash: tokenHash, user_id: users.owner.id, now: nowIso(), expires_at: isoIn(3_600_000) });
      return sessionPublicId(tokenHash);
    }
    if (row.target !== 'post' || status === null) return '';
    if (status === 'deleted') return newId();
    const post = await insertPost(
      db,
      buildEvent(users.owner.id, { status: status === 'pending' ? 'pending' : 'approved', hidden: status === 'hidden' ? 1 : 0 }),
    );
    await insertReport(db, post.id, reporter.id, 'Clickbait');
    return post.id;
  }

  /** A stream's status and first bytes, on a real port (an answer that never ends cannot be injected). */
  async function openStream(url: string, token: string | undefined): Promise<{ status: number; json: Record<string, unknown> | null }> {
    const address = t.app.server.listening ? t.app.server.address() : null;
    const port = address && typeof address === 'object' ? address.port : Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { signal: abort.signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const json = res.headers.get('content-type')?.startsWith('application/json') ? ((await res.json()) as Record<string, unknown>) : null;
    abort.abort();
    return { status: res.status, json };
  }

  async function snapshot(): Promise<string> {
    const hash = createHash('sha256');
    for (const table of COMPARED_TABLES) {
      const rows = await t.database.db.selectFrom(table).selectAll().execute();
      const lines = rows.map((r) =>
        JSON.stringify(r, (_k, v: unknown) => (v instanceof Uint8Array ? `bytes:${v.byteLength}` : v)),
      );
      hash.update(`${table}:${lines.sort().join('\n')}\n`);
    }
    return hash.digest('hex');
  }

  async function check(row: MatrixRow, actor: Actor, status: TargetStatus | null, expected: number) {
    const target = await targetOf(row, status);
    unique += 1;
    const url =
      row.route.replace(':id', target).replace(':file', target) + (row.query ? `?${row.query}` : '');
    const body = row.body?.({ target, unique: `${Date.now()}.${unique}`, loginEmail: login.email, loginPassword: login.password });
    const token = await tokenOf(actor);
    const before = expected >= 400 ? await snapshot() : null;
    const res = row.stream ? await openStream(url, token) : await call(t.app, row.method, url, { token, ...(body !== undefined ? { body } : {}) });
    const where = `${row.method} ${row.route} as ${actor}${status ? ` on a ${status} post` : ''}`;
    expect(res.status, `${where}: ${JSON.stringify(res.json)}`).toBe(expected);
    if (res.status >= 400) {
      expect(typeof res.json?.message, `${where} answers {message}`).toBe('string');
    }
    if (before !== null) expect(await snapshot(), `${where} changed nothing`).toBe(before);
  }

  it('has a row for every route the server has, and no row for a route it lacks', async () => {
    const spec = (await call(t.app, 'GET', '/api/docs/json')).json as { paths: Record<string, Record<string, unknown>> };
    const served = new Set<string>();
    for (const [path, methods] of Object.entries(spec.paths)) {
      if (UNLISTED_PREFIXES.some((p) => path.startsWith(p))) continue;
      for (const method of Object.keys(methods)) {
        if (method === 'head') continue;
        served.add(key(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1')));
      }
    }
    const listed = new Set(MATRIX.map((r) => key(r.method, r.route)));
    expect([...served].filter((k) => !listed.has(k)), 'routes without a row').toEqual([]);
    expect([...listed].filter((k) => !served.has(k)), 'rows without a route').toEqual([]);
  });

  for (const row of MATRIX) {
    it(`${row.method} ${row.route}`, async () => {
      for (const actor of ACTORS) {
        const codes = row.codes[actor];
        if (typeof codes === 'number') {
          await check(row, actor, null, codes);
        } else {
          for (const [i, status] of STATUSES.entries()) await check(row, actor, status, codes[i]!);
        }
      }
    });
  }

  describe('blocked pairs (decision 047)', () => {
    let blocked: QuickAccount;
    beforeAll(async () => {
      blocked = await quickAccount(t.database.db, { name: 'Blocked Student' });
      await t.database.db.insertInto('user_blocks').values({ blocker_id: users.owner.id, blocked_id: blocked.id, created_at: nowIso() }).execute();
    });

    async function tokenFor(userId: string): Promise<string> {
      const token = newToken();
      await insertSession(t.database.db, { token_hash: hashToken(token), user_id: userId, now: nowIso(), expires_at: isoIn(3_600_000) });
      return token;
    }

    for (const row of BLOCKED_PAIR) {
      it(`${row.method} ${row.route}: ${row.blocked} for the blocked student, ${row.blocker} for the blocker`, async () => {
        for (const [authorId, actorId, expected] of [
          [users.owner.id, blocked.id, row.blocked],
          [blocked.id, users.owner.id, row.blocker],
        ] as const) {
          const post = await insertPost(t.database.db, buildEvent(authorId));
          const before = expected >= 400 ? await snapshot() : null;
          const res = await call(t.app, row.method, row.route.replace(':id', post.id), {
            token: await tokenFor(actorId),
            ...(row.body ? { body: row.body() } : {}),
          });
          const who = actorId === blocked.id ? 'the blocked student' : 'the blocker';
          expect(res.status, `${row.method} ${row.route} as ${who}: ${JSON.stringify(res.json)}`).toBe(expected);
          if (before !== null) {
            expect(typeof res.json.message).toBe('string');
            expect(await snapshot()).toBe(before);
          }
        }
      });
    }
  });
});
