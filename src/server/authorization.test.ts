/**
 * The authorization matrix (authorization.matrix.ts), run: every route, as every actor, on a post of every
 * status. Each call gets a fresh target and a fresh session, so one case never depends on another. Where the
 * answer is a refusal, the whole database must be as it was before the call.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, BLOCKED_PAIR, BY_POST_STATE, MATRIX, POST_STATES, STATUSES, SUSPENDED_WRITES, UNLISTED_PREFIXES, isClubRoute, type Actor, type MatrixRow, type PostState, type SuspendedWorld, type TargetStatus } from './authorization.matrix.ts';
import { buildEvent, buildPost, insertComment, insertFailedEmail, insertNotification, insertPost, insertRegistration, insertReport, insertWordFilter } from './test/factories.ts';
import { queuedFor } from './test/outbox.ts';
import type { Database } from './database/schema.ts';
import { isoIn, newId, nowIso } from './database/values.ts';
import { hashToken, newToken } from './lib/tokens.ts';
import { insertSession } from './modules/auth/sessions.repository.ts';
import { sessionPublicId } from './modules/auth/sessions.service.ts';
import { quickAccount, type QuickAccount } from './test/accounts.ts';
import { call, signUp } from './test/api.ts';
import { createTestApp, dialectName, type TestApp } from './test/test-app.ts';
import { MESSAGES } from '../shared/messages.ts';

const key = (method: string, route: string) => `${method} ${route}`;
/** A browser's push keys (a P-256 point and a 16-byte secret), for a device written straight into the table. */
const PUSH_DEVICE_KEYS = {
  p256dh: 'BGPJiQZkYKvREDRcTS3lEwDEzwNbaEcx3CpaywVH96DU6ZTeBRlMaaDX_5ia_2i5oVozmdlMT_YMNUKpwNhigys',
  auth: 'pUE1XfH6sdRikFB7fRLJKw',
};
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
      cohost: await quickAccount(db, { name: 'Cohost Student' }),
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
    // Every target post has a co-host (decision 071).
    await db
      .insertInto('event_staff')
      .values({ post_id: post.id, email: users.cohost.email.toLowerCase(), added_by: users.owner.id, created_at: nowIso(), role: 'cohost' })
      .execute();
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
      if (UNLISTED_PREFIXES.some((p) => path.startsWith(p)) || isClubRoute(path)) continue;
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
        // A co-host answers as another student unless the row says otherwise.
        const codes = actor === 'cohost' ? (row.codes.cohost ?? row.codes.other) : row.codes[actor];
        if (typeof codes === 'number') {
          await check(row, actor, null, codes);
        } else {
          for (const [i, status] of STATUSES.entries()) await check(row, actor, status, codes[i]!);
        }
      }
    });
  }

  describe('the post’s state decides as well as the role (decision 067)', () => {
    async function postIn(state: PostState): Promise<string> {
      const db = t.database.db;
      const author = state === 'admin' || state === 'news' ? users.admin.id : state === 'own' ? users.moderator.id : users.other.id;
      const post = await insertPost(db, buildPost(author, { type: state === 'news' ? 'news' : 'confession', flagged: state === 'flagged' ? 1 : 0 }));
      if (state !== 'unreported' && state !== 'flagged') await insertReport(db, post.id, reporter.id, 'Clickbait');
      return post.id;
    }

    for (const row of BY_POST_STATE) {
      it(`${row.method} ${row.route}`, async () => {
        for (const actor of ['moderator', 'suspended', 'admin'] as const) {
          for (const state of POST_STATES) {
            const target = await postIn(state);
            const expected = row.codes[actor][state];
            const before = expected >= 400 ? await snapshot() : null;
            const body = row.body?.();
            const res = await call(t.app, row.method, row.route.replace(':id', target), { token: await tokenOf(actor), ...(body !== undefined ? { body } : {}) });
            const where = `${row.method} ${row.route} as ${actor} on a ${state} post`;
            expect(res.status, `${where}: ${JSON.stringify(res.json)}`).toBe(expected);
            if (before !== null) {
              expect(typeof res.json.message, `${where} answers {message}`).toBe('string');
              expect(await snapshot(), `${where} changed nothing`).toBe(before);
            }
          }
        }
      });
    }

    it('tells a moderator why, in a sentence', async () => {
      const token = await tokenOf('moderator');
      const remove = (id: string) => call(t.app, 'DELETE', `/api/users/admin/delete-post/${id}`, { token, body: {} });
      expect(await remove(await postIn('unreported'))).toMatchObject({ status: 403, json: { message: MESSAGES.moderatorRemovesReportedOnly } });
      expect(await remove(await postIn('news'))).toMatchObject({ status: 403, json: { message: MESSAGES.moderatorLeavesAdminPosts } });
      const keep = await call(t.app, 'PUT', `/api/users/admin/dismiss-reports/${await postIn('own')}`, { token, body: {} });
      expect(keep).toMatchObject({ status: 403, json: { message: MESSAGES.moderatorOwnPostReports } });
    });
  });

  describe('a suspended account’s writes reach no one (decision 067)', () => {
    /** A device for the account, so that a push to it would be written. */
    async function withDevice(account: QuickAccount): Promise<void> {
      const id = newId();
      await t.database.db
        .insertInto('push_subscriptions')
        .values({ id, user_id: account.id, session_hash: hashToken(account.token), endpoint: `https://fcm.googleapis.com/fcm/send/${id}`, ...PUSH_DEVICE_KEYS, device: null, created_at: nowIso(), last_success_at: null })
        .execute();
    }

    /** What the world holds for `suspended` to act on, and the other student in it. */
    async function world(kind: SuspendedWorld, suspended: QuickAccount): Promise<{ id: string; registrationId: string; others: QuickAccount[] }> {
      const db = t.database.db;
      const other = await quickAccount(db, { name: 'Registered Student' });
      await withDevice(other);
      if (kind === 'liked') {
        const post = await insertPost(db, buildPost(other.id));
        await call(t.app, 'PUT', `/api/posts/${post.id}/like`, { token: (await quickAccount(db)).token });
        await db.insertInto('likes').values({ post_id: post.id, user_id: suspended.id, created_at: nowIso() }).execute();
        await db.updateTable('posts').set({ like_count: 2 }).where('id', '=', post.id).execute();
        return { id: post.id, registrationId: '', others: [other] };
      }
      if (kind === 'hosted' || kind === 'awaiting') {
        const event = await insertPost(db, buildEvent(suspended.id));
        const status = kind === 'awaiting' ? 'awaiting_payment' : 'confirmed';
        const registration = await insertRegistration(db, event, other, { status });
        await db.insertInto('calendar_entries').values({ user_id: other.id, post_id: event.id, created_at: nowIso() }).execute();
        return { id: event.id, registrationId: registration.id, others: [other] };
      }
      const event = await insertPost(db, buildEvent(other.id));
      const overrides =
        kind === 'offered'
          ? { status: 'offered', offer_expires_at: isoIn(3_600_000) }
          : kind === 'paying'
            ? { status: 'awaiting_payment', payment_due_at: isoIn(3_600_000) }
            : { status: 'confirmed' };
      const registration = await insertRegistration(db, event, suspended, overrides);
      return { id: registration.id, registrationId: '', others: [other] };
    }

    /** Ids of the emails, notifications and pushes that exist now, for anyone. */
    async function sent(): Promise<{ emails: { id: string; user_id: string | null }[]; notifications: { id: string; user_id: string }[]; pushes: { id: string; user_id: string }[] }> {
      const db = t.database.db;
      return {
        emails: await db.selectFrom('email_outbox').select(['id', 'user_id']).execute(),
        notifications: await db.selectFrom('notifications').select(['id', 'user_id']).execute(),
        pushes: await db
          .selectFrom('push_outbox')
          .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_outbox.subscription_id')
          .select(['push_outbox.id as id', 'push_subscriptions.user_id as user_id'])
          .execute(),
      };
    }

    for (const row of SUSPENDED_WRITES) {
      it(`${row.method} ${row.route} (${row.world}): saved, and nothing queued for anyone else`, async () => {
        const suspended = await quickAccount(t.database.db, { name: 'Suspended Host', suspended_until: isoIn(86_400_000), suspension_reason: 'Spam' });
        await withDevice(suspended);
        const { id, registrationId, others } = await world(row.world, suspended);
        const before = await sent();
        const url = row.route.replace(':id', id).replace(':registrationId', registrationId);
        const body = row.body?.(suspended.email);
        const res = await call(t.app, row.method, url, { token: suspended.token, ...(body !== undefined ? { body } : {}) });
        expect(res.status, `${row.method} ${url}: ${JSON.stringify(res.json)}`).toBe(row.code);
        const after = await sent();
        const fresh = <R extends { id: string; user_id: string | null }>(now: R[], then: R[]) =>
          now.filter((r) => r.user_id !== suspended.id && !then.some((b) => b.id === r.id));
        expect(fresh(after.emails, before.emails), 'emails for anyone else').toEqual([]);
        expect(fresh(after.notifications, before.notifications), 'notifications for anyone else').toEqual([]);
        expect(fresh(after.pushes, before.pushes), 'pushes for anyone else').toEqual([]);
        for (const other of others) expect(await queuedFor(t.database.db, other.id)).toEqual([]);
      });
    }

    it('an unsuspended host’s same edit does tell the registrants, so the rows above are not empty by accident', async () => {
      const host = await quickAccount(t.database.db, { name: 'Unsuspended Host' });
      const { id, others } = await world('hosted', host);
      const res = await call(t.app, 'PUT', `/api/posts/${id}`, { token: host.token, body: SUSPENDED_WRITES[0]!.body!(host.email) });
      expect(res.status).toBe(200);
      expect((await queuedFor(t.database.db, others[0]!.id, 'event-changed')).length).toBe(1);
      const told = await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', others[0]!.id).execute();
      expect(told.length).toBe(1);
    });
  });

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
