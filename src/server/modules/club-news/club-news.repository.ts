/** Club news (decision 081): the SQL of announcements and the year's handover. */
import { type Insertable, type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from 'kysely';
import type { ClubAnnouncementsTable, ClubYearsTable, Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type AnnouncementRow = Selectable<ClubAnnouncementsTable>;
export type ClubYearRow = Selectable<ClubYearsTable>;

export interface AnnouncementView extends AnnouncementRow {
  club_slug: string;
  club_name: string;
  author_name: string | null;
}

const announcementViews = (db: Db) =>
  db
    .selectFrom('club_announcements')
    .innerJoin('clubs', 'clubs.id', 'club_announcements.club_id')
    .leftJoin('users', 'users.id', 'club_announcements.author_id')
    .selectAll('club_announcements')
    .select(['clubs.slug as club_slug', 'clubs.name as club_name', 'users.name as author_name']);

// ---- Announcements ----

/** Locks the club's row on PostgreSQL for the rest of the transaction (SQLite's writer lock already serialises). */
export async function lockClub(trx: Transaction<Database>, clubId: string): Promise<void> {
  const query = trx.selectFrom('clubs').select('id').where('id', '=', clubId);
  await (trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
}

export async function countAnnouncementsSince(db: Db, clubId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('club_announcements')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('club_id', '=', clubId)
    .where('created_at', '>=', since)
    .where('status', 'in', ['published', 'held'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasApprovedEvent(db: Db, clubId: string): Promise<boolean> {
  const row = await db.selectFrom('posts').select('id').where('club_id', '=', clubId).where('status', '=', 'approved').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertAnnouncement(db: Db, row: Insertable<ClubAnnouncementsTable>): Promise<void> {
  await db.insertInto('club_announcements').values(row).execute();
}

export function findAnnouncement(db: Db, id: string): Promise<AnnouncementView | undefined> {
  return announcementViews(db).where('club_announcements.id', '=', id).executeTakeFirst();
}

/** A club's announcements, newest first: the published ones, and for its managers the held and rejected too. */
export function findClubAnnouncements(db: Db, clubId: string, withUnpublished: boolean, limit: number): Promise<AnnouncementView[]> {
  let query = announcementViews(db).where('club_announcements.club_id', '=', clubId);
  if (!withUnpublished) query = query.where('club_announcements.status', '=', 'published');
  return query
    .orderBy(sql`coalesce(club_announcements.published_at, club_announcements.created_at)`, 'desc')
    .orderBy('club_announcements.id', 'desc')
    .limit(limit)
    .execute();
}

export function findHeldAnnouncements(db: Db, limit: number): Promise<AnnouncementView[]> {
  return announcementViews(db)
    .where('club_announcements.status', '=', 'held')
    .orderBy('club_announcements.created_at', 'asc')
    .orderBy('club_announcements.id', 'asc')
    .limit(limit)
    .execute();
}

/** Decides a held announcement; false when it was no longer held (another moderator came first). */
export async function decideHeld(db: Db, id: string, status: 'published' | 'rejected', reviewerId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('club_announcements')
    .set({ status, reviewed_by: reviewerId, reviewed_at: now, ...(status === 'published' ? { published_at: now } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- The year's handover ----

export function findOpenYear(db: Db): Promise<ClubYearRow | undefined> {
  return db.selectFrom('club_years').selectAll().where('closed_at', 'is', null).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

export function findLatestYear(db: Db): Promise<ClubYearRow | undefined> {
  return db.selectFrom('club_years').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function closeOpenYears(db: Db, now: string): Promise<void> {
  await db.updateTable('club_years').set({ closed_at: now }).where('closed_at', 'is', null).execute();
}

export async function insertYear(db: Db, row: Insertable<ClubYearsTable>): Promise<void> {
  await db.insertInto('club_years').values(row).execute();
}

/** Every approved club asks its officers to confirm by `confirmBy`; their earlier confirmations are cleared. Answers the clubs' ids. */
export async function askApprovedClubs(db: Db, confirmBy: string): Promise<string[]> {
  const clubs = await db.selectFrom('clubs').select('id').where('status', '=', 'approved').execute();
  const ids = clubs.map((c) => c.id);
  if (ids.length === 0) return [];
  await db.updateTable('clubs').set({ confirm_by: confirmBy }).where('id', 'in', ids).execute();
  await db
    .updateTable('club_members')
    .set({ confirmed_at: null })
    .where('club_id', 'in', ids)
    .where('status', '=', 'active')
    .where('role', 'in', ['owner', 'officer'])
    .execute();
  return ids;
}

export interface OfficerRow {
  user_id: string;
  club_id: string;
  club_slug: string;
  club_name: string;
}

/** The active owners and officers of these clubs. */
export function findOfficers(db: Db, clubIds: readonly string[]): Promise<OfficerRow[]> {
  if (clubIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('club_members')
    .innerJoin('clubs', 'clubs.id', 'club_members.club_id')
    .select(['club_members.user_id', 'club_members.club_id', 'clubs.slug as club_slug', 'clubs.name as club_name'])
    .where('club_members.club_id', 'in', [...clubIds])
    .where('club_members.status', '=', 'active')
    .where('club_members.role', 'in', ['owner', 'officer'])
    .orderBy('club_members.club_id')
    .orderBy('club_members.user_id')
    .execute();
}

export interface YearClubRow {
  slug: string;
  name: string;
  confirm_by: string | null;
  officers: string | number;
  confirmed: string | number;
  owners: string | number;
}

/** Each approved club's officers and owners, how many confirmed, and how many active owners it has. */
export function findYearProgress(db: Db): Promise<YearClubRow[]> {
  return db
    .selectFrom('clubs')
    .select((eb) => [
      'clubs.slug',
      'clubs.name',
      'clubs.confirm_by',
      eb
        .selectFrom('club_members')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('club_members.club_id', '=', 'clubs.id')
        .where('club_members.status', '=', 'active')
        .where('club_members.role', 'in', ['owner', 'officer'])
        .as('officers'),
      eb
        .selectFrom('club_members')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('club_members.club_id', '=', 'clubs.id')
        .where('club_members.status', '=', 'active')
        .where('club_members.role', 'in', ['owner', 'officer'])
        .where('club_members.confirmed_at', 'is not', null)
        .as('confirmed'),
      eb
        .selectFrom('club_members')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('club_members.club_id', '=', 'clubs.id')
        .where('club_members.status', '=', 'active')
        .where('club_members.role', '=', 'owner')
        .as('owners'),
    ])
    .where('clubs.status', '=', 'approved')
    .orderBy(sql`lower(clubs.name)`)
    .limit(1000)
    .execute() as Promise<YearClubRow[]>;
}

export async function confirmOfficer(db: Db, clubId: string, userId: string, now: string): Promise<void> {
  await db.updateTable('club_members').set({ confirmed_at: now }).where('club_id', '=', clubId).where('user_id', '=', userId).execute();
}

/** Clubs whose last day to confirm is before `today` (or every asked club, when closing early). */
export function findDueClubs(db: Db, today: string | null): Promise<{ id: string; slug: string; name: string; status: string }[]> {
  let query = db.selectFrom('clubs').select(['id', 'slug', 'name', 'status']).where('confirm_by', 'is not', null);
  if (today) query = query.where('confirm_by', '<', today);
  return query.orderBy('id').limit(1000).execute();
}

export async function anyClubAsked(db: Db): Promise<boolean> {
  return (await db.selectFrom('clubs').select('id').where('confirm_by', 'is not', null).limit(1).executeTakeFirst()) !== undefined;
}

/** The club's owners and officers who did not confirm become members; answers who. */
export async function demoteUnconfirmed(db: Db, clubId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('club_members')
    .select('user_id')
    .where('club_id', '=', clubId)
    .where('status', '=', 'active')
    .where('role', 'in', ['owner', 'officer'])
    .where('confirmed_at', 'is', null)
    .execute();
  const ids = rows.map((r) => r.user_id);
  if (ids.length > 0) await db.updateTable('club_members').set({ role: 'member' }).where('club_id', '=', clubId).where('user_id', 'in', ids).execute();
  return ids;
}

export async function clearConfirmBy(db: Db, clubId: string): Promise<void> {
  await db.updateTable('clubs').set({ confirm_by: null }).where('id', '=', clubId).execute();
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

export async function adminIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('is_admin', '=', 1).where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map((r) => r.id);
}

// ---- Members ----

export function findMember(db: Db, clubId: string, userId: string) {
  return db.selectFrom('club_members').selectAll().where('club_id', '=', clubId).where('user_id', '=', userId).executeTakeFirst();
}

export function findStudent(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email_verified_at', 'deleted_at']).where('id', '=', userId).executeTakeFirst();
}

export function findStudentByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'name', 'email_verified_at', 'deleted_at']).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function setRole(db: Db, clubId: string, userId: string, role: string, confirmedAt: string | null): Promise<void> {
  await db.updateTable('club_members').set({ role, confirmed_at: confirmedAt }).where('club_id', '=', clubId).where('user_id', '=', userId).execute();
}

/** Makes the user an active member with this role (a request to join becomes the membership). */
export async function upsertMember(db: Db, clubId: string, userId: string, role: string, now: string): Promise<void> {
  await db
    .insertInto('club_members')
    .values({ club_id: clubId, user_id: userId, role, status: 'active', created_at: now, joined_at: now, confirmed_at: now, title: null })
    .onConflict((oc) => oc.columns(['club_id', 'user_id']).doUpdateSet({ role, status: 'active', joined_at: now, confirmed_at: now }))
    .execute();
}

export async function ensureFollow(db: Db, clubId: string, userId: string, now: string): Promise<void> {
  await db.insertInto('club_follows').values({ club_id: clubId, user_id: userId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
}


/** The clubs this person is an active owner of, with their status. */
export function findOwnedClubs(db: Db, userId: string): Promise<{ id: string; slug: string; name: string; status: string }[]> {
  return db
    .selectFrom('club_members')
    .innerJoin('clubs', 'clubs.id', 'club_members.club_id')
    .select(['clubs.id', 'clubs.slug', 'clubs.name', 'clubs.status'])
    .where('club_members.user_id', '=', userId)
    .where('club_members.role', '=', 'owner')
    .where('club_members.status', '=', 'active')
    .orderBy('clubs.id')
    .execute();
}

/**
 * A deleted account's ties to clubs: its memberships (any role or state) and follows go, and invitations to its
 * address still open are revoked (the address is free to sign up with again). Answers the clubs it was in or followed.
 */
export async function removeClubTiesOf(db: Db, userId: string, email: string, now: string): Promise<string[]> {
  const left = await db.deleteFrom('club_members').where('user_id', '=', userId).returning('club_id').execute();
  const unfollowed = await db.deleteFrom('club_follows').where('user_id', '=', userId).returning('club_id').execute();
  await db
    .updateTable('club_invites')
    .set({ revoked_at: now })
    .where('email', '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  return [...new Set([...left, ...unfollowed].map((row) => row.club_id))].sort();
}
