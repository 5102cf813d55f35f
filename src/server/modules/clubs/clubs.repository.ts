/**
 * Clubs' SQL (decision 081): clubs, their members, invites and followers. The only file of the module that
 * speaks to the database.
 */
import { type Insertable, type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import type { ClubMembersTable, ClubsTable, Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type ClubRow = Selectable<ClubsTable>;
export type MembershipRow = Selectable<ClubMembersTable>;

export function findClubBySlug(db: Db, slug: string): Promise<ClubRow | undefined> {
  return db.selectFrom('clubs').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function findMembership(db: Db, clubId: string, userId: string): Promise<MembershipRow | undefined> {
  return db.selectFrom('club_members').selectAll().where('club_id', '=', clubId).where('user_id', '=', userId).executeTakeFirst();
}

export async function findManagedClubIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('club_members')
    .innerJoin('clubs', 'clubs.id', 'club_members.club_id')
    .select('clubs.id')
    .where('club_members.user_id', '=', userId)
    .where('club_members.status', '=', 'active')
    .where('club_members.role', 'in', ['owner', 'officer'])
    .where('clubs.status', '=', 'approved')
    .orderBy('clubs.name')
    .execute();
  return rows.map((row) => row.id);
}

export async function findFollowerIds(db: Db, clubId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('club_follows')
    .select('user_id')
    .where('club_id', '=', clubId)
    .union(
      db
        .selectFrom('club_members')
        .select('user_id')
        .where('club_id', '=', clubId)
        .where('status', '=', 'active')
        .where('role', '<>', 'alumni'),
    )
    .execute();
  return [...new Set(rows.map((row) => row.user_id))].sort();
}

// ---- Clubs ----

/** A club with what its answer adds: its category's name and its next approved, visible, upcoming event. */
export interface ClubView extends ClubRow {
  category_name: string | null;
  next_event_id: string | null;
  next_event_title: string | null;
  next_event_start: string | null;
}

const EVENT_TYPES = ['event', 'culturalEvent'];

function clubViews(db: Db, now: string) {
  return db
    .selectFrom('clubs')
    .leftJoin('club_categories', 'club_categories.slug', 'clubs.category')
    .selectAll('clubs')
    .select((eb) => {
      const next = () =>
        eb
          .selectFrom('posts')
          .whereRef('posts.club_id', '=', 'clubs.id')
          .where('posts.status', '=', 'approved')
          .where('posts.hidden', '=', 0)
          .where('posts.type', 'in', EVENT_TYPES)
          .where('posts.event_start_date', '>=', now)
          .orderBy('posts.event_start_date', 'asc')
          .orderBy('posts.id', 'asc')
          .limit(1);
      return [
        'club_categories.name as category_name',
        next().select('posts.id').as('next_event_id'),
        next().select('posts.title').as('next_event_title'),
        next().select('posts.event_start_date').as('next_event_start'),
      ];
    });
}

export function findClubView(db: Db, slug: string, now: string): Promise<ClubView | undefined> {
  return clubViews(db, now).where('clubs.slug', '=', slug).executeTakeFirst();
}

/** Where a directory page ends: the last club's category position, lower-cased name and id. */
export interface DirectoryPosition {
  position: number;
  name: string;
  id: string;
}

/** A category the admin has removed sorts last, on both databases (they order nulls differently). */
const LAST_POSITION = 1_000_000;
const positionOf = sql<number>`coalesce(club_categories.position, ${sql.lit(LAST_POSITION)})`;
const sortName = sql<string>`lower(clubs.name)`;

/**
 * Approved clubs, by category's order then name, `limit` of them after `after`; `q` searches name and description
 * (case-insensitively). Each row carries its `sort_position` and `sort_name`, for the next page's cursor.
 */
export function findDirectory(
  db: Db,
  filter: { category?: string | undefined; q?: string | undefined },
  now: string,
  limit: number,
  after: DirectoryPosition | null = null,
): Promise<(ClubView & { sort_position: number; sort_name: string })[]> {
  let query = clubViews(db, now).select([positionOf.as('sort_position'), sortName.as('sort_name')]).where('clubs.status', '=', 'approved');
  if (filter.category) query = query.where('clubs.category', '=', filter.category);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['clubs.name']), 'like', sql<string>`${like} escape '\\'`),
        eb(eb.fn('lower', ['clubs.description']), 'like', sql<string>`${like} escape '\\'`),
      ]),
    );
  }
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb(positionOf, '>', after.position),
        eb.and([
          eb(positionOf, '=', after.position),
          eb.or([eb(sortName, '>', after.name), eb.and([eb(sortName, '=', after.name), eb('clubs.id', '>', after.id)])]),
        ]),
      ]),
    );
  }
  return query.orderBy(positionOf, 'asc').orderBy(sortName, 'asc').orderBy('clubs.id', 'asc').limit(limit).execute();
}

