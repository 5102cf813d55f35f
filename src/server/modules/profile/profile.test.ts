import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { PREDEFINED_AVATARS } from '../../../shared/schemas/profile.ts';
import { buildEvent, buildPost, insertComment, insertLike, insertPost, insertRegistration } from '../../test/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createPostsWorld, dataUrl, makeJpeg, makePng, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const setAvatar = (token: string, avatar: unknown) => call(t.app, 'PUT', '/api/users/profile/avatar', { token, body: { avatar } });

describe('GET /api/users/me/stats', () => {
  it("counts the caller's posts, the likes, comments and registrations they received, and the events they registered for", async () => {
    const me = await quickAccount(t.database.db);
    const fan = await quickAccount(t.database.db);
    const a = await insertPost(t.database.db, buildPost(me.id));
    const b = await insertPost(t.database.db, buildEvent(me.id, { status: 'pending' }));
    await insertPost(t.database.db, buildPost(fan.id));
    await insertLike(t.database.db, a.id, fan.id);
    await insertLike(t.database.db, b.id, fan.id);
    await insertComment(t.database.db, a.id, fan.id);
    await insertRegistration(t.database.db, b, fan);
    const theirs = await insertPost(t.database.db, buildEvent(fan.id));
    const another = await insertPost(t.database.db, buildEvent(fan.id));
    await insertRegistration(t.database.db, theirs, me);
    await insertRegistration(t.database.db, another, me);
    const res = await call(t.app, 'GET', '/api/users/me/stats', { token: me.token });
    expect(res).toMatchObject({ status: 200, json: { posts: 2, likes: 2, comments: 1, registrations: 1, eventsRegistered: 2 } });
    const fans = await call(t.app, 'GET', '/api/users/me/stats', { token: fan.token });
    expect(fans.json).toMatchObject({ registrations: 2, eventsRegistered: 1 });
    const empty = await call(t.app, 'GET', '/api/users/me/stats', { token: (await quickAccount(t.database.db)).token });
    expect(empty.json).toEqual({ posts: 0, likes: 0, comments: 0, registrations: 0, eventsRegistered: 0 });
    expect((await call(t.app, 'GET', '/api/users/me/stats')).status).toBe(401);
  });
});

describe('PUT /api/users/profile/avatar', () => {
  it('takes a predefined avatar as it is', async () => {
    const me = await quickAccount(t.database.db);
    const res = await setAvatar(me.token, PREDEFINED_AVATARS[1]);
    expect(res).toMatchObject({ status: 200, json: { avatar: PREDEFINED_AVATARS[1] } });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: me.token })).json).toMatchObject({ avatar: PREDEFINED_AVATARS[1] });
  });

  it('square-crops an upload to 256 px, stores it by hash, and shows it on the author\'s posts and comments', async () => {
    const me = await quickAccount(t.database.db);
    const post = await insertPost(t.database.db, buildPost(me.id));
    await insertComment(t.database.db, post.id, me.id);
    const res = await setAvatar(me.token, dataUrl(await makeJpeg(600, 300), 'image/jpeg'));
    expect(res.status).toBe(200);
    const avatar = String(res.json.avatar);
    expect(avatar).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const picture = await t.app.inject({ method: 'GET', url: avatar });
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const shown = await call(t.app, 'GET', `/api/posts/${post.id}`);
    expect(shown.json).toMatchObject({ authorAvatar: avatar });
    expect((shown.json.commentData as { authorAvatar: string }[])[0]?.authorAvatar).toBe(avatar);
  });

  it('deletes the old uploaded avatar once nothing uses it', async () => {
    const me = await quickAccount(t.database.db);
    const first = String((await setAvatar(me.token, dataUrl(await makePng(300, 300), 'image/png'))).json.avatar);
    const hash = first.slice(7, 71);
    await setAvatar(me.token, PREDEFINED_AVATARS[0]);
    expect(await t.database.db.selectFrom('media').select('hash').where('hash', '=', hash).executeTakeFirst()).toBeUndefined();
  });

  it("refuses what is not an avatar with SPEC §5's messages", async () => {
    const me = await quickAccount(t.database.db);
    for (const avatar of [undefined, '', 'https://example.org/me.png', '/avatars/someone-else.svg']) {
      expect(await setAvatar(me.token, avatar)).toMatchObject({ status: 400, json: { message: MESSAGES.avatarRequired } });
    }
    const big = dataUrl(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'image/png');
    expect(await setAvatar(me.token, big)).toMatchObject({ status: 400, json: { message: MESSAGES.avatarTooLarge } });
    const svg = dataUrl('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/png');
    expect(await setAvatar(me.token, svg)).toMatchObject({ status: 400, json: { message: MESSAGES.invalidImage } });
    expect((await call(t.app, 'PUT', '/api/users/profile/avatar', { body: { avatar: PREDEFINED_AVATARS[0] } })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: me.token })).json).toMatchObject({ avatar: null });
  });
});
