/**
 * Who someone is in a club (decision 081): the small read-only answers other parts of the server build on (the host
 * authority, announcements, the year's handover, the feed). Thin: the SQL is in clubs.repository.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';
import type { ClubRole } from '../../../shared/schemas/clubs.ts';
import * as repo from './clubs.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type { ClubRow } from './clubs.repository.ts';

/** The club at this address, whatever its status; undefined when there is none. */
export function clubBySlug(db: Db, slug: string): Promise<repo.ClubRow | undefined> {
  return repo.findClubBySlug(db, slug);
}

/**
 * The user's active role in the club, or null when they are not an active member. An alumnus keeps their history
 * but no rights: 'alumni' answers null here.
 */
export async function clubRoleOf(db: Db, clubId: string, userId: string | null | undefined): Promise<Exclude<ClubRole, 'alumni'> | null> {
  if (!userId) return null;
  const membership = await repo.findMembership(db, clubId, userId);
  if (!membership || membership.status !== 'active') return null;
  const role = membership.role;
  return role === 'owner' || role === 'officer' || role === 'member' ? role : null;
}

/** The approved clubs where the user is an active owner or officer (those they may host events for). */
export function managedClubIds(db: Db, userId: string): Promise<string[]> {
  return repo.findManagedClubIds(db, userId);
}

/** Who hears a club's news: its followers and its active members (not alumni, not requests), each once. */
export function followerIdsOf(db: Db, clubId: string): Promise<string[]> {
  return repo.findFollowerIds(db, clubId);
}

/**
 * Counts the club's active members (alumni left out) and followers afresh. The one write here: a part that changes
 * memberships itself (the year's handover, alumni) calls it in the same transaction, so the counts stay true.
 */
export function refreshClubCounts(db: Db, clubId: string): Promise<void> {
  return repo.refreshCounts(db, clubId);
}
