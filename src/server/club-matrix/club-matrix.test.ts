/**
 * The club matrix (club-matrix.ts), run on either database: every club route, as every club actor. A reading row
 * runs on one world; a row that changes state runs on a fresh world per actor, so no case depends on another.
 * Every refusal answers `{message}` and leaves the clubs' tables as they were. And every club route the server
 * serves (its OpenAPI document) has a row, and every row a route.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickAccount, type QuickAccount } from '../test/accounts.ts';
import { call } from '../test/api.ts';
import { buildEvent, insertPost } from '../test/factories.ts';
import { createTestApp, dialectName, type TestApp } from '../test/test-app.ts';
import type { Database } from '../database/schema.ts';
import { newId, nowIso } from '../database/values.ts';
import { CLUB_ACTORS, isClubRoute, type ClubActor, type ClubCallContext, type ClubMatrixRow } from './club-matrix.ts';
import { ATTENDANCE_ROWS } from './attendance.rows.ts';
import { CORE_ROWS } from './core.rows.ts';
import { EVENTS_ROWS } from './events.rows.ts';
import { NEWS_ROWS } from './news.rows.ts';

const ROWS: ClubMatrixRow[] = [...CORE_ROWS, ...EVENTS_ROWS, ...NEWS_ROWS, ...ATTENDANCE_ROWS];
const key = (method: string, route: string) => `${method} ${route}`;
/** The tables a refusal must leave as they were. */
const CLUB_TABLES: (keyof Database)[] = ['clubs', 'club_members', 'club_invites', 'club_follows', 'club_announcements', 'club_years', 'event_clubs'];

interface World {
  context: ClubCallContext;
  tokens: Record<Exclude<ClubActor, 'visitor'>, string>;
}

let t: TestApp;
let worlds = 0;

/** A target approved club (by approval) with its owner, an officer, a member, a requester and a follower; a second club with its event. */
async function buildWorld(): Promise<World> {
  worlds += 1;
  const unique = `${worlds}${newId().toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 6)}`;
  // One transaction: a world is many rows, and one commit is far quicker than one each.
  return t.database.db.transaction().execute((db) => worldIn(db, unique));
}

async function worldIn(db: Kysely<Database>, unique: string): Promise<World> {
  // The year's handover is the campus's, not a club's: a fresh world has no year open.
  await db.deleteFrom('club_years').execute();
  const now = nowIso();
  const person = (name: string, overrides = {}) => quickAccount(db, { name: `${name} ${unique}`, ...overrides });
  const owner = await person('Owner');
  const officer = await person('Officer');
  const member = await person('Member');
  const requester = await person('Requester');
  const follower = await person('Follower');
  const nonmember = await person('Nonmember');
  const moderator = await person('Moderator', { is_moderator: 1 });
  const admin = await person('Admin', { is_admin: 1 });
  const otherOwner = await person('Other Owner');
  const club = (id: string, slug: string, name: string, ownerId: string) => ({
    id,
    slug,
    name,
    description: 'A club of the matrix.',
    category: 'technical',
    logo: null,
    banner: null,
    contact_email: null,
    website: null,
    instagram: null,
    chat_link: null,
    join_policy: 'approval',
    status: 'approved',
    pending_changes: JSON.stringify({ description: 'An edit waiting for review.' }),
    pending_since: now,
    review_note: null,
    created_by: ownerId,
    created_at: new Date(Date.now() - 90 * 86_400_000).toISOString(),
    updated_at: now,
    approved_at: now,
    inactive_at: null,
    confirm_by: null,
    member_count: 3,
    follower_count: 4,
  });
  const clubId = newId();
  const otherId = newId();
  const slug = `matrix-${unique}`;
  const otherClubSlug = `other-${unique}`;
  await db.insertInto('clubs').values([club(clubId, slug, `Matrix Club ${unique}`, owner.id), { ...club(otherId, otherClubSlug, `Other Club ${unique}`, otherOwner.id), pending_changes: null, pending_since: null, member_count: 1, follower_count: 1 }]).execute();
  const membership = (club_id: string, who: QuickAccount, role: string, status = 'active') => ({ club_id, user_id: who.id, role, title: null, status, created_at: now, joined_at: status === 'active' ? now : null, confirmed_at: null });
  await db
    .insertInto('club_members')
    .values([membership(clubId, owner, 'owner'), membership(clubId, officer, 'officer'), membership(clubId, member, 'member'), membership(clubId, requester, 'member', 'requested'), membership(otherId, otherOwner, 'owner')])
    .execute();
  await db
    .insertInto('club_follows')
    .values([owner, officer, member, follower].map((who) => ({ club_id: clubId, user_id: who.id, created_at: now })).concat({ club_id: otherId, user_id: otherOwner.id, created_at: now }))
    .execute();
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const event = await insertPost(db, buildEvent(owner.id, { title: `Matrix Meetup ${unique}`, club_id: clubId, event_start_date: inAWeek }));
  const otherEvent = await insertPost(db, buildEvent(otherOwner.id, { title: `Other Meetup ${unique}`, club_id: otherId, event_start_date: inAWeek }));
  const heldAnnouncementId = newId();
  await db
    .insertInto('club_announcements')
    .values({ id: heldAnnouncementId, club_id: clubId, author_id: officer.id, title: 'Held news', content: 'Waits for a moderator.', image: null, status: 'held', hold_reason: 'new-club', created_at: now, published_at: null, reviewed_by: null, reviewed_at: null })
    .execute();
  return {
    context: {
      slug,
      unique,
      ids: { owner: owner.id, officer: officer.id, member: member.id, requester: requester.id, nonmember: nonmember.id },
      eventId: event.id,
      otherClubEventId: otherEvent.id,
      otherClubSlug,
      heldAnnouncementId,
    },
    tokens: { owner: owner.token, officer: officer.token, member: member.token, follower: follower.token, nonmember: nonmember.token, moderator: moderator.token, admin: admin.token },
  };
}

