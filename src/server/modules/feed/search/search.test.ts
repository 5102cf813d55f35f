/**
 * Search everywhere (decision 076): GET /api/search finds a viewer's matches across every type, with counts by
 * type, with exactly the feed's visibility (pending, hidden, blocked authors, a private campus).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_MAX, type SearchResults } from '../../../../shared/schemas/search.ts';
import { seedDemoCampus } from '../../../demo/seed.ts';
import { call } from '../../../test/api.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertPost } from '../../../test/factories.ts';
import { createPostsWorld, type PostsWorld } from '../../../test/posts-world.ts';
import { createTestApp, dialectName } from '../../../test/test-app.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe(`search everywhere (${dialectName})`, () => {
  let t: PostsWorld;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createPostsWorld();
    const db = t.database.db;
    const add = async (name: string, row: Parameters<typeof insertPost>[1]) => {
      ids[name] = (await insertPost(db, row)).id;
    };
    await add('bands', buildCulturalEvent(t.other.id, { title: 'Battle of the Bands', content: 'Six campus bands.', created_at: minutesAgo(10) }));
    await add('confession', buildPost(t.user.id, { title: 'My band broke up', content: 'We were the best bands on campus.', created_at: minutesAgo(9) }));
    await add('event', buildEvent(t.other.id, { title: 'Jam session', content: 'Open to all bands.', created_at: minutesAgo(8) }));
    await add('atBandstand', buildEvent(t.other.id, { title: 'Tea', content: 'Evening tea.', location: 'Riverside Lawn', created_at: minutesAgo(7) }));
    await add('pending', buildEvent(t.other.id, { title: 'Bands night', status: 'pending', created_at: minutesAgo(6) }));
    await add('hidden', buildPost(t.other.id, { title: 'Bands are loud', hidden: 1, created_at: minutesAgo(5) }));
    await add('anonymous', buildPost(t.other.id, { title: 'Secret bands crush', anonymous: 1, pseudonym: 'Quiet Owl', pseudonym_hue: 10, created_at: minutesAgo(4) }));
    await add('unrelated', buildPost(t.other.id, { title: 'Mess food', content: 'Paneer again.', created_at: minutesAgo(3) }));
  });
  afterAll(() => t.close());

  const search = async (query: string, token?: string) => {
    const res = await call(t.app, 'GET', `/api/search?${query}`, token ? { token } : {});
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const body = res.json as unknown as SearchResults;
    return { ids: body.posts.map((p) => p._id), counts: body.counts, link: res.headers.link as string | undefined };
  };

  it('finds a cultural event from any screen, whatever the case, with each type counted', async () => {
    const res = await search('q=BANDS');
    expect(res.ids).toEqual([ids.anonymous, ids.event, ids.confession, ids.bands]);
    expect(res.counts).toEqual({ confession: 2, event: 1, culturalEvent: 1, news: 0 });
    // An event's location is searched too, as the feed's search does.
    expect((await search('q=RIVERSIDE')).ids).toEqual([ids.atBandstand]);
  });

  it("shows each viewer what the feed shows them: their own pending posts, an admin's every post", async () => {
    const owner = await search('q=bands', t.other.token);
    expect(owner.ids).toEqual([ids.anonymous, ids.pending, ids.event, ids.confession, ids.bands]);
    expect(owner.counts.event).toBe(2);
    const student = await search('q=bands', t.user.token);
    expect(student.ids).not.toContain(ids.pending);
    expect(student.counts.event).toBe(1);
    const admin = await search('q=bands', t.admin.token);
    expect(admin.ids).toEqual([ids.anonymous, ids.hidden, ids.pending, ids.event, ids.confession, ids.bands]);
    expect(admin.counts).toEqual({ confession: 3, event: 2, culturalEvent: 1, news: 0 });
  });

  it('leaves out the posts of someone the viewer blocked, in the results and the counts, but not anonymous ones', async () => {
    expect((await call(t.app, 'PUT', `/api/blocks/${t.other.id}`, { token: t.user.token })).status).toBe(200);
    try {
      const res = await search('q=bands', t.user.token);
      expect(res.ids).toEqual([ids.anonymous, ids.confession]);
      expect(res.counts).toEqual({ confession: 2, event: 0, culturalEvent: 0, news: 0 });
    } finally {
      await call(t.app, 'DELETE', `/api/blocks/${t.other.id}`, { token: t.user.token });
    }
  });

  it('narrows the page to a type and pages like the feed, the counts still covering every type', async () => {
    const cultural = await search('q=bands&type=culturalEvent');
    expect(cultural.ids).toEqual([ids.bands]);
    expect(cultural.counts.confession).toBe(2);
    const first = await search('q=bands&limit=2');
    expect(first.ids).toEqual([ids.anonymous, ids.event]);
    const next = first.link && /<([^>]+)>; rel="next"/.exec(first.link)?.[1];
    expect(next).toMatch(/^\/api\/search\?/);
    const second = await search(String(next).replace('/api/search?', ''));
    expect(second.ids).toEqual([ids.confession, ids.bands]);
    expect(second.link).toBeUndefined();
  });

  it('counts no further than its bound', async () => {
    const rows = Array.from({ length: SEARCH_COUNT_MAX + 5 }, (_, i) =>
      buildPost(t.user.id, { title: `Zephyr note ${i}`, created_at: minutesAgo(1000 + i) }),
    );
    await t.database.db.insertInto('posts').values(rows).execute();
    const res = await search('q=zephyr&limit=1');
    expect(res.counts.confession).toBe(SEARCH_COUNT_MAX + 1);
    expect(res.ids).toHaveLength(1);
  });

  it('answers a bad search with 400 and a message, never a 500', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`, 'q=bands&type=gossip', 'q=bands&limit=0', 'q=bands&limit=500', 'q=bands&cursor=%%%']) {
      const res = await call(t.app, 'GET', `/api/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(typeof res.json.message, query).toBe('string');
    }
  });
});

describe(`search everywhere on the demo campus and a private one (${dialectName})`, () => {
  it('finds "Battle of the Bands" from Home\'s search in the demo campus', async () => {
    const t = await createTestApp();
    try {
      await seedDemoCampus(t.database.db);
      const res = await call(t.app, 'GET', '/api/search?q=BANDS');
      const body = res.json as unknown as SearchResults;
      expect(body.posts.map((p) => p.title)).toContain('Battle of the Bands');
      expect(body.counts.culturalEvent).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('asks a visitor of a private campus to sign in', async () => {
    const t = await createTestApp({ env: { PRIVATE_CAMPUS: 'on' } });
    try {
      const res = await call(t.app, 'GET', '/api/search?q=bands');
      expect(res.status).toBe(401);
      expect(typeof res.json.message).toBe('string');
    } finally {
      await t.close();
    }
  });
});