/** The reviewers' queue, oldest first: new clubs, clubs with an edit waiting, approved clubs with no active owner. */
export async function findReviewQueue(db: Db, now: string): Promise<{ pending: ClubView[]; pendingEdits: ClubView[]; orphaned: ClubView[] }> {
  const pending = (await clubViews(db, now).where('clubs.status', '=', 'pending').orderBy('clubs.created_at', 'asc').limit(200).execute()) as ClubView[];
  const pendingEdits = (await clubViews(db, now)
    .where('clubs.pending_changes', 'is not', null)
    .where('clubs.status', 'in', ['approved', 'inactive'])
    .orderBy('clubs.pending_since', 'asc')
    .limit(200)
    .execute()) as ClubView[];
  const orphaned = (await clubViews(db, now)
    .where('clubs.status', '=', 'approved')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('club_members')
            .select('club_members.user_id')
            .whereRef('club_members.club_id', '=', 'clubs.id')
            .where('club_members.role', '=', 'owner')
            .where('club_members.status', '=', 'active'),
        ),
      ),
    )
    .orderBy('clubs.name', 'asc')
    .limit(200)
    .execute()) as ClubView[];
  return { pending, pendingEdits, orphaned };
}

export async function categoryExists(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('club_categories').select('slug').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export function findCategories(db: Db): Promise<{ slug: string; name: string }[]> {
  return db.selectFrom('club_categories').select(['slug', 'name']).orderBy('position', 'asc').execute();
}

/** Another club holding this name (case-insensitively), as its live name or as the name an edit waits to take. */
export async function nameTaken(db: Db, name: string, exceptClubId: string | null): Promise<boolean> {
  const lower = name.toLowerCase();
  let query = db
    .selectFrom('clubs')
    .select(['name', 'pending_changes'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', lower), eb('pending_changes', 'is not', null)]));
  if (exceptClubId) query = query.where('id', '<>', exceptClubId);
  // Edits waiting are few (the reviewers' queue): their names are compared here.
  const rows = await query.limit(1000).execute();
  return rows.some((club) => club.name.toLowerCase() === lower || pendingName(club.pending_changes) === lower);
}

function pendingName(json: string | null): string | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { name?: unknown };
    return typeof parsed.name === 'string' ? parsed.name.toLowerCase() : null;
  } catch {
    return null;
  }
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('clubs').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export async function insertClub(db: Db, row: Insertable<ClubsTable>): Promise<void> {
  await db.insertInto('clubs').values(row).execute();
}

export async function updateClub(db: Db, clubId: string, patch: Updateable<ClubsTable>): Promise<void> {
  await db.updateTable('clubs').set(patch).where('id', '=', clubId).execute();
}

/** Counts the club's active members (alumni left out) and followers afresh, in the caller's transaction. */
export async function refreshCounts(db: Db, clubId: string): Promise<void> {
  await db
    .updateTable('clubs')
    .set((eb) => ({
      member_count: eb
        .selectFrom('club_members')
        .select(eb.fn.countAll<number>().as('n'))
        .where('club_members.club_id', '=', clubId)
        .where('club_members.status', '=', 'active')
        .where('club_members.role', '<>', 'alumni'),
      follower_count: eb.selectFrom('club_follows').select(eb.fn.countAll<number>().as('n')).where('club_follows.club_id', '=', clubId),
    }))
    .where('id', '=', clubId)
    .execute();
}

// ---- Members ----

export interface MemberView extends MembershipRow {
  name: string;
  avatar: string | null;
}

/** The club's members (active, and requests when asked), owners first, then officers, members and alumni, by name. */
export function findMembers(db: Db, clubId: string, withRequests: boolean): Promise<MemberView[]> {
  let query = db
    .selectFrom('club_members')
    .innerJoin('users', 'users.id', 'club_members.user_id')
    .selectAll('club_members')
    .select(['users.name', 'users.avatar'])
    .where('club_members.club_id', '=', clubId)
    .where('users.deleted_at', 'is', null);
  if (!withRequests) query = query.where('club_members.status', '=', 'active');
  return query
    .orderBy(sql`case club_members.status when 'requested' then 1 else 0 end`)
    .orderBy(sql`case club_members.role when 'owner' then 0 when 'officer' then 1 when 'member' then 2 else 3 end`)
    .orderBy(sql`lower(users.name)`)
    .orderBy('club_members.user_id')
    .limit(2000)
    .execute();
}

export async function countActiveOwners(db: Db, clubId: string): Promise<number> {
  const row = await db
    .selectFrom('club_members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('club_id', '=', clubId)
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of the club's active owners and officers (those told of a request to join). */
export async function findManagerIds(db: Db, clubId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('club_members')
    .select('user_id')
    .where('club_id', '=', clubId)
    .where('status', '=', 'active')
    .where('role', 'in', ['owner', 'officer'])
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function insertMembership(db: Db, row: Insertable<ClubMembersTable>): Promise<void> {
  await db.insertInto('club_members').values(row).execute();
}

export async function updateMembership(db: Db, clubId: string, userId: string, patch: Updateable<ClubMembersTable>): Promise<void> {
  await db.updateTable('club_members').set(patch).where('club_id', '=', clubId).where('user_id', '=', userId).execute();
}

export async function deleteMembership(db: Db, clubId: string, userId: string): Promise<void> {
  await db.deleteFrom('club_members').where('club_id', '=', clubId).where('user_id', '=', userId).execute();
}

export interface UserClubRow extends MembershipRow {
  slug: string;
  club_name: string;
  logo: string | null;
  category: string;
  category_name: string | null;
  club_status: string;
}

/** A student's memberships, by club name; `publicOnly`: active ones in approved or inactive clubs. */
export function findUserClubs(db: Db, userId: string, publicOnly: boolean): Promise<UserClubRow[]> {
  let query = db
    .selectFrom('club_members')
    .innerJoin('clubs', 'clubs.id', 'club_members.club_id')
    .leftJoin('club_categories', 'club_categories.slug', 'clubs.category')
    .selectAll('club_members')
    .select(['clubs.slug', 'clubs.name as club_name', 'clubs.logo', 'clubs.category', 'club_categories.name as category_name', 'clubs.status as club_status'])
    .where('club_members.user_id', '=', userId);
  if (publicOnly) query = query.where('club_members.status', '=', 'active').where('clubs.status', 'in', ['approved', 'inactive']);
  return query.orderBy(sql`lower(clubs.name)`).limit(500).execute();
}

export async function findUser(db: Db, userId: string): Promise<{ id: string; name: string; email: string; email_verified_at: string | null; deleted_at: string | null; locale: string | null } | undefined> {
  return db.selectFrom('users').select(['id', 'name', 'email', 'email_verified_at', 'deleted_at', 'locale']).where('id', '=', userId).executeTakeFirst();
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst())?.id;
}

// ---- Follows ----

export async function isFollowing(db: Db, clubId: string, userId: string): Promise<boolean> {
  return (await db.selectFrom('club_follows').select('user_id').where('club_id', '=', clubId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function insertFollow(db: Db, clubId: string, userId: string, now: string): Promise<void> {
  await db
    .insertInto('club_follows')
    .values({ club_id: clubId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['club_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteFollow(db: Db, clubId: string, userId: string): Promise<void> {
  await db.deleteFrom('club_follows').where('club_id', '=', clubId).where('user_id', '=', userId).execute();
}

export function findClubById(db: Db, clubId: string): Promise<ClubRow | undefined> {
  return db.selectFrom('clubs').selectAll().where('id', '=', clubId).executeTakeFirst();
}

export async function findFollowedClubIds(db: Db, userId: string): Promise<string[]> {
  return (await db.selectFrom('club_follows').select('club_id').where('user_id', '=', userId).execute()).map((r) => r.club_id);
}
