/**
 * Web Push end to end (decision 051), against a push service on loopback that checks each push's VAPID signature
 * and decrypts it as a browser would: a change that writes a notification reaches the student's device with its
 * title, text and address; a kind turned off sends nothing; a 410 removes the device; a 500 is tried again and the
 * push arrives once; two processes on one database send each push once; a device whose sign-in ended hears nothing.
 */
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inLocale, t } from '../../../shared/i18n.ts';
import { MESSAGES, paymentConfirmedNotice } from '../../../shared/messages.ts';
import { PUSH_KINDS } from '../../../shared/push-kinds.ts';
import type { PushDeviceList } from '../../../shared/schemas/push.ts';
import { buildApp } from '../../app.ts';
import { committing } from '../../changes/committing.ts';
import type { DatabaseHandle } from '../../database/connection.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, buildPost, insertPost } from '../../test/factories.ts';
import { startPushService, type ReceivedPush, type TestPushService, type TestSubscription } from '../../test/push-service.ts';
import { createTestDatabase, dialectName, testConfig, type TestDatabase } from '../../test/test-app.ts';
import { notificationTexts, notify } from '../notifications/notifications.service.ts';
import type { PushWorkerOptions } from './push-worker.ts';

/** Waits short enough for a test: a retry after 100 ms, a look every 100 ms. */
const FAST: Partial<PushWorkerOptions> = { pollMs: 100, backoffMs: [100, 100], stopGraceMs: 50 };
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe(`Web Push (${dialectName})`, () => {
  let database: TestDatabase;
  let pushService: TestPushService;
  let app: FastifyInstance;
  const opened: Array<{ app: FastifyInstance; handle?: DatabaseHandle }> = [];

  /** An app on the test database (or on another connection to it, as another process would have). */
  async function startApp(options: { env?: Record<string, string>; another?: boolean } = {}): Promise<FastifyInstance> {
    const handle = options.another ? database.openAnother() : undefined;
    const started = await buildApp({
      config: testConfig({ RATE_LIMIT: 'off', PUBLIC_URL: 'https://quad.campus.example', ...options.env }),
      database: handle ?? database,
      clientDir: null,
      logger: false,
      push: FAST,
    });
    await started.ready();
    opened.push({ app: started, ...(handle ? { handle } : {}) });
    return started;
  }

  const subscribe = (who: QuickAccount, subscription: TestSubscription, on: FastifyInstance = app) =>
    call(on, 'POST', '/api/push/subscriptions', { token: who.token, body: subscription, headers: { 'user-agent': ANDROID_CHROME } });
  const devices = async (who: QuickAccount) => ((await call(app, 'GET', '/api/push/subscriptions', { token: who.token })).json as unknown as PushDeviceList).devices;
  const pushesTo = (endpoint: string) => pushService.received.filter((p) => p.endpoint === endpoint);
  const pushRows = (endpoint: string) =>
    database.db
      .selectFrom('push_outbox as o')
      .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
      .select(['o.status', 'o.attempts', 'o.kind', 'o.last_error'])
      .where('s.endpoint', '=', endpoint)
      .execute();
  /** A student with this browser subscribed. */
  async function subscribed(overrides: Parameters<typeof quickAccount>[1] = {}) {
    const student = await quickAccount(database.db, overrides);
    const browser = pushService.subscribe();
    expect((await subscribe(student, browser)).status).toBe(201);
    return { student, browser };
  }
  /** Someone comments on `author`'s new post: the notification the author gets. */
  async function commentOnPostOf(author: QuickAccount, on: FastifyInstance = app) {
    const post = await insertPost(database.db, buildPost(author.id, { title: 'Lost and found' }));
    const commenter = await quickAccount(database.db, { name: 'Ravi Kumar' });
    const res = await call(on, 'POST', `/api/posts/${post.id}/comments`, { token: commenter.token, body: { text: 'I think I saw your keys.' } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return { post, commenter, text: notificationTexts.commentedOnYourPost('Ravi Kumar', 'Lost and found') };
  }
  /** Every look is done: what was due is sent or waits for its next attempt. */
  async function settle(...apps: FastifyInstance[]) {
    for (const a of apps.length ? apps : [app]) {
      a.pushOutbox.wake();
      await a.pushOutbox.idle();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    pushService = await startPushService();
  });

  afterEach(async () => {
    for (const { app: a, handle } of opened.splice(0)) {
      await a.close();
      await handle?.close();
    }
  });

  afterAll(async () => {
    await pushService.close();
    await database.drop();
  });

  describe('the VAPID key', () => {
    it('is one public key, made once and kept, which every process signs with; a configured pair takes its place', async () => {
      app = await startApp();
      const other = await startApp({ another: true });
      const [mine, theirs] = await Promise.all([call(app, 'GET', '/api/push/key'), call(other, 'GET', '/api/push/key')]);
      expect(mine.status).toBe(200);
      const key = Buffer.from(String(mine.json.publicKey), 'base64url');
      expect(key).toHaveLength(65);
      expect(key[0]).toBe(4);
      expect(theirs.json).toEqual(mine.json);
      const kept = await database.db.selectFrom('server_keys').select('name').where('name', '=', 'vapid-key-pair').execute();
      expect(kept).toHaveLength(1);

      // A pair from the configuration is what browsers get then.
      const pair = webPush.generateVAPIDKeys();
      const configured = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
      const configuredApp = await startApp({ env: configured });
      expect((await call(configuredApp, 'GET', '/api/push/key')).json).toEqual({ publicKey: configured.VAPID_PUBLIC_KEY });
    });
  });

  describe('subscriptions', () => {
    it('turns this browser on for the signed-in student, lists it as their device, and turns it off', async () => {
      app = await startApp();
      const me = await quickAccount(database.db);
      const browser = pushService.subscribe();
      const res = await subscribe(me, browser);
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ endpoint: browser.endpoint, device: 'Chrome on Android', lastSuccessAt: null });
      // Subscribing again in the same sign-in renews it: still one device.
      expect((await subscribe(me, browser)).json._id).toBe(res.json._id);
      expect(await devices(me)).toMatchObject([{ _id: res.json._id, endpoint: browser.endpoint, device: 'Chrome on Android' }]);
      const someoneElse = await quickAccount(database.db);
      expect(await devices(someoneElse)).toEqual([]);
      // Only one's own device is turned off.
      expect((await call(app, 'DELETE', '/api/push/subscriptions', { token: someoneElse.token, body: { endpoint: browser.endpoint } })).status).toBe(200);
      expect(await devices(me)).toHaveLength(1);
      expect((await call(app, 'DELETE', '/api/push/subscriptions', { token: me.token, body: { endpoint: browser.endpoint } })).json).toEqual({ ok: true });
      expect(await devices(me)).toEqual([]);
      // Off already: still fine.
      expect((await call(app, 'DELETE', '/api/push/subscriptions', { token: me.token, body: { endpoint: browser.endpoint } })).status).toBe(200);
      expect((await call(app, 'POST', '/api/push/subscriptions', { body: browser })).status).toBe(401);
      expect((await call(app, 'GET', '/api/push/subscriptions')).status).toBe(401);
    });

    it('takes https push services, and refuses other addresses, credentials, long addresses and keys that are not a P-256 point', async () => {
      app = await startApp();
      const me = await quickAccount(database.db);
      const { keys } = pushService.subscribe();
      const attempt = (endpoint: string, k: unknown = keys) => call(app, 'POST', '/api/push/subscriptions', { token: me.token, body: { endpoint, keys: k } });
      expect((await attempt('https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b')).status).toBe(201);
      expect((await attempt('https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn')).status).toBe(201);
      for (const endpoint of [
        'http://push.example.com/abc',
        'https://10.0.0.7/push',
        'https://[fd00::1]/push',
        'https://localhost/push',
        // Internal hosts in their other spellings (decision 064): the address a name resolves to is checked again at send.
        'https://localhost./push',
        'https://LOCALHOST../push',
        'https://intranet.campus.local/push',
        'https://metadata.google.internal/computeMetadata',
        'https://router.home.arpa/push',
        'https://127.0.0.1.nip.io/x',
        'https://10-0-0-1.sslip.io/x',
        'https://2130706433/push',
        'https://0x7f.1/push',
        'https://0177.0.0.1/push',
        'https://169.254.169.254/latest',
        'https://[::ffff:127.0.0.1]/push',
        'https://[::ffff:a9fe:a9fe]/push',
        'https://[::1]/push',
        'https://push.example.com:8443/abc',
        'https://user:secret@push.example.com/abc',
        'ftp://push.example.com/abc',
        'not a url',
        `https://push.example.com/${'a'.repeat(2048)}`,
      ]) {
        expect(await attempt(endpoint), endpoint).toMatchObject({ status: 400, json: { message: MESSAGES.pushEndpointInvalid } });
      }
      const notAPoint = { p256dh: `B${'A'.repeat(86)}`, auth: keys.auth };
      expect(await attempt('https://fcm.googleapis.com/fcm/send/other', notAPoint)).toMatchObject({ status: 400, json: { message: MESSAGES.pushKeysInvalid } });
      expect(await attempt('https://fcm.googleapis.com/fcm/send/other', { p256dh: keys.p256dh })).toMatchObject({ status: 400, json: { message: MESSAGES.pushKeysInvalid } });
      const tooLarge = await call(app, 'POST', '/api/push/subscriptions', { token: me.token, body: { endpoint: 'https://fcm.googleapis.com/x', keys, extra: 'x'.repeat(5000) } });
      expect(tooLarge.status).toBe(413);

      // Loopback push services only where the configuration allows them (tests do by default).
      expect((await attempt(pushService.subscribe().endpoint)).status).toBe(201);
      const strict = await startApp({ env: { PUSH_LOOPBACK_ENDPOINTS: 'off' } });
      const refused = await call(strict, 'POST', '/api/push/subscriptions', { token: me.token, body: pushService.subscribe() });
      expect(refused).toMatchObject({ status: 400, json: { message: MESSAGES.pushEndpointInvalid } });
    });

    it('moves a browser to the account that subscribes it last, and keeps at most 20 devices an account', async () => {
      app = await startApp();
      const [first, second] = [await quickAccount(database.db), await quickAccount(database.db)];
      const shared = pushService.subscribe();
      await subscribe(first, shared);
      await subscribe(second, shared);
      expect(await devices(first)).toEqual([]);
      expect((await devices(second)).map((d) => d.endpoint)).toEqual([shared.endpoint]);

      const busy = await quickAccount(database.db);
      const browsers = Array.from({ length: 21 }, () => pushService.subscribe());
      for (const browser of browsers) {
        expect((await subscribe(busy, browser)).status).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const kept = (await devices(busy)).map((d) => d.endpoint);
      expect(kept).toHaveLength(20);
      expect(kept).not.toContain(browsers[0]!.endpoint);
      expect(kept).toContain(browsers[20]!.endpoint);
    });
  });

  describe('delivery', () => {
    it('a student who reads Quad in Hindi gets the push in Hindi: the kind’s title and the notification’s text', async () => {
      app = await startApp();
      const { student, browser } = await subscribed({ locale: 'hi' });
      const { post } = await commentOnPostOf(student);
      const push = await pushService.waitFor((p) => p.endpoint === browser.endpoint);
      expect(push.payload).toEqual({
        title: inLocale('hi', () => t(MESSAGES.pushTitles['post-comment'])),
        body: 'Ravi Kumar ने आपकी पोस्ट "Lost and found" पर टिप्पणी की।',
        url: `/posts/${post.id}`,
        tag: `post-comment:${post.id}`,
      });
      expect((push.payload as { title: string }).title).toMatch(/\p{Script=Devanagari}/u);
      await settle();
    });

    it('a comment on a student’s post reaches their device, decrypted: the title, the notification’s text, the post’s address and a tag', async () => {
      app = await startApp();
      const { student, browser } = await subscribed();
      const { post, text } = await commentOnPostOf(student);
      const push = await pushService.waitFor((p) => p.endpoint === browser.endpoint);
      expect(push.payload).toEqual({ title: MESSAGES.pushTitles['post-comment'], body: text, url: `/posts/${post.id}`, tag: `post-comment:${post.id}` });
      // The in-app notification says the same.
      const notes = await database.db.selectFrom('notifications').select(['message', 'post_id']).where('user_id', '=', student.id).execute();
      expect(notes).toEqual([{ message: text, post_id: post.id }]);
      // Signed with the key browsers subscribe with, for the push service's origin, by the configured subject.
      expect(push.vapid.publicKey).toBe((await call(app, 'GET', '/api/push/key')).json.publicKey);
      expect(push.vapid).toMatchObject({ aud: pushService.origin, sub: app.ctx.config.push.subject });
      expect(push.headers).toMatchObject({ urgency: 'normal', ttl: '86400' });
      expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
      await settle();
      expect(await pushRows(browser.endpoint)).toEqual([{ status: 'sent', attempts: 0, kind: 'post-comment', last_error: null }]);
      expect((await devices(student))[0]?.lastSuccessAt).not.toBeNull();
      expect(pushService.refused).toEqual([]);
    });

    it('a payment confirmed opens the profile, where the ticket is; a seat offered from the waitlist opens the event, at once', async () => {
      app = await startApp();
      const host = await quickAccount(database.db);
      const register = async (postId: string, who: QuickAccount) => {
        const res = await call(app, 'POST', `/api/users/register-event/${postId}`, {
          token: who.token,
          body: { name: who.name, email: who.email, phone: '9876543210', 'Year of study': '2nd' },
        });
        expect(res.status, JSON.stringify(res.json)).toBe(201);
        return res.json as { _id: string };
      };

      const paid = await insertPost(
        database.db,
        buildEvent(host.id, { title: 'Open Mic Night', capacity: 5, price: 150, payment_method: 'link', payment_link: 'https://pay.example/mic', payment_window_hours: 2 }),
      );
      const { student: payer, browser: payerBrowser } = await subscribed();
      const held = await register(paid.id, payer);
      const decided = await call(app, 'POST', `/api/events/${paid.id}/registrations/${held._id}/payment`, { token: host.token, body: { decision: 'paid' } });
      expect(decided.status, JSON.stringify(decided.json)).toBe(200);
      const confirmed = await pushService.waitFor((p) => p.endpoint === payerBrowser.endpoint);
      expect(confirmed.payload).toEqual({
        title: MESSAGES.pushTitles['registration-changed'],
        body: paymentConfirmedNotice('Open Mic Night'),
        url: '/profile/tickets',
        tag: `registration-changed:${paid.id}`,
      });

      const full = await insertPost(database.db, buildEvent(host.id, { title: 'Poetry Night', capacity: 1 }));
      const seated = await quickAccount(database.db);
      const { student: waiting, browser: waitingBrowser } = await subscribed();
      const seat = await register(full.id, seated);
      await register(full.id, waiting);
      expect((await call(app, 'POST', `/api/registrations/${seat._id}/cancel`, { token: seated.token, body: {} })).status).toBe(200);
      const offer = await pushService.waitFor((p) => p.endpoint === waitingBrowser.endpoint);
      expect(offer.payload).toMatchObject({ title: MESSAGES.pushTitles['waitlist-offer'], url: `/posts/${full.id}`, tag: `waitlist-offer:${full.id}` });
      const told = await database.db.selectFrom('notifications').select('message').where('user_id', '=', waiting.id).where('type', '=', 'success').execute();
      expect(told).toHaveLength(1);
      expect(offer.payload.body).toBe(told[0]!.message);
      expect(offer.payload.body).toMatch(/^A seat at "Poetry Night" is free and held for you until /);
      expect(offer.headers.urgency).toBe('high');
      // The host, who acted, and the student who freed the seat get nothing.
      expect(pushService.received.filter((p) => p.payload.tag === `registration-changed:${full.id}`)).toEqual([]);
    });

    it('a kind turned off for push sends nothing, and the email choices stay their own', async () => {
      app = await startApp();
      const { student, browser } = await subscribed();
      const off = await call(app, 'PUT', '/api/push/preferences', { token: student.token, body: { preferences: { 'post-comment': false } } });
      expect(off).toMatchObject({ status: 200, json: { preferences: { 'post-comment': false, 'waitlist-offer': true } } });
      await commentOnPostOf(student);
      await settle();
      expect(await pushRows(browser.endpoint)).toEqual([]);
      expect(pushesTo(browser.endpoint)).toEqual([]);
      // Email is chosen apart: every email still on; an email turned off leaves its push on.
      const emails = await call(app, 'GET', '/api/profile/email-preferences', { token: student.token });
      expect(Object.values(emails.json.preferences as Record<string, boolean>).every(Boolean)).toBe(true);
      await call(app, 'PUT', '/api/profile/email-preferences', { token: student.token, body: { preferences: { 'report-outcome': false } } });
      expect((await call(app, 'GET', '/api/push/preferences', { token: student.token })).json).toEqual({
        preferences: { ...Object.fromEntries(PUSH_KINDS.map((k) => [k, true])), 'post-comment': false },
      });
      // On again, the next comment goes.
      await call(app, 'PUT', '/api/push/preferences', { token: student.token, body: { preferences: { 'post-comment': true } } });
      await commentOnPostOf(student);
      await pushService.waitFor((p) => p.endpoint === browser.endpoint);

      for (const preferences of [{ 'password-reset': false }, { 'registration-confirmed': false }, { newsletter: true }]) {
        expect(await call(app, 'PUT', '/api/push/preferences', { token: student.token, body: { preferences } })).toMatchObject({
          status: 400,
          json: { message: MESSAGES.pushKindUnknown },
        });
      }
      expect(await call(app, 'PUT', '/api/push/preferences', { token: student.token, body: { preferences: {} } })).toMatchObject({
        status: 400,
        json: { message: MESSAGES.pushPreferencesEmpty },
      });
    });

    it('removes a device the push service says is gone (410), with what waited for it, and tries it no more', async () => {
      app = await startApp();
      const { student, browser } = await subscribed();
      pushService.gone(browser.endpoint);
      await commentOnPostOf(student);
      await expect.poll(async () => (await devices(student)).length, { timeout: 5_000, interval: 25 }).toBe(0);
      expect(pushService.attempts(browser.endpoint)).toBe(1);
      expect(await database.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', browser.endpoint).execute()).toEqual([]);
      await commentOnPostOf(student);
      await settle();
      expect(pushService.attempts(browser.endpoint)).toBe(1);
    });

    it('tries a push again after a 500, and it then arrives once; a device that works is not sent it twice', async () => {
      app = await startApp();
      const student = await quickAccount(database.db);
      // Two devices of one student.
      const [flaky, steady] = [pushService.subscribe(), pushService.subscribe()];
      await subscribe(student, flaky);
      await subscribe(student, steady);
      pushService.answerNext(flaky.endpoint, 500);
      const { text } = await commentOnPostOf(student);
      const arrived = await pushService.waitFor((p) => p.endpoint === flaky.endpoint);
      expect(arrived.payload.body).toBe(text);
      await settle();
      expect(pushesTo(flaky.endpoint)).toHaveLength(1);
      expect(pushService.attempts(flaky.endpoint)).toBe(2);
      expect(await pushRows(flaky.endpoint)).toEqual([{ status: 'sent', attempts: 1, kind: 'post-comment', last_error: null }]);
      expect(pushesTo(steady.endpoint)).toHaveLength(1);
      expect(pushService.attempts(steady.endpoint)).toBe(1);
    });

    it('fails a push the push service refuses for good (a 4xx other than 404 and 410) after one attempt', async () => {
      app = await startApp();
      const { student, browser } = await subscribed();
      pushService.answerNext(browser.endpoint, 403);
      await commentOnPostOf(student);
      await expect.poll(async () => (await pushRows(browser.endpoint))[0]?.status, { timeout: 5_000, interval: 25 }).toBe('failed');
      expect(await pushRows(browser.endpoint)).toEqual([{ status: 'failed', attempts: 1, kind: 'post-comment', last_error: '403 try later' }]);
      // The device stays: the next push goes.
      await commentOnPostOf(student);
      await pushService.waitFor((p) => p.endpoint === browser.endpoint);
    });

    it('pushes nothing to a device whose sign-in ended, nor for a write that rolled back', async () => {
      app = await startApp();
      const { student, browser } = await subscribed();
      expect((await call(app, 'POST', '/api/auth/logout', { token: student.token })).status).toBe(200);
      await commentOnPostOf(student);
      await settle();
      expect(await pushRows(browser.endpoint)).toEqual([]);

      const { student: other, browser: otherBrowser } = await subscribed();
      await expect(
        committing(app.ctx, async (trx) => {
          await notify(trx, { userId: other.id, message: 'Never told.', type: 'info', postId: null, push: { kind: 'report-outcome' } });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await settle();
      expect(await pushRows(otherBrowser.endpoint)).toEqual([]);
      expect(pushService.received.filter((p) => p.payload.body === 'Never told.')).toEqual([]);
    });

    it('sends each of 20 pushes once with two processes on one database', async () => {
      app = await startApp();
      const other = await startApp({ another: true });
      const { student, browser } = await subscribed();
      // One write queues them (two SQLite connections in one test process must not hold transactions at once);
      // both workers wake and race for every row.
      await committing(app.ctx, async (trx) => {
        for (let n = 0; n < 20; n += 1) {
          await notify(trx, { userId: student.id, message: `Outcome ${n}`, type: 'info', postId: null, push: { kind: 'report-outcome' } });
        }
      });
      other.pushOutbox.wake();
      await expect.poll(() => new Set(pushesTo(browser.endpoint).map((p) => p.payload.body)).size, { timeout: 10_000, interval: 25 }).toBe(20);
      await settle(app, other);
      const arrived: ReceivedPush[] = pushesTo(browser.endpoint);
      expect(arrived).toHaveLength(20);
      expect(new Set(arrived.map((p) => p.payload.tag)).size).toBe(20);
      expect(arrived.every((p) => p.payload.url === '/notifications')).toBe(true);
      expect(pushService.attempts(browser.endpoint)).toBe(20);
      expect((await pushRows(browser.endpoint)).map((r) => r.status)).toEqual(Array(20).fill('sent'));
    });
  });
});
