/** The posts service keeps each event's calendar days (event_days) exact, in the post's own transaction. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { confessionInput, createPost, createPostsWorld, culturalInput, eventInput, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const daysOf = async (postId: string) =>
  (await t.database.db.selectFrom('event_days').select('day').where('post_id', '=', postId).orderBy('day').execute()).map((r) => r.day);

describe('event days', () => {
  it('are the UTC days from start to end, written on create and replaced on edit', async () => {
    const post = await createPost(t, t.user.token, eventInput({ eventStartDate: '2031-03-30T22:00:00.000Z', eventEndDate: '2031-04-01T02:00:00.000Z' }));
    const id = String(post._id);
    expect(await daysOf(id)).toEqual(['2031-03-30', '2031-03-31', '2031-04-01']);
    const edited = await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.user.token, body: eventInput({ eventStartDate: '2031-05-05T10:00:00.000Z' }) });
    expect(edited.status).toBe(200);
    expect(await daysOf(id)).toEqual(['2031-05-05']);
  });

  it("add a cultural event's available dates, cap long events at 31 days, and go with the post", async () => {
    const fest = await createPost(
      t,
      t.user.token,
      culturalInput({ eventStartDate: '2031-06-01T18:00:00.000Z', eventEndDate: '', availableDates: ['2031-06-01', '2031-06-15'] }),
    );
    expect(await daysOf(String(fest._id))).toEqual(['2031-06-01', '2031-06-15']);
    const long = await createPost(t, t.user.token, eventInput({ eventStartDate: '2031-07-01T09:00:00.000Z', eventEndDate: '2031-12-01T09:00:00.000Z' }));
    const days = await daysOf(String(long._id));
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toBe('2031-07-31');
    expect((await call(t.app, 'DELETE', `/api/posts/${String(long._id)}`, { token: t.user.token })).status).toBe(200);
    expect(await daysOf(String(long._id))).toEqual([]);
  });

  it('are none for a Consight', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    expect(await daysOf(String(post._id))).toEqual([]);
  });
});
