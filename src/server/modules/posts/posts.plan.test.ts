/**
 * The reads that join a list of posts use indexes: on a campus-sized table (thousands of posts, hundreds of
 * users, statistics gathered), the newest comments of a page and a viewer's marks on it are index lookups.
 * SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN. (The feed's own queries: feed.plan.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/test-app.ts';
import { createPlanCampus, type PlanCampus } from '../../test/query-plans.ts';
import * as posts from './posts.repository.ts';

describe(`posts: query plans (${dialectName})`, () => {
  let campus: PlanCampus;
  beforeAll(async () => {
    campus = await createPlanCampus();
  });
  afterAll(() => campus.d.drop());

  it("a student's marks on a page are lookups", async () => {
    const { d, users, postIds } = campus;
    const marks = (await campus.plan(posts.viewerMarksQuery(d.db, users[0]!.id, postIds.slice(0, 20)))).join('\n');
    if (dialectName === 'sqlite') {
      expect(marks).toMatch(/SEARCH posts USING (COVERING )?INDEX posts_owner_feed_idx \(user_id=\? AND status=\?\)/);
      expect(marks).not.toMatch(/^SCAN (posts|likes|reports)\b/m);
    } else {
      expect(marks).toMatch(/posts_owner_feed_idx/);
      expect(marks).not.toMatch(/Seq Scan on posts/);
    }
  });

  it("the page's newest comments are read through the comments index", async () => {
    const { d, postIds } = campus;
    const lines = await campus.plan(posts.latestCommentsQuery(d.db, postIds.slice(0, 20), 3));
    const text = lines.join('\n');
    if (dialectName === 'sqlite') {
      expect(text).toMatch(/SEARCH c USING (COVERING )?INDEX comments_post_idx \(post_id=\?\)/);
      expect(text).not.toMatch(/^SCAN c\b/m);
    } else {
      expect(text).toMatch(/comments_post_idx/);
      expect(text).not.toMatch(/Seq Scan on comments/);
    }
  });
});
