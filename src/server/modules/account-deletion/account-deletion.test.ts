import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call, signUp } from '../../test/api.ts';
import { buildEvent, buildPost, insertComment, insertLike, insertPost, insertRegistration } from '../../test/factories.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

describe(`deleting your account (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const postRow = (id: string) => db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();

  /** A student with a Consight, a news post, an event someone registered for, and marks on someone else's event. */
  async function studentWithThings() {
    const me = await signUp(t.app);
    const registrant = await quickAccount(db(), { name: 'Registrant Student' });
    const host = await quickAccount(db(), { name: 'Host Student' });
    const consight = await insertPost(db(), buildPost(me._id, { type: 'confession', title: 'My own thought' }));
    const news = await insertPost(db(), buildPost(me._id, { type: 'news', title: 'My news' }));
    const myEvent = await insertPost(db(), buildEvent(me._id, { title: 'My hosted gathering' }));
    await insertRegistration(db(), myEvent, { id: registrant.id, name: registrant.name, email: registrant.email });
    const theirEvent = await insertPost(db(), buildEvent(host.id, { title: 'Their event' }));
    await insertRegistration(db(), theirEvent, { id: me._id, name: me.name, email: me.email });
    await insertComment(db(), theirEvent.id, me._id, { text: 'A comment of mine' });
    await insertComment(db(), consight.id, registrant.id, { text: 'A comment on my thought' });
    await insertLike(db(), theirEvent.id, me._id);
    expect((await call(t.app, 'POST', `/api/posts/${theirEvent.id}/report`, { token: me.token, body: { reason: 'Spam' } })).status).toBe(201);
    expect((await call(t.app, 'PUT', `/api/blocks/${host.id}`, { token: me.token })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/api/blocks/${me._id}`, { token: registrant.token })).status).toBe(200);
    return { me, registrant, host, consight, news, myEvent, theirEvent };
  }

  it('tells what will happen before you confirm, and refuses a missing or wrong password', async () => {
    const { me } = await studentWithThings();
    const preview = await call(t.app, 'GET', '/api/users/me/deletion', { token: me.token });
    expect(preview).toMatchObject({
      status: 200,
      json: { hasPassword: true, consights: 1, events: 1, otherPosts: 1, registrations: 1, comments: 1, likes: 1 },
    });
    expect(await call(t.app, 'POST', '/api/users/me/delete', { token: me.token, body: { posts: 'remove' } })).toMatchObject({
      status: 400,
      json: { message: MESSAGES.deleteAccountPasswordRequired },
    });
    expect(
      await call(t.app, 'POST', '/api/users/me/delete', { token: me.token, body: { posts: 'remove', password: 'not my password' } }),
    ).toMatchObject({ status: 403, json: { message: MESSAGES.deleteAccountPasswordWrong } });
    expect((await call(t.app, 'POST', '/api/users/me/delete', { token: me.token, body: { posts: 'everything', password: me.password } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: me.token })).status).toBe(200);
  });

  it('removes every post, tells registrants the event is cancelled, cancels registrations, ends sessions and frees the email', async () => {
    const { me, registrant, host, consight, news, myEvent, theirEvent } = await studentWithThings();
    const del = await call(t.app, 'POST', '/api/users/me/delete', { token: me.token, body: { posts: 'remove', password: me.password } });
    expect(del.status).toBe(204);

    for (const post of [consight, news, myEvent]) expect(await postRow(post.id)).toBeUndefined();
    const cancelled = await db()
      .selectFrom('email_outbox')
      .select(['subject'])
      .where('to_address', '=', registrant.email)
      .where('kind', '=', 'event-changed')
      .execute();
    expect(cancelled.map((m) => m.subject).join(' ')).toContain('My hosted gathering');

    expect(await postRow(theirEvent.id)).toMatchObject({ registration_count: 0, like_count: 0, comment_count: 0, report_count: 0 });
    const list = await call(t.app, 'GET', `/api/posts/export-registrations/${theirEvent.id}`, { token: host.token });
    expect(list.status).toBe(200);
    expect(list.raw.body).not.toContain(me.email);
    const comments = await call(t.app, 'GET', `/api/posts/${theirEvent.id}/comments`, { token: host.token });
    expect(comments.status).toBe(200);
    expect(JSON.stringify(comments.json)).not.toContain('A comment of mine');

    // Every session is refused, and nobody can sign in to the account.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: me.token })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401);
    for (const table of ['calendar_entries', 'notifications', 'email_opt_outs'] as const) {
      expect(await db().selectFrom(table).selectAll().where('user_id', '=', me._id).execute()).toEqual([]);
    }
    expect(await db().selectFrom('user_blocks').selectAll().where((eb) => eb.or([eb('blocker_id', '=', me._id), eb('blocked_id', '=', me._id)])).execute()).toEqual([]);

    // The tombstone keeps nothing of who it was.
    const tomb = await db().selectFrom('users').selectAll().where('id', '=', me._id).executeTakeFirstOrThrow();
    expect(tomb).toMatchObject({ name: MESSAGES.deletedAccountName, password_hash: null, google_sub: null, avatar: null });
    expect(tomb.deleted_at).not.toBeNull();
    expect(JSON.stringify(tomb)).not.toContain(me.email);
    expect(JSON.stringify(tomb)).not.toContain(me.name);

    // The address is free to sign up with again: a new account.
    const again = await signUp(t.app, { email: me.email, name: me.name });
    expect(again._id).not.toBe(me._id);
  });

  it('keeps Consights as anonymous ones nobody can link to you, and removes your events all the same', async () => {
    const { me, registrant, consight, news, myEvent } = await studentWithThings();
    const second = await insertPost(db(), buildPost(me._id, { type: 'confession', title: 'Another thought' }));
    const del = await call(t.app, 'POST', '/api/users/me/delete', { token: me.token, body: { posts: 'keep-anonymous', password: me.password } });
    expect(del.status).toBe(204);

    expect(await postRow(myEvent.id)).toBeUndefined();
    expect(await postRow(news.id)).toBeUndefined();
    const kept = [await postRow(consight.id), await postRow(second.id)];
    for (const row of kept) expect(row).toMatchObject({ anonymous: 1 });
    expect(kept[0]!.pseudonym).toMatch(new RegExp(`^${MESSAGES.anonymousAuthor} `));
    expect(kept[0]!.comment_count).toBe(1);

    for (const token of [registrant.token, undefined]) {
      const res = await call(t.app, 'GET', `/api/posts/${consight.id}`, token ? { token } : {});
      expect(res.status).toBe(200);
      const wire = JSON.stringify(res.json);
      expect(wire).not.toContain(me._id);
      expect(wire).not.toContain(me.name);
      expect(wire).not.toContain(me.email);
      expect(wire).not.toContain(MESSAGES.deletedAccountName);
    }
    expect((await call(t.app, 'GET', '/api/auth/me', { token: me.token })).status).toBe(401);

    // An admin who looks finds the tombstone, never who it was.
    const admin = await quickAccount(db(), { name: 'Admin Person', is_admin: 1 });
    expect((await call(t.app, 'POST', `/api/posts/${consight.id}/report`, { token: registrant.token, body: { reason: 'Spam' } })).status).toBe(201);
    const reveal = await call(t.app, 'POST', `/api/admin/posts/${consight.id}/reveal-author`, { token: admin.token, body: { reason: 'Checking' } });
    expect(reveal).toMatchObject({ status: 200 });
    expect(JSON.stringify(reveal.json)).toContain(MESSAGES.deletedAccountName);
    for (const q of [me.email, me.name]) {
      expect(await call(t.app, 'GET', `/api/admin/people?q=${encodeURIComponent(q)}`, { token: admin.token })).toMatchObject({ status: 200, json: [] });
    }
    const people = await call(t.app, 'GET', `/api/admin/people?q=${encodeURIComponent(MESSAGES.deletedAccountName)}`, { token: admin.token });
    expect(JSON.stringify(people.json)).toContain(me._id);
    for (const answer of [reveal, people]) {
      expect(JSON.stringify(answer.json)).not.toContain(me.email);
      expect(JSON.stringify(answer.json)).not.toContain(me.name);
    }
  });

  it('confirms a Google account (no password) by its email typed again', async () => {
    const google = await quickAccount(db(), { name: 'Google Student', password_hash: null, google_sub: `sub-${Date.now()}` });
    expect((await call(t.app, 'GET', '/api/users/me/deletion', { token: google.token })).json).toMatchObject({ hasPassword: false });
    expect(
      await call(t.app, 'POST', '/api/users/me/delete', { token: google.token, body: { posts: 'remove', email: 'someone@campus.test' } }),
    ).toMatchObject({ status: 403, json: { message: MESSAGES.deleteAccountEmailWrong } });
    const del = await call(t.app, 'POST', '/api/users/me/delete', { token: google.token, body: { posts: 'remove', email: ` ${google.email.toUpperCase()} ` } });
    expect(del.status).toBe(204);
    expect(await db().selectFrom('users').select('google_sub').where('id', '=', google.id).executeTakeFirst()).toEqual({ google_sub: null });
  });

  it('limits the tries, so a password cannot be guessed here', async () => {
    const google = await quickAccount(db(), { password_hash: null, google_sub: `sub-limit-${Date.now()}` });
    const attempt = () => call(t.app, 'POST', '/api/users/me/delete', { token: google.token, body: { posts: 'remove', email: 'guess@campus.test' } });
    for (let i = 0; i < WRITE_LIMITS.accountDeletion.max; i += 1) expect((await attempt()).status).toBe(403);
    expect((await attempt()).status).toBe(429);
  });

  it('is refused to a visitor', async () => {
    expect((await call(t.app, 'GET', '/api/users/me/deletion')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/users/me/delete', { body: { posts: 'remove' } })).status).toBe(401);
  });
});
