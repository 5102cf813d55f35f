/**
 * The feed and sidebar queries use indexes: on a campus-sized table (thousands of posts, hundreds of users,
 * statistics gathered), no plan reads the whole posts table. SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN.
 * A search (`q`, a substring match) takes the path chosen by chooseSearchPaths (decision 015): a rare term
 * goes through the trigram index (FTS5 on SQLite, pg_trgm's GIN index on PostgreSQL), a common one through the
 * feed index within the search window. Terms under 3 characters walk the feed index as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/test-app.ts';
import { createPlanCampus, expectIndexedPosts, type PlanCampus } from '../../test/query-plans.ts';
import { feedVisibility } from './feed.policy.ts';
import * as feed from './feed.repository.ts';
import * as sidebars from './feed.sidebars.repository.ts';
import { searchIndexFor } from './search/choose-search-index.ts';

describe(`feed: query plans (${dialectName})`, () => {
  let campus: PlanCampus;
  beforeAll(async () => {
    campus = await createPlanCampus();
  });
  afterAll(() => campus.d.drop());
  const plan: PlanCampus['plan'] = (query) => campus.plan(query);
  const db = () => campus.d.db;
  const search = () => searchIndexFor(campus.d.kind);

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

  const visitor = feedVisibility(null);
  const cursor = { t: '2026-01-02T00:00:00.000Z', id: 'zzzz' };

  it.each([
    ['a visitor, first page', () => feed.feedQuery(db(), search(), visitor, {}, 21)],
    ['a visitor, later page', () => feed.feedQuery(db(), search(), visitor, { before: cursor }, 21)],
    ['a visitor, one type', () => feed.feedQuery(db(), search(), visitor, { types: ['event'] }, 21)],
    ['a visitor, two types', () => feed.feedQuery(db(), search(), visitor, { types: ['confession', 'event'] }, 21)],
  ])('the feed for %s reads posts through an index', async (_name, query) => {
    expectIndexedPosts(await plan(query()));
  });

  it('the feed for a signed-in user (own pending posts too) reads posts through indexes', async () => {
    const viewer = { id: campus.users[0]!.id, name: 'x', email: 'x', avatar: null, isAdmin: false, emailVerified: true, isModerator: false, suspendedUntil: null, suspensionReason: null, tokenHash: '' };
    expectIndexedPosts(await plan(feed.feedQuery(db(), search(), feedVisibility(viewer), { before: cursor }, 21)));
  });

  it("a student's own pending posts are one short range of the owner index", async () => {
    const pending = (await plan(feed.ownPendingQuery(db(), campus.users[0]!.id, { before: cursor }, 21))).join('\n');
    if (dialectName === 'sqlite') {
      expect(pending).toMatch(/SEARCH posts USING (COVERING )?INDEX posts_owner_feed_idx \(user_id=\? AND status=\?/);
    } else {
      expect(pending).toMatch(/posts_owner_feed_idx/);
      expect(pending).not.toMatch(/Seq Scan on posts/);
    }
  });

  it('the feed for an admin (pending and hidden too) reads posts through indexes', async () => {
    const admin = { id: campus.users[0]!.id, name: 'x', email: 'x', avatar: null, isAdmin: true, emailVerified: true, isModerator: false, suspendedUntil: null, suspensionReason: null, tokenHash: '' };
    expectIndexedPosts(await plan(feed.feedQuery(db(), search(), feedVisibility(admin), { types: ['event', 'culturalEvent'] }, 21)));
  });

  describe('a search', () => {
    it('for a rare term takes the index path, and reads the trigram index', async () => {
      const filter = { q: 'tesseract' };
      expect(await feed.chooseSearchPaths(db(), search(), visitor, filter, 21)).toEqual(['index']);
      const lines = await plan(feed.feedQuery(db(), search(), visitor, filter, 21, ['index']));
      const text = lines.join('\n');
      if (dialectName === 'sqlite') {
        expectNewestFirstIndex(lines);
      } else {
        expect(text).toMatch(/Bitmap Index Scan on posts_search_trgm_idx/);
        expect(text).not.toMatch(/Seq Scan on posts/);
      }
    });

    it('for a common term reads the index newest first on SQLite, and takes the window path on PostgreSQL, for each viewer', async () => {
      const admin = { id: campus.users[0]!.id, name: 'x', email: 'x', avatar: null, isAdmin: true, emailVerified: true, isModerator: false, suspendedUntil: null, suspensionReason: null, tokenHash: '' };
      for (const visibility of [visitor, feedVisibility(admin)]) {
        // A later page too on SQLite: the walk starts below the cursor. (PostgreSQL's planner reads this small
        // table whole for a later page; its plans at scale are bench:scale's.)
        for (const filter of dialectName === 'sqlite' ? [{ q: 'post' }, { q: 'post', before: cursor }] : [{ q: 'post' }]) {
          const paths = await feed.chooseSearchPaths(db(), search(), visibility, filter, 21);
          const lines = await plan(feed.feedQuery(db(), search(), visibility, filter, 21, paths));
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
      expect(await feed.chooseSearchPaths(db(), search(), visitor, { q: 'po' }, 21)).toEqual(['scan']);
      expectIndexedPosts(await plan(feed.feedQuery(db(), search(), visitor, { q: 'po' }, 21)));
    });
  });

  it.each([
    ['popular posts', () => sidebars.popularQuery(db(), 3)],
    ['upcoming events', () => sidebars.upcomingEventsQuery(db(), '2026-03-01T00:00:00.000Z', undefined, 3)],
  ])('the %s sidebar reads posts through an index', async (_name, query) => {
    expectIndexedPosts(await plan(query()));
  });
});
