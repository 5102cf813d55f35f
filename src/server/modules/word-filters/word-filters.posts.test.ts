import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
