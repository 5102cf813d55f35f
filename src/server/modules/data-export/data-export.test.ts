import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickAccount } from '../../test/accounts.ts';
import { call, signUp } from '../../test/api.ts';
import { buildEvent, buildPost, insertComment, insertPost } from '../../test/factories.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

type Rows = Record<string, unknown>[];
interface DataExport {
  profile: Record<string, unknown>;
  posts: { title: string }[];
  comments: { text: string }[];
  likes: Rows;
  reports: Rows;
  calendar: Rows;
  blocks: Rows;
  emailPreferences: { turnedOff: { kind: string }[] };
  sessions: Rows;
  notifications: Rows;
  registrations: Rows;
}

describe(`downloading your data (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a JSON file with everything Quad holds about me, and nothing that signs in or belongs to someone else', async () => {
    const db = t.database.db;
    const me = await signUp(t.app);
    const other = await quickAccount(db, { name: 'Someone Else' });
    const mine = (await insertPost(db, buildPost(me._id, { title: 'My own Consight' }))).id;
    const theirs = (await insertPost(db, buildEvent(other.id, { title: 'Their event' }))).id;
    await insertComment(db, mine, other.id, { text: 'A comment someone else wrote' });
    expect((await call(t.app, 'POST', `/api/posts/${theirs}/comments`, { token: me.token, body: { text: 'My comment' } })).status).toBe(201);
    expect((await call(t.app, 'PUT', `/api/posts/${theirs}/like`, { token: me.token })).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/posts/${theirs}/report`, { token: me.token, body: { reason: 'Clickbait' } })).status).toBe(201);
    expect((await call(t.app, 'PUT', `/api/calendar/mine/${theirs}`, { token: me.token })).status).toBe(201);
    expect((await call(t.app, 'PUT', `/api/blocks/${other.id}`, { token: me.token })).status).toBe(200);
    expect(
      (await call(t.app, 'PUT', '/api/profile/email-preferences', { token: me.token, body: { preferences: { 'event-reminder': false } } })).status,
    ).toBe(200);

    const res = await call(t.app, 'GET', '/api/users/me/export', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quad-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json as unknown as DataExport;
    expect(data.profile).toMatchObject({ id: me._id, email: me.email, name: me.name });
    expect(data.posts.map((p) => p.title)).toEqual(['My own Consight']);
    expect(data.comments.map((c) => c.text)).toEqual(['My comment']);
    expect(data.likes).toEqual([expect.objectContaining({ postId: theirs })]);
    expect(data.reports).toEqual([expect.objectContaining({ postId: theirs, reason: 'Clickbait' })]);
    expect(data.calendar).toEqual([expect.objectContaining({ postId: theirs })]);
    expect(data.blocks).toEqual([expect.objectContaining({ userId: other.id, name: 'Someone Else' })]);
    expect(data.emailPreferences.turnedOff.map((o) => o.kind)).toEqual(['event-reminder']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]!).sort()).toEqual(['device', 'expiresAt', 'lastSeenAt', 'signedInAt', 'signedOutAt']);
    expect(Array.isArray(data.notifications)).toBe(true);
    expect(Array.isArray(data.registrations)).toBe(true);

    const raw = res.raw.body;
    expect(raw).not.toContain(me.token);
    expect(raw).not.toMatch(/password|token_hash|tokenHash|[0-9a-f]{64}/i);
    expect(raw).not.toContain('A comment someone else wrote');
    expect(raw).not.toContain(other.email);
  });

  it('asks for a session', async () => {
    expect((await call(t.app, 'GET', '/api/users/me/export')).status).toBe(401);
  });
});
