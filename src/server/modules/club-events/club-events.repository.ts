/**
 * Club-hosted events (decision 081): the SQL of posting as a club, of co-host clubs and of a club's events.
 */
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { ClubsTable, Database } from '../../database/schema.ts';
import type { PostWithAuthor } from '../../database/post-rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type ClubRow = Selectable<ClubsTable>;
export type ClubRoleOnEvent = 'host' | 'cohost';

const MANAGING = ['owner', 'officer'];

export const findClubById = (db: Db, id: string): Promise<ClubRow | undefined> =>
  db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirst();

/** The clubs an event's managers come from: its host club, and the co-host clubs that accepted. */
const eventClubIds = (db: Db, postId: string) =>
  db
    .selectFrom('posts')
    .select('posts.club_id as club_id')
    .where('posts.id', '=', postId)
    .where('posts.club_id', 'is not', null)
    .union(db.selectFrom('event_clubs').select('event_clubs.club_id as club_id').where('event_clubs.post_id', '=', postId).where('event_clubs.status', '=', 'accepted'));

/** The user's role on an event through its clubs: 'host' (manages the host club) before 'cohost'. One query. */
export async function findClubRoleOnEvent(db: Db, userId: string, post: { id: string; club_id: string | null }): Promise<ClubRoleOnEvent | null> {
  const rows = await db
    .selectFrom('club_members')
    .select('club_members.club_id')
    .where('club_members.user_id', '=', userId)
    .where('club_members.status', '=', 'active')
    .where('club_members.role', 'in', MANAGING)
    .where('club_members.club_id', 'in', eventClubIds(db, post.id))
    .execute();
  if (rows.length === 0) return null;
  return post.club_id !== null && rows.some((r) => r.club_id === post.club_id) ? 'host' : 'cohost';
}

