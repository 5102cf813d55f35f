import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLocale } from '../../../shared/i18n.ts';
import { consightLive, notices, say } from '../../../shared/messages.ts';
import type { Notification } from '../../../shared/schemas/interactions.ts';
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

const notificationsOf = async (token: string) => (await call(t.app, 'GET', '/api/notifications', { token })).json as unknown as Notification[];
const approve = (id: string) => call(t.app, 'PUT', `/api/posts/approve-event/${id}?version=1`, { token: t.admin.token });

describe('the notification of an approval', () => {
  it('names a Consight the word filter held, opens it, and is said in Hindi once its author reads Hindi', async () => {
    const filter = await call(t.app, 'POST', '/api/admin/word-filters', { token: t.admin.token, body: { pattern: 'grifter', action: 'hold' } });
    expect(filter.status).toBe(201);
    const held = (await createPost(t, t.user.token, confessionInput({ title: 'Canteen grifter', content: 'Who takes the spoons?' }))) as unknown as Post;
    expect((await approve(held._id)).status).toBe(200);

    const [told] = await notificationsOf(t.user.token);
    expect(told).toMatchObject({ message: consightLive('Canteen grifter'), type: 'success', postId: held._id });
    expect(told?.message).toBe('Your Consight "Canteen grifter" is live.');

    expect((await call(t.app, 'PUT', '/api/profile/locale', { token: t.user.token, body: { locale: 'hi' } })).status).toBe(200);
    const [inHindi] = await notificationsOf(t.user.token);
    expect(inHindi?.message).toBe(inLocale('hi', () => say(notices.consightLive('Canteen grifter'))));
    expect(inHindi?.message).toContain('Canteen grifter');
    expect(inHindi?.message).not.toContain('is live');
    await call(t.app, 'PUT', '/api/profile/locale', { token: t.user.token, body: { locale: 'en' } });
    await call(t.app, 'DELETE', `/api/admin/word-filters/${(filter.json as { _id: string })._id}`, { token: t.admin.token });
  });

  it('still tells an event’s host their event was approved', async () => {
    const event = (await createPost(t, t.other.token, eventInput({ title: 'Robotics demo day' }))) as unknown as Post;
    expect((await approve(event._id)).status).toBe(200);
    const [told] = await notificationsOf(t.other.token);
    expect(told).toMatchObject({ message: say(notices.eventApproved('Robotics demo day')), postId: event._id });
  });
});
