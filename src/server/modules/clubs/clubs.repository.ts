/**
 * Clubs' SQL (decision 081): clubs, their members, invites and followers. The only file of the module that
 * speaks to the database.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
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
