/**
 * Clubs on an event (decision 081), as the host authority hears of them: every active owner or officer of the club
 * that hosts the event holds the host's rights, and those of a club that accepted to co-host it the co-host's. Read
 * from the database on every ask, like the staff list: an officer removed loses their rights at once.
 *
 * Events do not know clubs: club-events says who manages an event through its clubs, and app.ts wires it once.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';
import type { PostRow } from '../../database/post-rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** `host`: manages the club that hosts the event; `cohost`: manages a club that co-hosts it. */
export type ClubRoleOnEvent = 'host' | 'cohost';

export interface ClubHosts {
  /** The user's role on the event through its clubs, or null. */
  roleOf(db: Db, userId: string, post: Pick<PostRow, 'id' | 'club_id'>): Promise<ClubRoleOnEvent | null>;
  /** The accounts that manage the event through its clubs (host and co-host clubs), each once. */
  managerIdsOf(db: Db, postId: string): Promise<string[]>;
  /** Among these events, those the user manages through a club: one query for a page. */
  managedAmong(db: Db, userId: string, postIds: readonly string[]): Promise<string[]>;
}

const NONE: ClubHosts = {
  roleOf: async () => null,
  managerIdsOf: async () => [],
  managedAmong: async () => [],
};

let source: ClubHosts = NONE;

/** Says who manages events through clubs (app.ts, once per process). */
export function wireClubHosts(hosts: ClubHosts): void {
  source = hosts;
}

export const clubRoleOnEvent = (db: Db, userId: string, post: Pick<PostRow, 'id' | 'club_id'>): Promise<ClubRoleOnEvent | null> =>
  source.roleOf(db, userId, post);
export const clubManagerIdsOf = (db: Db, postId: string): Promise<string[]> => source.managerIdsOf(db, postId);
export const clubManagedAmong = (db: Db, userId: string, postIds: readonly string[]): Promise<string[]> =>
  postIds.length === 0 ? Promise.resolve([]) : source.managedAmong(db, userId, postIds);
