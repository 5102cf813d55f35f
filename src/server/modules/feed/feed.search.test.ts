/**
 * The feed search on a table larger than the search window, so each path is taken (decision 015): the window
 * for common words, the trigram index for rare ones, the plain walk for short terms. Every answer must be what
 * the plain LIKE over every post would give.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../shared/schemas/posts.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertPost, insertUser } from '../../test/factories.ts';
import type { PostsTable } from '../../database/schema.ts';
import { call } from '../../test/api.ts';
import { findInvariantViolations } from '../../test/invariants.ts';
import { dialectName } from '../../test/test-app.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import * as policy from './feed.policy.ts';
import * as feed from './feed.repository.ts';
import { searchIndexFor } from './search/choose-search-index.ts';
import { SEARCH_WINDOW } from './search/search-index.ts';
import { trigramCover } from './search/sqlite-search.repository.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const daysAgo = (d: number) => minutesAgo(d * 24 * 60);

describe(`feed: search through the index (${dialectName})`, () => {
  let t: PostsWorld;
  let background: PostsTable[];
  const added: string[] = [];

  beforeAll(async () => {
    t = await createPostsWorld();
    // More recent posts than the search window, every one of them mentioning the library.
    background = Array.from({ length: SEARCH_WINDOW + 200 }, (_, i) =>
      buildPost(i % 2 ? t.user.id : t.other.id, {
        title: `Notes ${i}`,
        content: 'Quiet corner of the library, chai nearby.',
        created_at: minutesAgo(i + 1),
      }),
    );
    for (let i = 0; i < background.length; i += 100) await t.database.db.insertInto('posts').values(background.slice(i, i + 100)).execute();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    if (added.length > 0) await t.database.db.deleteFrom('posts').where('id', 'in', added.splice(0)).execute();
  });

  const add = async (row: PostsTable) => {
    added.push(row.id);
    return insertPost(t.database.db, row);
  };
  const search = async (query: string, token?: string) => {
    const res = await call(t.app, 'GET', `/api/posts?${query}`, token ? { token } : {});
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { ids: (res.json as unknown as Post[]).map((p) => p._id), link: res.headers.link as string | undefined };
  };
  const ids = async (query: string, token?: string) => (await search(query, token)).ids;
  const visitorPaths = (q: string) => feed.chooseSearchPaths(t.database.db, searchIndexFor(t.database.kind), policy.feedVisibility(null), { q }, 21);
  /** The old meaning, by the plain walk on every arm: what every path must agree with. */
  const plainWalk = async (q: string) =>
    (await feed.feedQuery(t.database.db, searchIndexFor(t.database.kind), policy.feedVisibility(null), { q }, 21, []).execute()).map((p) => p.id);

  it('finds a word that only old posts hold, behind more posts than the window, for each viewer', async () => {
    const old = await add(buildPost(t.user.id, { content: 'My tesseract sketch from first year.', created_at: daysAgo(300) }));
    const older = await add(buildEvent(t.other.id, { title: 'TESSERACT talk', created_at: daysAgo(400) }));
    const pending = await add(buildEvent(t.other.id, { title: 'Tesseract workshop', status: 'pending', created_at: daysAgo(350) }));
    const hidden = await add(buildPost(t.other.id, { content: 'a tesseract', hidden: 1, created_at: daysAgo(200) }));
    expect(await visitorPaths('tesseract')).toEqual(['index']);
    expect(await ids('q=tesseract')).toEqual([old.id, older.id]);
    expect(await plainWalk('tesseract')).toEqual([old.id, older.id]);
    expect(await ids('q=tesseract', t.other.token)).toEqual([old.id, pending.id, older.id]);
    expect(await ids('q=tesseract', t.user.token)).toEqual([old.id, older.id]);
    expect(await ids('q=tesseract', t.admin.token)).toEqual([hidden.id, old.id, pending.id, older.id]);
    expect(await ids('q=tesseract&type=event')).toEqual([older.id]);
    expect(await ids(`q=tesseract&author=${t.user.id}`)).toEqual([old.id]);
  });

  it('pages through rare matches with the cursor, ties on time included', async () => {
    const rows: PostsTable[] = [];
    for (let i = 0; i < 25; i += 1) {
      const day = i < 10 ? Math.floor(i / 2) : i;
      rows.push(await add(buildPost(i % 3 ? t.user.id : t.other.id, { title: `Quasar night ${i}`, created_at: daysAgo(100 + day) })));
    }
    expect(await visitorPaths('quasar')).toEqual(['index']);
    const expected = [...rows]
      .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
      .map((p) => p.id);
    const pages: string[][] = [];
    let next: string | undefined = '/api/posts?q=quasar&limit=10';
    while (next) {
      const page = await search(next.replace('/api/posts?', ''));
      pages.push(page.ids);
      next = page.link ? /^<([^>]+)>; rel="next"$/.exec(page.link)?.[1] : undefined;
      expect(pages.length).toBeLessThan(5);
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual(expected);
  });

  it('pages through matches that share a millisecond, with a page ending among them, whatever order they came in', async () => {
    const same = daysAgo(90);
    const rows: PostsTable[] = [];
    for (let i = 0; i < 7; i += 1) rows.push(await add(buildPost(i % 2 ? t.user.id : t.other.id, { title: `Nebula ${i}`, created_at: same })));
    // Written after them, one newer and one older: the order of writing is not the order of the feed.
    rows.push(await add(buildPost(t.user.id, { title: 'Nebula, later', created_at: daysAgo(89) })));
    rows.push(await add(buildPost(t.user.id, { title: 'Nebula, earlier', created_at: daysAgo(91) })));
    rows.push(await add(buildPost(t.other.id, { title: 'Nebula, earliest', content: 'x', created_at: daysAgo(200) })));
    expect(await visitorPaths('nebula')).toEqual(['index']);
    const expected = [...rows]
      .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
      .map((p) => p.id);
    expect(await plainWalk('nebula')).toEqual(expected);
    const pages: string[][] = [];
    let next: string | undefined = '/api/posts?q=nebula&limit=3';
    while (next) {
      const page = await search(next.replace('/api/posts?', ''));
      pages.push(page.ids);
      next = page.link ? /^<([^>]+)>; rel="next"$/.exec(page.link)?.[1] : undefined;
      expect(pages.length).toBeLessThan(6);
    }
    expect(pages.map((p) => p.length)).toEqual([3, 3, 3, 1]);
    expect(pages.flat()).toEqual(expected);
  });

  it('pages through common matches: newest first through the index on SQLite, within the window on PostgreSQL', async () => {
    expect(await visitorPaths('library')).toEqual([dialectName === 'sqlite' ? 'index' : 'window']);
    const first = await search('q=LIBRARY&limit=10');
    expect(first.ids).toEqual(background.slice(0, 10).map((p) => p.id));
    const second = await search(String(first.link).replace(/^<\/api\/posts\?/, '').replace(/>; rel="next"$/, ''));
    expect(second.ids).toEqual(background.slice(10, 20).map((p) => p.id));
  });

  it('finds an edited post under its new words, not its old ones', async () => {
    const event = await add(buildEvent(t.user.id, { title: 'Origami evening', content: 'Paper cranes.', location: 'Xylo Hall', created_at: daysAgo(30) }));
    expect(await ids('q=origami')).toEqual([event.id]);
    await t.database.db
      .updateTable('posts')
      .set({ title: 'Kirigami evening', content: 'Paper snowflakes.', location: 'Zephyr Lawn' })
      .where('id', '=', event.id)
      .execute();
    expect(await ids('q=origami')).toEqual([]);
    expect(await ids('q=xylo')).toEqual([]);
    expect(await ids('q=kirigami')).toEqual([event.id]);
    expect(await ids('q=snowflakes')).toEqual([event.id]);
    expect(await ids('q=zephyr')).toEqual([event.id]);
    // A change that leaves the searched fields alone leaves the index alone.
    await t.database.db.updateTable('posts').set({ like_count: 3 }).where('id', '=', event.id).execute();
    expect(await ids('q=kirigami')).toEqual([event.id]);
  });

  it('forgets a deleted post, and the posts of a deleted user', async () => {
    const post = await add(buildPost(t.user.id, { title: 'Zircon ring found', created_at: daysAgo(40) }));
    const leaver = await insertUser(t.database.db);
    await add(buildPost(leaver.id, { title: 'Zircon earring found', created_at: daysAgo(41) }));
    const res = await call(t.app, 'DELETE', `/api/posts/${post.id}`, { token: t.admin.token });
    expect(res.status).toBe(200);
    expect(await ids('q=zircon')).toHaveLength(1);
    await t.database.db.deleteFrom('users').where('id', '=', leaver.id).execute();
    expect(await ids('q=zircon')).toEqual([]);
    if (dialectName === 'sqlite') {
      // Nothing is left behind in the index: one key per post, one indexed row per key.
      const count = async (table: 'posts' | 'post_search_keys') =>
        Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('post_search_keys')).toBe(await count('posts'));
    }
  });

  it.runIf(dialectName === 'sqlite')('still finds posts after VACUUM, which may renumber the rowids of posts', async () => {
    // Delete some posts first, so that VACUUM has gaps in posts' implicit rowids to close.
    const gone = await add(buildPost(t.user.id, { title: 'Gap maker', created_at: daysAgo(70) }));
    const kept = await add(buildPost(t.user.id, { title: 'Vellichor shop', created_at: daysAgo(71) }));
    await t.database.db.deleteFrom('posts').where('id', '=', gone.id).execute();
    await sql`vacuum`.execute(t.database.db);
    expect(await ids('q=vellichor')).toEqual([kept.id]);
    expect(await findInvariantViolations(t.database.db)).toEqual([]);
  });

  it('matches the location of events and cultural events only', async () => {
    const confession = await add(buildPost(t.user.id, { title: 'Left my bag', location: 'Xanadu Hall', created_at: daysAgo(10) }));
    const event = await add(buildEvent(t.user.id, { location: 'Xanadu Lawn', created_at: daysAgo(11) }));
    const cultural = await add(buildCulturalEvent(t.user.id, { location: 'Xanadu Amphitheatre', created_at: daysAgo(12) }));
    expect(await visitorPaths('xanadu')).toEqual(['index']);
    expect(await ids('q=xanadu')).toEqual([event.id, cultural.id]);
    expect(confession.location).toBe('Xanadu Hall');
  });

  it('asks the index for a cover of the term, and the LIKE drops posts that hold its trigrams apart', async () => {
    expect(trigramCover('tesseract')).toBe('"tes" "ser" "act"');
    expect(trigramCover('essay')).toBe('"ess" "say"');
    expect(trigramCover('abc')).toBe('"abc"');
    expect(trigramCover('ab"cd')).toBe('"ab""" """cd"');
    expect(trigramCover('café!')).toBe('"caf" "fé!"');
    // Holds tes, ser and act, but not "tesseract": a candidate of the index, not a match.
    await add(buildPost(t.user.id, { content: 'Tests for the server, then React.', created_at: daysAgo(6) }));
    const match = await add(buildPost(t.other.id, { content: 'A tesseract, unfolded.', created_at: daysAgo(7) }));
    expect(await visitorPaths('tesseract')).toEqual(['index']);
    expect(await ids('q=tesseract')).toEqual([match.id]);
    expect(await plainWalk('tesseract')).toEqual([match.id]);
  });

  it('treats %, _ and quotes in a rare term as plain characters', async () => {
    const post = await add(buildPost(t.user.id, { title: 'Rated 100%_sure "yes"', created_at: daysAgo(5) }));
    expect(await ids(`q=${encodeURIComponent('100%_s')}`)).toEqual([post.id]);
    expect(await ids(`q=${encodeURIComponent('"yes"')}`)).toEqual([post.id]);
    expect(await ids(`q=${encodeURIComponent('100%x')}`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent('1_0')}`)).toEqual([]);
  });

  it('folds the case of non-ASCII letters as the plain LIKE did: on PostgreSQL, not on SQLite', async () => {
    const post = await add(buildPost(t.user.id, { title: 'Un été musical', content: 'Fête de la musique.', created_at: daysAgo(20) }));
    expect(await ids(`q=${encodeURIComponent('été')}`)).toEqual([post.id]);
    expect(await ids(`q=${encodeURIComponent('été MUS')}`)).toEqual([post.id]);
    // SQLite's lower() and LIKE fold ASCII letters only; PostgreSQL's lower() follows the database's locale.
    const upper = await ids(`q=${encodeURIComponent('ÉTÉ')}`);
    expect(upper).toEqual(dialectName === 'sqlite' ? [] : [post.id]);
    expect(upper).toEqual(await plainWalk('ÉTÉ'));
  });

  it('walks for terms of one or two characters, which no trigram holds', async () => {
    const post = await add(buildPost(t.user.id, { title: 'Qz', created_at: daysAgo(50) }));
    expect(await visitorPaths('qz')).toEqual(['scan']);
    expect(await ids('q=QZ')).toEqual([post.id]);
    expect(await ids('q=z')).toEqual([post.id]);
    expect(await ids('q=q&limit=21')).toEqual(await plainWalk('q'));
  });
});
