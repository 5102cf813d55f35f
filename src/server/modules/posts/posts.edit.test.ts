import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  buildEvent,
  buildPost,
  insertComment,
  insertLike,
  insertNotification,
  insertPost,
  insertRegistration,
  insertReport,
} from '../../test/factories.ts';
import { call } from '../../test/api.ts';
import { dialectName } from '../../test/test-app.ts';
import {
  confessionInput,
  createPost,
  createPostsWorld,
  culturalInput,
  eventInput,
  pngDataUrl,
  type PostsWorld,
} from '../../test/posts-world.ts';

describe(`posts: edit and delete (${dialectName})`, () => {
  let t: PostsWorld;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());

  const row = (id: string) => t.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const userRow = (id: string) => t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('edit', () => {
    it('lets the owner edit an event; an approved event goes back to pending, counters and creation time stay', async () => {
      const created = await createPost(t, t.user.token, eventInput());
      const id = String(created._id);
      await t.database.db.updateTable('posts').set({ status: 'approved', like_count: 5, comment_count: 2 }).where('id', '=', id).execute();
      const res = await call(t.app, 'PUT', `/api/posts/${id}`, {
        token: t.user.token,
        body: { ...eventInput({ title: 'Open Mic Night (moved)', location: 'Amphitheatre' }), status: 'approved', likes: 0, userId: t.other.id },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        _id: id,
        title: 'Open Mic Night (moved)',
        location: 'Amphitheatre',
        status: 'pending',
        likes: 5,
        commentCount: 2,
        userId: t.user.id,
        timestamp: created.timestamp,
      });
      expect(Date.parse(String(res.json.updatedAt))).toBeGreaterThanOrEqual(Date.parse(String(created.updatedAt)));
    });

    it('refuses to let an owner edit a Consight', async () => {
      const post = await createPost(t, t.user.token, confessionInput());
      const res = await call(t.app, 'PUT', `/api/posts/${String(post._id)}`, { token: t.user.token, body: confessionInput({ title: 'Changed' }) });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: MESSAGES.cannotEditPost });
      expect((await row(String(post._id))).title).toBe('To whoever left chai at my desk');
    });

    it("refuses another user's edit of a visible event, and hides a pending one behind 404", async () => {
      const approved = await insertPost(t.database.db, buildEvent(t.user.id, { status: 'approved' }));
      const forbidden = await call(t.app, 'PUT', `/api/posts/${approved.id}`, { token: t.other.token, body: eventInput() });
      expect(forbidden.status).toBe(403);
      expect(forbidden.json).toEqual({ message: MESSAGES.cannotEditPost });
      const pending = await insertPost(t.database.db, buildEvent(t.user.id, { status: 'pending' }));
      const hidden = await call(t.app, 'PUT', `/api/posts/${pending.id}`, { token: t.other.token, body: eventInput() });
      expect(hidden.status).toBe(404);
      expect(hidden.json).toEqual({ message: MESSAGES.postNotFound });
    });

    it('lets an admin edit anything and keeps the status', async () => {
      const confession = await createPost(t, t.user.token, confessionInput());
      const res = await call(t.app, 'PUT', `/api/posts/${String(confession._id)}`, {
        token: t.admin.token,
        body: confessionInput({ title: 'Edited by the admin' }),
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ title: 'Edited by the admin', status: 'approved', userId: t.user.id, author: 'Asha Verma' });

      const approved = await insertPost(t.database.db, buildEvent(t.user.id, { status: 'approved' }));
      const kept = await call(t.app, 'PUT', `/api/posts/${approved.id}`, { token: t.admin.token, body: eventInput() });
      expect(kept.json.status).toBe('approved');
      const pending = await insertPost(t.database.db, buildEvent(t.user.id, { status: 'pending' }));
      const stillPending = await call(t.app, 'PUT', `/api/posts/${pending.id}`, { token: t.admin.token, body: { ...eventInput(), status: 'approved' } });
      expect(stillPending.json.status).toBe('pending');
    });

    it('sends a live event back for approval when its payment QR code or payment link changes, whoever edits it', async () => {
      const qrEvent = (qr: string, overrides: Parameters<typeof eventInput>[0] = {}) =>
        eventInput({ title: 'Paid by QR', registrationMethod: 'form', price: 40, paymentMethod: 'qr', paymentQRCode: qr, ...overrides });
      const linkEvent = (link: string) => culturalInput({ title: 'Paid by link', culturalPaymentMethod: 'link', culturalPaymentLink: link });
      const first = await pngDataUrl(21, 21);
      const cases = [
        { create: qrEvent(first), edit: qrEvent(await pngDataUrl(22, 22)) },
        { create: qrEvent(first), edit: qrEvent(first, { paymentMethod: 'link', paymentLink: 'https://pay.example.org/new' }) },
        { create: linkEvent('https://pay.example.org/old'), edit: linkEvent('https://pay.example.org/swapped') },
      ];
      for (const c of cases) {
        for (const editor of [t.user, t.admin]) {
          const post = await createPost(t, t.user.token, c.create);
          const id = String(post._id);
          await t.database.db.updateTable('posts').set({ status: 'approved' }).where('id', '=', id).execute();
          const res = await call(t.app, 'PUT', `/api/posts/${id}`, { token: editor.token, body: c.edit });
          expect(res, `${editor.name}: ${JSON.stringify(res.json).slice(0, 200)}`).toMatchObject({ status: 200, json: { status: 'pending' } });
          const queue = (await call(t.app, 'GET', '/api/posts/pending-events', { token: t.admin.token })).json as unknown as { _id: string }[];
          expect(queue.map((p) => p._id), editor.name).toContain(id);
          expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token })).status, editor.name).toBe(404);
        }
      }
      // An admin's edit that leaves the payment alone keeps a live event live.
      const post = await createPost(t, t.user.token, qrEvent(first));
      const id = String(post._id);
      await t.database.db.updateTable('posts').set({ status: 'approved' }).where('id', '=', id).execute();
      const kept = await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.admin.token, body: qrEvent(first, { location: 'Hall 2' }) });
      expect(kept.json).toMatchObject({ status: 'approved', location: 'Hall 2' });
    });

    it('refuses to change the type', async () => {
      const post = await createPost(t, t.user.token, eventInput());
      const res = await call(t.app, 'PUT', `/api/posts/${String(post._id)}`, { token: t.user.token, body: culturalInput() });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.cannotChangeType });
      const admin = await call(t.app, 'PUT', `/api/posts/${String(post._id)}`, { token: t.admin.token, body: confessionInput() });
      expect(admin.json).toEqual({ message: MESSAGES.cannotChangeType });
      expect((await row(String(post._id))).type).toBe('event');
    });

    it('checks the same rules as create, and answers 404 for an unknown post and 401 for a visitor', async () => {
      const post = await createPost(t, t.user.token, eventInput());
      const invalid = await call(t.app, 'PUT', `/api/posts/${String(post._id)}`, { token: t.user.token, body: eventInput({ duration: '' }) });
      expect(invalid.json).toEqual({ message: MESSAGES.eventDetailsRequired });
      const missing = await call(t.app, 'PUT', '/api/posts/no-such-post', { token: t.user.token, body: eventInput() });
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ message: MESSAGES.postNotFound });
      const visitor = await call(t.app, 'PUT', `/api/posts/${String(post._id)}`, { body: eventInput() });
      expect(visitor.status).toBe(401);
    });

    it('drops the fields a new choice no longer uses', async () => {
      const post = await createPost(t, t.user.token, eventInput({
        registrationMethod: 'form', price: 10, paymentLink: 'https://pay.example.org/p', registrationFields: 'Team',
      }));
      const res = await call(t.app, 'PUT', `/api/posts/${String(post._id)}`, { token: t.user.token, body: eventInput() });
      expect(res.json).toMatchObject({
        enableRegistrationForm: false, registrationFields: null, paymentMethod: null, paymentLink: null,
        registrationLink: 'https://forms.example.org/open-mic',
      });
    });
  });

  describe('delete', () => {
    it('lets the owner delete, and the post is gone', async () => {
      const post = await createPost(t, t.user.token, confessionInput());
      const res = await call(t.app, 'DELETE', `/api/posts/${String(post._id)}`, { token: t.user.token });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ok: true });
      expect((await call(t.app, 'GET', `/api/posts/${String(post._id)}`)).status).toBe(404);
      const again = await call(t.app, 'DELETE', `/api/posts/${String(post._id)}`, { token: t.user.token });
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ message: MESSAGES.postNotFound });
    });

    it("refuses another user's delete; an admin may", async () => {
      const post = await createPost(t, t.user.token, confessionInput());
      const refused = await call(t.app, 'DELETE', `/api/posts/${String(post._id)}`, { token: t.other.token });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: MESSAGES.cannotDeletePost });
      const visitor = await call(t.app, 'DELETE', `/api/posts/${String(post._id)}`);
      expect(visitor.status).toBe(401);
      const admin = await call(t.app, 'DELETE', `/api/posts/${String(post._id)}`, { token: t.admin.token });
      expect(admin.status).toBe(200);
    });

    it("answers 404 for another user's pending post", async () => {
      const pending = await insertPost(t.database.db, buildEvent(t.user.id, { status: 'pending' }));
      const res = await call(t.app, 'DELETE', `/api/posts/${pending.id}`, { token: t.other.token });
      expect(res.status).toBe(404);
      expect(await row(pending.id)).toBeDefined();
    });

    it('removes its comments, likes, reports, registrations and notifications, and nothing of other posts', async () => {
      const db = t.database.db;
      const [user, other] = [await userRow(t.user.id), await userRow(t.other.id)];
      const doomed = await insertPost(db, buildEvent(t.user.id));
      const kept = await insertPost(db, buildPost(t.user.id));
      for (const post of [doomed, kept]) {
        await insertComment(db, post.id, other.id);
        await insertLike(db, post.id, other.id);
        await insertReport(db, post.id, other.id);
        await insertNotification(db, user.id, { post_id: post.id });
      }
      await insertRegistration(db, doomed, other);
      await insertRegistration(db, doomed, user);

      const res = await call(t.app, 'DELETE', `/api/posts/${doomed.id}`, { token: t.user.token });
      expect(res.status).toBe(200);
      for (const table of ['comments', 'likes', 'reports', 'registrations', 'notifications'] as const) {
        const left = await db.selectFrom(table).select('post_id').where('post_id', 'in', [doomed.id, kept.id]).execute();
        expect(left.map((r) => r.post_id), table).toEqual(table === 'registrations' ? [] : [kept.id]);
      }
      expect(await db.selectFrom('posts').select('id').where('id', '=', doomed.id).executeTakeFirst()).toBeUndefined();
    });
  });
});
