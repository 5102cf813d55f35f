import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ReportedPost } from '../../../shared/schemas/admin.ts';
import type { Post } from '../../../shared/schemas/posts.ts';
import { call } from '../../test/api.ts';
import { confessionInput, createPost, createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;

beforeAll(async () => {
  t = await createPostsWorld();
});

afterAll(async () => {
  await t.close();
});

const addFilter = async (pattern: string, action: 'block' | 'hold' | 'flag') => {
  const res = await call(t.app, 'POST', '/api/admin/word-filters', { token: t.admin.token, body: { pattern, action } });
  expect(res.status).toBe(201);
  return (res.json as { _id: string })._id;
};
const removeFilter = (id: string) => call(t.app, 'DELETE', `/api/admin/word-filters/${id}`, { token: t.admin.token });
const feed = async (token?: string) => (await call(t.app, 'GET', '/api/posts?limit=50', token ? { token } : {})).json as unknown as Post[];
const queue = async (token: string) => (await call(t.app, 'GET', '/api/posts/pending-events', { token })).json as unknown as Post[];
const view = (id: string, token?: string) => call(t.app, 'GET', `/api/posts/${id}`, token ? { token } : {});

describe('the word filter on posts', () => {
  it('holds a Consight: pending, seen by its author only, in the review queue marked held, public once approved', async () => {
    const filter = await addFilter('grifter', 'hold');
    const created = (await createPost(t, t.user.token, confessionInput({ title: 'About the canteen', content: 'The manager is a gr1fter.' }))) as unknown as Post;
    expect(created).toMatchObject({ status: 'pending', heldByFilter: true });
    const id = created._id;

    expect((await view(id, t.other.token)).status).toBe(404);
    expect((await view(id)).status).toBe(404);
    expect((await feed(t.other.token)).map((p) => p._id)).not.toContain(id);
    expect((await view(id, t.user.token)).json).toMatchObject({ _id: id, status: 'pending' });

    expect((await call(t.app, 'GET', '/api/posts/pending-events', { token: t.user.token })).status).toBe(403);
    const listed = (await queue(t.admin.token)).find((p) => p._id === id);
    expect(listed).toMatchObject({ type: 'confession', status: 'pending', heldByFilter: true });

    const approved = await call(t.app, 'PUT', `/api/posts/approve-event/${id}?version=1`, { token: t.admin.token });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ _id: id, status: 'approved' });
    expect(approved.json).not.toHaveProperty('heldByFilter');
    expect((await view(id, t.other.token)).status).toBe(200);
    expect((await feed(t.other.token)).map((p) => p._id)).toContain(id);
    expect((await queue(t.admin.token)).map((p) => p._id)).not.toContain(id);
    await removeFilter(filter);
  });

  it('rejects a held Consight like an event (deleted), and still refuses to review a Consight nobody held', async () => {
    const filter = await addFilter('grifter', 'hold');
    const held = (await createPost(t, t.user.token, confessionInput({ title: 'Grifter alert' }))) as unknown as Post;
    const rejected = await call(t.app, 'DELETE', `/api/posts/reject-event/${held._id}?version=1`, { token: t.admin.token });
    expect(rejected.status).toBe(200);
    expect((await view(held._id, t.user.token)).status).toBe(404);

    const plain = (await createPost(t, t.user.token, confessionInput({ title: 'Nice day' }))) as unknown as Post;
    expect(plain.status).toBe('approved');
    expect((await call(t.app, 'PUT', `/api/posts/approve-event/${plain._id}?version=1`, { token: t.admin.token })).status).toBe(400);
    await removeFilter(filter);
  });

  it('sends an approved event back to review when an edit brings in a held word', async () => {
    const event = (await createPost(t, t.user.token, eventInput({ title: 'Quiz night' }))) as unknown as Post;
    expect((await call(t.app, 'PUT', `/api/posts/approve-event/${event._id}?version=1`, { token: t.admin.token })).status).toBe(200);
    const filter = await addFilter('grifter', 'hold');
    const edited = await call(t.app, 'PUT', `/api/posts/${event._id}`, { token: t.user.token, body: eventInput({ title: 'Quiz night', content: 'Hosted by a grifter.' }) });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ status: 'pending', heldByFilter: true });
    expect((await view(event._id, t.other.token)).status).toBe(404);
    await removeFilter(filter);
  });

  it('publishes a flagged post, and an admin does not have their own post held', async () => {
    const filter = await addFilter('grifter', 'hold');
    const own = (await createPost(t, t.admin.token, confessionInput({ title: 'On grifters' }))) as unknown as Post;
    expect(own.status).toBe('approved');
    await removeFilter(filter);
  });

  it('answers a post that would make a backtracking matcher run for seconds (f*u*c*k against "fuc" 1,666 times)', async () => {
    const filter = await addFilter('f*u*c*k', 'hold');
    const plain = (await createPost(t, t.user.token, confessionInput({ content: 'fuc'.repeat(1666) }))) as unknown as Post;
    expect(plain.status).toBe('approved');
    const caught = (await createPost(t, t.user.token, confessionInput({ content: `${'fuc'.repeat(1666)}k` }))) as unknown as Post;
    expect(caught).toMatchObject({ status: 'pending', heldByFilter: true });
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
    await removeFilter(filter);
  });
});

describe('flagged posts', () => {
  const reported = async () => (await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: t.admin.token })).json as unknown as ReportedPost[];

  it('publishes a flagged post and lists it for review, marked; keeping it clears the flag', async () => {
    const filter = await addFilter('cheap tickets', 'flag');
    const created = (await createPost(t, t.user.token, confessionInput({ title: 'Selling CHEAP tickets' }))) as unknown as Post;
    expect(created.status).toBe('approved');
    expect(created).not.toHaveProperty('heldByFilter');
    expect((await view(created._id, t.other.token)).status).toBe(200);
    expect((await feed()).map((p) => p._id)).toContain(created._id);

    const entry = (await reported()).find((r) => r.postId._id === created._id);
    expect(entry).toMatchObject({ flaggedByFilter: true, reportCount: 0, reportReason: MESSAGES.flaggedByWordFilter, postId: { title: 'Selling CHEAP tickets' } });
    expect((await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: t.other.token })).status).toBe(403);

    // Reported as well: one entry, its reports, still marked flagged.
    expect((await call(t.app, 'POST', `/api/posts/${created._id}/report`, { token: t.other.token, body: { reason: 'Spam' } })).status).toBeLessThan(300);
    const both = (await reported()).filter((r) => r.postId._id === created._id);
    expect(both).toHaveLength(1);
    expect(both[0]).toMatchObject({ flaggedByFilter: true, reportCount: 1 });

    const kept = await call(t.app, 'PUT', `/api/users/admin/dismiss-reports/${created._id}`, { token: t.admin.token, body: {} });
    expect(kept.status).toBe(200);
    expect((await reported()).map((r) => r.postId._id)).not.toContain(created._id);
    await removeFilter(filter);
  });
});
