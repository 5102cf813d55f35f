/**
 * The feed and sidebar queries use indexes: on a campus-sized table (thousands of posts, hundreds of users,
 * statistics gathered), no plan reads the whole posts table. SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN.
 * A search (`q`, a substring match) takes the path chosen by chooseSearchPaths (decision 015): a rare term
 * goes through the trigram index (FTS5 on SQLite, pg_trgm's GIN index on PostgreSQL), a common one through the
 * feed index within the search window. Terms under 3 characters walk the feed index as before.
 */
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, insertUser } from '../../test/factories.ts';
import { newId } from '../../database/values.ts';
import type { PostsTable, UsersTable } from '../../database/schema.ts';
import { createTestDatabase, dialectName, type TestDatabase } from '../../test/test-app.ts';
import * as policy from './posts.policy.ts';
import * as feed from './posts.feed.repository.ts';
import * as posts from './posts.repository.ts';

const TYPES = ['confession', 'event', 'culturalEvent', 'news'] as const;

describe(`posts: query plans (${dialectName})`, () => {
  let d: TestDatabase;
  let users: UsersTable[];
  let postIds: string[];
  beforeAll(async () => {
    d = await createTestDatabase();
    users = [];
    for (let i = 0; i < 300; i += 1) users.push(await insertUser(d.db));
    const start = Date.UTC(2026, 0, 1);
    const rows: PostsTable[] = Array.from({ length: 4000 }, (_, i) =>
      buildPost(users[i % users.length]!.id, {
        type: TYPES[i % TYPES.length],
        status: i % 10 === 0 ? 'pending' : 'approved',
        hidden: i % 97 === 0 ? 1 : 0,
        like_count: i % 50,
        event_start_date: new Date(start + i * 3_600_000).toISOString(),
        created_at: new Date(start + i * 60_000).toISOString(),
      }),
    );
    for (let i = 0; i < rows.length; i += 250) await d.db.insertInto('posts').values(rows.slice(i, i + 250)).execute();
    postIds = rows.map((r) => r.id);
    const comments = Array.from({ length: 6000 }, (_, i) => ({
      id: newId(),
      post_id: rows[i % 1500]!.id,
      user_id: users[i % users.length]!.id,
      text: `Comment ${i}`,
      created_at: new Date(start + i * 1000).toISOString(),
    }));
    for (let i = 0; i < comments.length; i += 250) await d.db.insertInto('comments').values(comments.slice(i, i + 250)).execute();
    // PostgreSQL: VACUUM also moves the inserts waiting in the GIN index's pending list into the index proper.
    await d.db.executeQuery(CompiledQuery.raw(dialectName === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'));
  });
  afterAll(() => d.drop());

  async function plan(query: { compile(): CompiledQuery }): Promise<string[]> {
    const compiled = query.compile();
    const prefix = dialectName === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
    const result = await d.db.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
    return result.rows.map((row) => String(row.detail ?? row['QUERY PLAN']));
  }

  /** Every access to posts goes through an index; none reads the table from end to end. */
  function expectIndexedPosts(lines: string[]): void {
    const text = lines.join('\n');
    if (dialectName === 'sqlite') {
      // A search's window is a subquery named posts too: its bare `SCAN posts` reads that co-routine's rows.
      const window = lines.includes('CO-ROUTINE posts');
      const postLines = lines.filter((l) => /\b(SEARCH|SCAN) posts\b/.test(l) && !(window && l === 'SCAN posts'));
      expect(postLines.length, text).toBeGreaterThan(0);
      for (const line of postLines) expect(line, text).toMatch(/^(SEARCH|SCAN) posts USING (COVERING )?INDEX posts_\w+/);
      // Authors are looked up by primary key, not by scanning users.
      expect(lines.some((l) => /^SCAN u\b/.test(l)), text).toBe(false);
    } else {
      expect(text).toMatch(/Index (Only )?Scan( Backward)? using posts_\w+ on posts|Bitmap Index Scan on posts_\w+/);
      expect(text).not.toMatch(/Seq Scan on posts/);
    }
  }

  /**
   * SQLite's search by the index (decision 021): the index is read twice, once newest first to find the page's
   * floor (FTS5's plan flags 0x40 and 0x80: ordered by rowid, descending, so the walk stops at the page), once
   * from that floor on (a rowid range, `>`); posts are read by primary key only, never by a walk of the feed
   * index or the table.
   */
  function expectNewestFirstIndex(lines: string[]): void {
    const text = lines.join('\n');
    const indexReads = lines.map((l) => /^SCAN posts_search VIRTUAL TABLE INDEX (\d+):(\S*)/.exec(l)).filter((m) => m !== null);
    expect(indexReads.some((m) => (Number(m[1]) & 0xc0) === 0xc0), text).toBe(true);
    expect(indexReads.some((m) => m[2]!.includes('>')), text).toBe(true);
    expect(text).toMatch(/SEARCH k USING INTEGER PRIMARY KEY/);
    const postLines = lines.filter((l) => /\b(SEARCH|SCAN) posts\b/.test(l));
    expect(postLines.length, text).toBeGreaterThan(0);
    for (const line of postLines) expect(line, text).toMatch(/^SEARCH posts USING INDEX sqlite_autoindex_posts_1 \(id=\?\)/);
  }

  const visitor = policy.feedVisibility(null);
  const cursor = { t: '2026-01-02T00:00:00.000Z', id: 'zzzz' };

  it.each([
    ['a visitor, first page', () => feed.feedQuery(d.db, visitor, {}, 21)],
    ['a visitor, later page', () => feed.feedQuery(d.db, visitor, { before: cursor }, 21)],
    ['a visitor, one type', () => feed.feedQuery(d.db, visitor, { types: ['event'] }, 21)],
    ['a visitor, two types', () => feed.feedQuery(d.db, visitor, { types: ['confession', 'event'] }, 21)],
  ])('the feed for %s reads posts through an index', async (_name, query) => {
    expectIndexedPosts(await plan(query()));
  });

  it('the feed for a signed-in user (own pending posts too) reads posts through indexes', async () => {
    const viewer = { id: users[0]!.id, name: 'x', email: 'x', avatar: null, isAdmin: false, tokenHash: '' };
    expectIndexedPosts(await plan(feed.feedQuery(d.db, policy.feedVisibility(viewer), { before: cursor }, 21)));
  });

  it("a student's own pending posts are one short range of the owner index, and their marks are lookups", async () => {
    const pending = (await plan(feed.ownPendingQuery(d.db, users[0]!.id, { before: cursor }, 21))).join('\n');
    const marks = (await plan(posts.viewerMarksQuery(d.db, users[0]!.id, postIds.slice(0, 20)))).join('\n');
    if (dialectName === 'sqlite') {
      expect(pending).toMatch(/SEARCH posts USING (COVERING )?INDEX posts_owner_feed_idx \(user_id=\? AND status=\?/);
      expect(marks).toMatch(/SEARCH posts USING (COVERING )?INDEX posts_owner_feed_idx \(user_id=\? AND status=\?\)/);
      expect(marks).not.toMatch(/^SCAN (posts|likes|reports)\b/m);
    } else {
      expect(pending).toMatch(/posts_owner_feed_idx/);
      expect(marks).toMatch(/posts_owner_feed_idx/);
      expect(`${pending}\n${marks}`).not.toMatch(/Seq Scan on posts/);
    }
  });

  it('the feed for an admin (pending and hidden too) reads posts through indexes', async () => {
    const admin = { id: users[0]!.id, name: 'x', email: 'x', avatar: null, isAdmin: true, tokenHash: '' };
    expectIndexedPosts(await plan(feed.feedQuery(d.db, policy.feedVisibility(admin), { types: ['event', 'culturalEvent'] }, 21)));
  });

  describe('a search', () => {
    it('for a rare term takes the index path, and reads the trigram index', async () => {
      const filter = { q: 'tesseract' };
      expect(await feed.chooseSearchPaths(d.db, visitor, filter, 21)).toEqual(['index']);
      const lines = await plan(feed.feedQuery(d.db, visitor, filter, 21, ['index']));
      const text = lines.join('\n');
      if (dialectName === 'sqlite') {
        expectNewestFirstIndex(lines);
      } else {
        expect(text).toMatch(/Bitmap Index Scan on posts_search_trgm_idx/);
        expect(text).not.toMatch(/Seq Scan on posts/);
      }
    });

    it('for a common term reads the index newest first on SQLite, and takes the window path on PostgreSQL, for each viewer', async () => {
      const admin = { id: users[0]!.id, name: 'x', email: 'x', avatar: null, isAdmin: true, tokenHash: '' };
      for (const visibility of [visitor, policy.feedVisibility(admin)]) {
        // A later page too on SQLite: the walk starts below the cursor. (PostgreSQL's planner reads this small
        // table whole for a later page; its plans at scale are bench:scale's.)
        for (const filter of dialectName === 'sqlite' ? [{ q: 'post' }, { q: 'post', before: cursor }] : [{ q: 'post' }]) {
          const paths = await feed.chooseSearchPaths(d.db, visibility, filter, 21);
          const lines = await plan(feed.feedQuery(d.db, visibility, filter, 21, paths));
          if (dialectName === 'sqlite') {
            expect(paths.every((p) => p === 'index')).toBe(true);
            expectNewestFirstIndex(lines);
          } else {
            expect(paths.every((p) => p === 'window')).toBe(true);
            expectIndexedPosts(lines);
          }
        }
      }
    });

    it('for a term under 3 characters walks the feed index', async () => {
      expect(await feed.chooseSearchPaths(d.db, visitor, { q: 'po' }, 21)).toEqual(['scan']);
      expectIndexedPosts(await plan(feed.feedQuery(d.db, visitor, { q: 'po' }, 21)));
    });
  });

  it("the page's newest comments are read through the comments index", async () => {
    const lines = await plan(posts.latestCommentsQuery(d.db, postIds.slice(0, 20), 3));
    const text = lines.join('\n');
    if (dialectName === 'sqlite') {
      expect(text).toMatch(/SEARCH c USING (COVERING )?INDEX comments_post_idx \(post_id=\?\)/);
      expect(text).not.toMatch(/^SCAN c\b/m);
    } else {
      expect(text).toMatch(/comments_post_idx/);
      expect(text).not.toMatch(/Seq Scan on comments/);
    }
  });

  it.each([
    ['popular posts', () => posts.popularQuery(d.db, 3)],
    ['upcoming events', () => posts.upcomingEventsQuery(d.db, '2026-03-01T00:00:00.000Z', undefined, 3)],
  ])('the %s sidebar reads posts through an index', async (_name, query) => {
    expectIndexedPosts(await plan(query()));
  });
});
