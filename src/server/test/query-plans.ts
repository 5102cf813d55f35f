/**
 * A campus-sized database for tests of query plans (thousands of posts, hundreds of users, comments, statistics
 * gathered), the plan of a query on it (SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN), and the check that a
 * plan reads posts through indexes only.
 */
import { CompiledQuery } from 'kysely';
import { expect } from 'vitest';
import { buildPost, insertUser } from './factories.ts';
import { newId } from '../database/values.ts';
import type { PostsTable, UsersTable } from '../database/schema.ts';
import { createTestDatabase, dialectName, type TestDatabase } from './test-app.ts';

const TYPES = ['confession', 'event', 'culturalEvent', 'news'] as const;

export interface PlanCampus {
  d: TestDatabase;
  users: UsersTable[];
  postIds: string[];
  /** The query's plan, a line a step. */
  plan(query: { compile(): CompiledQuery }): Promise<string[]>;
}

/** 4,000 posts of 300 users (every type, some pending, some hidden), 6,000 comments on 1,500 of them, analysed. */
export async function createPlanCampus(): Promise<PlanCampus> {
  const d = await createTestDatabase();
  const users: UsersTable[] = [];
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

  async function plan(query: { compile(): CompiledQuery }): Promise<string[]> {
    const compiled = query.compile();
    const prefix = dialectName === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
    const result = await d.db.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
    return result.rows.map((row) => String(row.detail ?? row['QUERY PLAN']));
  }
  return { d, users, postIds: rows.map((r) => r.id), plan };
}

/** Every access to posts goes through an index; none reads the table from end to end. */
export function expectIndexedPosts(lines: string[]): void {
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