/** The accounts that manage an event through its clubs, each once. */
export async function findEventClubManagerIds(db: Db, postId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('club_members')
    .select('club_members.user_id')
    .distinct()
    .where('club_members.status', '=', 'active')
    .where('club_members.role', 'in', MANAGING)
    .where('club_members.club_id', 'in', eventClubIds(db, postId))
    .orderBy('club_members.user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Among these events, those hosted or co-hosted (accepted) by a club the user manages. One query. */
export async function findClubManagedAmong(db: Db, userId: string, postIds: readonly string[]): Promise<string[]> {
  const managed = db
    .selectFrom('club_members')
    .select('club_members.club_id')
    .where('club_members.user_id', '=', userId)
    .where('club_members.status', '=', 'active')
    .where('club_members.role', 'in', MANAGING);
  const rows = await db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.id', 'in', [...postIds])
    .where((eb) =>
      eb.or([
        eb('posts.club_id', 'in', managed),
        eb.exists(
          eb
            .selectFrom('event_clubs')
            .select('event_clubs.post_id')
            .whereRef('event_clubs.post_id', '=', 'posts.id')
            .where('event_clubs.status', '=', 'accepted')
            .where('event_clubs.club_id', 'in', managed),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

export interface EventClubRow {
  post_id: string;
  slug: string;
  name: string;
  logo: string | null;
  role: string;
  status: string;
  created_at: string;
}

/** The clubs of these events: each one's host club and its co-host clubs (invited or accepted). One query. */
export async function findEventClubs(db: Db, postIds: readonly string[]): Promise<EventClubRow[]> {
  if (postIds.length === 0) return [];
  const ids = [...postIds];
  return db
    .selectFrom('posts')
    .innerJoin('clubs', 'clubs.id', 'posts.club_id')
    .select(['posts.id as post_id', 'clubs.slug', 'clubs.name', 'clubs.logo', 'posts.created_at'])
    .select((eb) => [eb.val('host').as('role'), eb.val('accepted').as('status')])
    .where('posts.id', 'in', ids)
    .unionAll(
      db
        .selectFrom('event_clubs')
        .innerJoin('clubs', 'clubs.id', 'event_clubs.club_id')
        .select(['event_clubs.post_id', 'clubs.slug', 'clubs.name', 'clubs.logo', 'event_clubs.created_at'])
        .select((eb) => [eb.val('cohost').as('role'), 'event_clubs.status'])
        .where('event_clubs.post_id', 'in', ids),
    )
    .execute();
}

export const findEventClub = (db: Db, postId: string, clubId: string) =>
  db.selectFrom('event_clubs').selectAll().where('post_id', '=', postId).where('club_id', '=', clubId).executeTakeFirst();

export async function countEventClubs(db: Db, postId: string): Promise<number> {
  const row = await db.selectFrom('event_clubs').select((eb) => eb.fn.countAll<number>().as('n')).where('post_id', '=', postId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertEventClub(db: Db, row: { post_id: string; club_id: string; invited_by: string; created_at: string }): Promise<void> {
  await db.insertInto('event_clubs').values({ ...row, status: 'invited', accepted_at: null }).onConflict((oc) => oc.columns(['post_id', 'club_id']).doNothing()).execute();
}

export async function acceptEventClub(db: Db, postId: string, clubId: string, now: string): Promise<boolean> {
  const done = await db
    .updateTable('event_clubs')
    .set({ status: 'accepted', accepted_at: now })
    .where('post_id', '=', postId)
    .where('club_id', '=', clubId)
    .where('status', '=', 'invited')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function deleteEventClub(db: Db, postId: string, clubId: string): Promise<boolean> {
  const done = await db.deleteFrom('event_clubs').where('post_id', '=', postId).where('club_id', '=', clubId).executeTakeFirst();
  return Number(done.numDeletedRows) === 1;
}

/** The active owners and officers of a club. */
export async function findClubManagerIds(db: Db, clubId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('club_members')
    .select('user_id')
    .where('club_id', '=', clubId)
    .where('status', '=', 'active')
    .where('role', 'in', MANAGING)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * A club's approved, visible events, hosted or co-hosted (accepted), with their authors: `upcoming` (not over by
 * `now`) soonest first, `past` latest first, at most `limit`.
 */
export function findClubEvents(db: Db, clubId: string, when: 'upcoming' | 'past', now: string, limit: number): Promise<PostWithAuthor[]> {
  // When it ends: its end, else its start ('' when it has neither: past).
  const ends = sql<string>`coalesce(posts.event_end_date, posts.event_start_date, '')`;
  const base = () =>
    db
      .selectFrom('posts')
      .innerJoin('users as u', 'u.id', 'posts.user_id')
      .selectAll('posts')
      .select(['u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin'])
      .where('posts.status', '=', 'approved')
      .where('posts.hidden', '=', 0)
      .where('posts.type', 'in', ['event', 'culturalEvent'])
      .where((eb) =>
        eb.or([
          eb('posts.club_id', '=', clubId),
          eb.exists(
            eb
              .selectFrom('event_clubs')
              .select('event_clubs.post_id')
              .whereRef('event_clubs.post_id', '=', 'posts.id')
              .where('event_clubs.club_id', '=', clubId)
              .where('event_clubs.status', '=', 'accepted'),
          ),
        ]),
      );
  const query = base().where(ends, when === 'upcoming' ? '>=' : '<', now);
  const direction = when === 'upcoming' ? 'asc' : 'desc';
  return query.orderBy('posts.event_start_date', direction).orderBy('posts.id', direction).limit(limit).execute();
}

export interface Follower {
  id: string;
  name: string;
  email: string;
  locale: string | null;
}

/** Who hears a club's news (its followers and active members, not alumni), each once, with what emails need. One query. */
export async function findClubAudience(db: Db, clubId: string): Promise<Follower[]> {
  const ids = db
    .selectFrom('club_follows')
    .select('club_follows.user_id')
    .where('club_follows.club_id', '=', clubId)
    .union(
      db
        .selectFrom('club_members')
        .select('club_members.user_id')
        .where('club_members.club_id', '=', clubId)
        .where('club_members.status', '=', 'active')
        .where('club_members.role', '<>', 'alumni'),
    );
  return db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('id', 'in', ids).orderBy('id').execute();
}
