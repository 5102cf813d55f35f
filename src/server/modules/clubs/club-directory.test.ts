/**
 * The clubs' directory, page by page (decision 081), on either database: a campus with more clubs than a page gets
 * every approved club exactly once by following the `Link: rel="next"` header, in the directory's order (category,
 * then name, a removed category last), with the viewer's own facts on every page; a bad page is a clear 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../shared/schemas/clubs.ts';
import { newId, nowIso } from '../../database/values.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let rows: { slug: string; name: string; category: string }[];
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  rows = await insertClubs((await quickAccount(db())).id);
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

const CLUBS = 130;
const CATEGORIES = ['sports', 'technical', 'cultural'];

/** Approved clubs named "Paging club 000" to "Paging CLUB 129" (cases mixed), a few in a category since removed. */
async function insertClubs(owner: string): Promise<{ slug: string; name: string; category: string }[]> {
  const now = nowIso();
  const rows = Array.from({ length: CLUBS }, (_, i) => {
    const number = String(i).padStart(3, '0');
    return {
      id: newId(),
      slug: `paging-${number}`,
      name: `Paging ${i % 2 ? 'CLUB' : 'club'} ${number}`,
      description: 'A club for paging.',
      category: i % 13 === 0 ? 'retired' : CATEGORIES[i % CATEGORIES.length]!,
      join_policy: 'open',
      status: 'approved',
      created_by: owner,
      created_at: now,
      updated_at: now,
      approved_at: now,
    };
  });
  await db().insertInto('clubs').values(rows).execute();
  // Waiting for a reviewer: never listed.
  await db()
    .insertInto('clubs')
    .values({ ...rows[0]!, id: newId(), slug: 'paging-pending', name: 'Paging club pending', status: 'pending', approved_at: null })
    .execute();
  return rows;
}

/** Every page of `path`, following the Link header; the pages' sizes and the clubs in order. */
async function walk(path: string, token?: string): Promise<{ sizes: number[]; clubs: Club[] }> {
  const sizes: number[] = [];
  const clubs: Club[] = [];
  let next: string | undefined = path;
  while (next) {
    const page = await call(t.app, 'GET', next, token ? { token } : {});
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    const items = page.json as unknown as Club[];
    sizes.push(items.length);
    clubs.push(...items);
    const link = page.headers.link as string | undefined;
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    expect(sizes.length).toBeLessThan(20);
  }
  return { sizes, clubs };
}

describe(`the clubs' directory, page by page (${dialectName})`, () => {
  it('gives every approved club once, in category then name order, following the Link header', async () => {
    const positions = new Map((await db().selectFrom('club_categories').select(['slug', 'position']).execute()).map((c) => [c.slug, Number(c.position)]));
    const expected = [...rows]
      .sort((a, b) => (positions.get(a.category) ?? 1e6) - (positions.get(b.category) ?? 1e6) || a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      .map((club) => club.slug);

    const { sizes, clubs } = await walk('/api/clubs?q=paging&limit=25');
    expect(sizes).toEqual([25, 25, 25, 25, 25, 5]);
    expect(clubs.map((club) => club.slug)).toEqual(expected);
    // The removed category's clubs come last, on both databases.
    expect(clubs.slice(-10).every((club) => club.slug.match(/\d+$/) && Number(/\d+$/.exec(club.slug)![0]) % 13 === 0)).toBe(true);

    // 60 a page unless asked; the last page announces no next one.
    const first = await call(t.app, 'GET', '/api/clubs?q=paging');
    expect((first.json as unknown as Club[]).length).toBe(60);
    expect(first.headers.link).toMatch(/^<\/api\/clubs\?q=paging&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    const whole = await call(t.app, 'GET', '/api/clubs?q=paging&limit=100');
    const rest = await call(t.app, 'GET', /^<([^>]+)>/.exec(whole.headers.link as string)![1]!);
    expect((rest.json as unknown as Club[]).length).toBe(CLUBS - 100);
    expect(rest.headers.link).toBeUndefined();

    // Unfiltered, the directory holds the same clubs once each, among any others.
    const all = await walk('/api/clubs?limit=40');
    const slugs = all.clubs.map((club) => club.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => slug.startsWith('paging-'))).toEqual(expected);
  });

  it("tells a signed-in student, on a later page too, which clubs they follow", async () => {
    const student = await quickAccount(db());
    const followed = await call(t.app, 'PUT', '/api/clubs/paging-128/follow', { token: student.token });
    expect(followed.status, JSON.stringify(followed.json)).toBeLessThan(300);
    const { clubs } = await walk('/api/clubs?q=paging&limit=50', student.token);
    expect(clubs.filter((club) => club.following).map((club) => club.slug)).toEqual(['paging-128']);
    expect(clubs.findIndex((club) => club.slug === 'paging-128')).toBeGreaterThanOrEqual(50);
  });

  it('answers a bad page with a clear 400, never a 500', async () => {
    const expired = { message: 'This page link has expired. Please reload the list.' };
    for (const cursor of ['not*base64', Buffer.from('{"p":"x","n":1}').toString('base64url'), Buffer.from('[]').toString('base64url')]) {
      expect(await call(t.app, 'GET', `/api/clubs?cursor=${encodeURIComponent(cursor)}`)).toMatchObject({ status: 400, json: expired });
    }
    for (const limit of ['0', '101', 'many']) {
      expect(await call(t.app, 'GET', `/api/clubs?limit=${limit}`)).toMatchObject({ status: 400, json: { message: 'limit must be a number from 1 to 100.' } });
    }
  });
});
