/**
 * Club announcements (decision 081), through the API on either database: a new club's wait for a moderator, who
 * releases (its followers are told then) or rejects them (its author is told); an established club's go out at once
 * to its followers and members by notification and email, opt-outs respected; a few a day; only its managers post.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_NEWS_MESSAGES as M } from '../../../shared/club-news-messages.ts';
import { CLUB_LIMITS } from '../../../shared/schemas/clubs.ts';
import { newId, nowIso } from '../../database/values.ts';
import { hashToken } from '../../lib/tokens.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildUser, insertWordFilter } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { eventInput, jpegDataUrl } from '../../test/posts-world.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { makeClub, notificationsOf } from '../../test/club-news-world.ts';

/** A browser's push keys (a P-256 point and a 16-byte secret), for a device written straight into the table. */
const PUSH_DEVICE_KEYS = {
  p256dh: 'BGPJiQZkYKvREDRcTS3lEwDEzwNbaEcx3CpaywVH96DU6ZTeBRlMaaDX_5ia_2i5oVozmdlMT_YMNUKpwNhigys',
  auth: 'pUE1XfH6sdRikFB7fRLJKw',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const post = (slug: string, token: string | undefined, body: unknown = { title: 'Hackathon signups open', content: 'Teams of four. Sign up by Friday.' }) =>
  call(t.app, 'POST', `/api/clubs/${slug}/announcements`, { ...(token ? { token } : {}), body });
const list = (slug: string, token?: string) => call(t.app, 'GET', `/api/clubs/${slug}/announcements`, token ? { token } : {});

describe(`club announcements (${dialectName})`, () => {
  it("holds a new club's announcement for a moderator, who releases it: then its followers and members are told", async () => {
    const club = await makeClub(db());
    const moderator = await quickAccount(db(), { is_moderator: 1 });
    const posted = await post(club.slug, club.officer.token);
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    expect(posted.json).toMatchObject({ announcement: { status: 'held', holdReason: M.heldForModerator }, notice: M.heldForModerator });
    const id = (posted.json.announcement as { _id: string })._id;

    // Held: the public list does not show it; its managers see it marked; nobody is told yet.
    expect((await list(club.slug)).json).toEqual([]);
    expect((await list(club.slug, club.member.token)).json).toEqual([]);
    expect((await list(club.slug, club.owner.token)).json).toMatchObject([{ _id: id, status: 'held' }]);
    expect(await notificationsOf(db(), club.follower.id)).toEqual([]);

    const queue = await call(t.app, 'GET', '/api/moderation/club-announcements', { token: moderator.token });
    expect(queue.status).toBe(200);
    expect(queue.json).toContainEqual(expect.objectContaining({ _id: id, clubName: club.name, authorName: club.officer.name }));
    expect((await call(t.app, 'GET', '/api/moderation/club-announcements', { token: club.owner.token })).status).toBe(403);

    const released = await call(t.app, 'PUT', `/api/moderation/club-announcements/${id}/release`, { token: moderator.token });
    expect(released.status, JSON.stringify(released.json)).toBe(200);
    expect(released.json).toMatchObject({ status: 'published' });
    expect((await list(club.slug)).json).toMatchObject([{ _id: id, title: 'Hackathon signups open', status: 'published', holdReason: null }]);

    for (const who of [club.follower, club.member, club.owner]) {
      expect(await notificationsOf(db(), who.id)).toContainEqual(expect.objectContaining({ club_id: club.id, message: `${club.name} posted an announcement: Hackathon signups open` }));
      expect((await queuedFor(db(), who.id, 'club-news')).map((e) => e.subject)).toEqual([`${club.name} posted an announcement: Hackathon signups open`]);
    }
    // The author hears it was released, and is not sent their own announcement.
    expect(await notificationsOf(db(), club.officer.id)).toEqual([expect.objectContaining({ club_id: club.id, type: 'success' })]);
    expect(await queuedFor(db(), club.officer.id, 'club-news')).toEqual([]);
    // Released once only.
    expect((await call(t.app, 'PUT', `/api/moderation/club-announcements/${id}/release`, { token: moderator.token })).status).toBe(409);
  });

  it("sends an established club's announcement at once, respecting who turned Clubs I follow emails off", async () => {
    const club = await makeClub(db(), { established: true });
    await db().insertInto('email_opt_outs').values({ user_id: club.member.id, kind: 'club-news', created_at: nowIso() }).execute();
    // The follower's phone, so that a push to it is written.
    const device = newId();
    await db()
      .insertInto('push_subscriptions')
      .values({ id: device, user_id: club.follower.id, session_hash: hashToken(club.follower.token), endpoint: `https://fcm.googleapis.com/fcm/send/${device}`, ...PUSH_DEVICE_KEYS, device: null, created_at: nowIso(), last_success_at: null })
      .execute();
    const posted = await post(club.slug, club.owner.token, { title: 'Robotics night', content: 'Bring your bots.' });
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    expect(posted.json).toMatchObject({ announcement: { status: 'published', authorName: club.owner.name }, notice: null });
    expect(await notificationsOf(db(), club.follower.id)).toHaveLength(1);
    expect(await notificationsOf(db(), club.member.id)).toHaveLength(1);
    expect(await queuedFor(db(), club.follower.id, 'club-news')).toHaveLength(1);
    expect(await queuedFor(db(), club.member.id, 'club-news')).toEqual([]);
    expect(await notificationsOf(db(), club.owner.id)).toEqual([]);
    const pushes = await db().selectFrom('push_outbox').select(['kind', 'payload']).where('subscription_id', '=', device).execute();
    expect(pushes.map((p) => p.kind)).toEqual(['club-news']);
    expect(JSON.parse(pushes[0]?.payload ?? '{}')).toMatchObject({ url: `/clubs/${club.slug}` });
  });

  it("reaches every one of a big club's followers exactly once, each with an unsubscribe link of their own", async () => {
    const club = await makeClub(db(), { established: true });
    // More followers than one statement writes (500 emails, 500 notifications), one of them opted out.
    const followers = Array.from({ length: 1_201 }, () => buildUser());
    for (let i = 0; i < followers.length; i += 200) await db().insertInto('users').values(followers.slice(i, i + 200)).execute();
    const now = nowIso();
    for (let i = 0; i < followers.length; i += 200) {
      await db().insertInto('club_follows').values(followers.slice(i, i + 200).map((f) => ({ club_id: club.id, user_id: f.id, created_at: now }))).execute();
    }
    const optedOut = followers[700]!;
    await db().insertInto('email_opt_outs').values({ user_id: optedOut.id, kind: 'club-news', created_at: now }).execute();

    const posted = await post(club.slug, club.owner.token, { title: 'Freshers night', content: 'Everyone welcome.' });
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);

    const ids = followers.map((f) => f.id);
    const emails = await db().selectFrom('email_outbox').select(['user_id', 'headers']).where('kind', '=', 'club-news').where('user_id', 'in', ids).execute();
    expect(emails).toHaveLength(followers.length - 1);
    expect(new Set(emails.map((e) => e.user_id)).size).toBe(followers.length - 1);
    expect(emails.map((e) => e.user_id)).not.toContain(optedOut.id);
    const links = emails.map((e) => (JSON.parse(e.headers) as Record<string, string>)['List-Unsubscribe']);
    expect(new Set(links).size).toBe(emails.length);
    const tokens = await db().selectFrom('email_unsubscribe_tokens').select('user_id').where('kind', '=', 'club-news').where('user_id', 'in', ids).execute();
    expect(tokens).toHaveLength(followers.length - 1);
    const told = await db().selectFrom('notifications').select('user_id').where('club_id', '=', club.id).where('user_id', 'in', ids).execute();
    expect(told).toHaveLength(followers.length);
    // The last follower's link turns their club emails off, as anyone's does.
    const last = emails.find((e) => e.user_id === followers.at(-1)!.id)!;
    const oneClick = (JSON.parse(last.headers) as Record<string, string>)['List-Unsubscribe']!.slice(1, -1);
    const unsubscribed = await call(t.app, 'POST', new URL(oneClick).pathname + new URL(oneClick).search, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unsubscribed.status).toBe(200);
    expect(await db().selectFrom('email_opt_outs').select('kind').where('user_id', '=', followers.at(-1)!.id).execute()).toEqual([{ kind: 'club-news' }]);
  });

  it('lets only its active owners and officers post, to an approved club, a few a day', async () => {
    const club = await makeClub(db(), { established: true });
    const stranger = await quickAccount(db());
    expect((await post(club.slug, undefined)).status).toBe(401);
    expect((await post(club.slug, stranger.token)).status).toBe(403);
    expect((await post(club.slug, club.member.token)).status).toBe(403);
    expect((await post(club.slug, club.follower.token)).status).toBe(403);
    expect((await post('no-such-club', club.owner.token)).status).toBe(404);
    expect((await post(club.slug, club.owner.token, { title: '', content: 'x' })).status).toBe(400);
    for (let i = 0; i < CLUB_LIMITS.announcementsPerDay; i += 1) expect((await post(club.slug, club.officer.token)).status).toBe(201);
    const over = await post(club.slug, club.owner.token);
    expect(over.status).toBe(429);
    expect(over.json.message).toMatch(/last 24 hours/);

    const pending = await makeClub(db(), { status: 'pending' });
    expect((await post(pending.slug, pending.owner.token)).status).toBe(409);
    expect((await list(pending.slug)).status).toBe(404);
    expect((await list(pending.slug, pending.member.token)).status).toBe(200);
  });

  it("holds what the word filter would hold, and a rejection tells the author, with the moderator's reason", async () => {
    const club = await makeClub(db(), { established: true });
    const admin = await quickAccount(db(), { is_admin: 1 });
    const word = `zorbleflux${Date.now()}`;
    await insertWordFilter(db(), admin.id, { pattern: word, action: 'hold' });
    const posted = await post(club.slug, club.officer.token, { title: 'Meeting', content: `About ${word} tonight` });
    expect(posted.json).toMatchObject({ announcement: { status: 'held', holdReason: M.heldByWordFilter } });
    const id = (posted.json.announcement as { _id: string })._id;
    const rejected = await call(t.app, 'DELETE', `/api/moderation/club-announcements/${id}`, { token: admin.token, body: { reason: 'Off topic' } });
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'rejected' });
    expect(await notificationsOf(db(), club.officer.id)).toEqual([
      expect.objectContaining({ type: 'error', message: `Your announcement “Meeting” for ${club.name} was not published: Off topic` }),
    ]);
    expect(await notificationsOf(db(), club.follower.id)).toEqual([]);
    expect((await list(club.slug, club.officer.token)).json).toMatchObject([{ _id: id, status: 'rejected' }]);
    expect((await call(t.app, 'DELETE', '/api/moderation/club-announcements/nope', { token: admin.token, body: {} })).status).toBe(404);
  });

  it('stores a picture through the picture pipeline, and refuses what is not one', async () => {
    const club = await makeClub(db(), { established: true });
    const posted = await post(club.slug, club.owner.token, { title: 'Poster', content: 'See the poster.', image: await jpegDataUrl(120, 80) });
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    const image = (posted.json.announcement as { image: string }).image;
    expect(image).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect((await call(t.app, 'GET', image)).status).toBe(200);
    // The same poster on an event that is then deleted stays, for the announcement still shows it.
    const event = await call(t.app, 'POST', '/api/posts', { token: club.owner.token, body: eventInput({ title: 'Poster night', images: [image] }) });
    expect(event.status, JSON.stringify(event.json)).toBe(201);
    expect((await call(t.app, 'DELETE', `/api/posts/${(event.json as { _id: string })._id}`, { token: club.owner.token })).status).toBe(200);
    expect((await call(t.app, 'GET', image)).status).toBe(200);
    expect((await post(club.slug, club.owner.token, { title: 'Poster', content: 'x', image: 'https://example.org/a.png' })).status).toBe(400);
    expect((await post(club.slug, club.owner.token, { title: 'Poster', content: 'x', image: 'data:image/png;base64,bm90IGEgcGljdHVyZQ==' })).status).toBe(400);
  });
});