async function snapshot(): Promise<string> {
  const db = t.database.db;
  const parts: unknown[] = [];
  for (const table of CLUB_TABLES) parts.push(await db.selectFrom(table).selectAll().execute());
  return JSON.stringify(parts, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
}

const urlOf = (row: ClubMatrixRow, c: ClubCallContext): string => {
  const params = row.params?.(c) ?? { slug: c.slug };
  const path = row.route.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  return row.query ? `${path}?${row.query}` : path;
};

async function answerOf(row: ClubMatrixRow, world: World, actor: ClubActor): Promise<{ status: number; json: Record<string, unknown> }> {
  const body = row.body?.(world.context);
  return call(t.app, row.method, urlOf(row, world.context), { ...(actor === 'visitor' ? {} : { token: world.tokens[actor] }), ...(body !== undefined ? { body } : {}) });
}

describe(`club matrix (${dialectName})`, () => {
  let shared: World;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    shared = await buildWorld();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a row for every club route the server has, and no row for a route it lacks', async () => {
    const spec = (await call(t.app, 'GET', '/api/docs/json')).json as { paths: Record<string, Record<string, unknown>> };
    const served = new Set<string>();
    for (const [path, methods] of Object.entries(spec.paths)) {
      if (!isClubRoute(path)) continue;
      for (const method of Object.keys(methods)) if (method !== 'head') served.add(key(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1')));
    }
    const listed = ROWS.map((r) => key(r.method, r.route));
    expect([...served].filter((k) => !listed.includes(k)), 'club routes without a row').toEqual([]);
    expect(listed.filter((k) => !served.has(k)), 'rows without a route').toEqual([]);
    expect(listed.filter((k, i) => listed.indexOf(k) !== i), 'routes with two rows').toEqual([]);
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.route}`, async () => {
      const got: Partial<Record<ClubActor, number>> = {};
      const problems: string[] = [];
      for (const actor of CLUB_ACTORS) {
        const expected = row.codes[actor];
        // A visitor's refusal comes before anything is read or written: the shared world serves (and is checked unchanged).
        const world = row.method === 'GET' || (actor === 'visitor' && expected === 401) ? shared : await buildWorld();
        const before = expected >= 400 && row.method !== 'GET' ? await snapshot() : null;
        const res = await answerOf(row, world, actor);
        got[actor] = res.status;
        if (res.status >= 400 && typeof res.json?.message !== 'string') problems.push(`${actor}: ${res.status} without {message}`);
        if (res.status !== expected) problems.push(`${actor}: ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`);
        if (before !== null && res.status === expected && (await snapshot()) !== before) problems.push(`${actor}: refused, yet the clubs' tables changed`);
      }
      expect(got, problems.join('\n')).toEqual(row.codes);
      expect(problems).toEqual([]);
    });
  }
});
