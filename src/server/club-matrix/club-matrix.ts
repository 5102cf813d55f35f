/**
 * Who may do what on clubs (decision 081): every club route, as each club actor, on a club of each state. The
 * test beside it (club-matrix.test.ts) runs every row and fails on a club route the server has that no row lists.
 *
 * Actors, on the target club: a visitor (no token), its owner, an officer, a member, a follower (not a member), a
 * non-member (signed in, verified, neither), a moderator and an admin (neither in the club).
 */

export const CLUB_ACTORS = ['visitor', 'owner', 'officer', 'member', 'follower', 'nonmember', 'moderator', 'admin'] as const;
export type ClubActor = (typeof CLUB_ACTORS)[number];

/** A route is a club route when one of its path's parts is `club`, `clubs` or starts with `club-`. */
export const isClubRoute = (path: string): boolean => path.split('/').some((part) => part === 'club' || part === 'clubs' || part.startsWith('club-'));

/** What a call may need from the world the harness built for it. */
export interface ClubCallContext {
  /** The target club's slug. */
  slug: string;
  /** Unique per call. */
  unique: string;
  /** Ids the harness made: the club's owner, officer, member and a pending requester. */
  ids: Record<'owner' | 'officer' | 'member' | 'requester' | 'nonmember', string>;
  /** An approved event the target club hosts, and one a different club hosts. */
  eventId: string;
  otherClubEventId: string;
  otherClubSlug: string;
  /** A held announcement of the target club. */
  heldAnnouncementId: string;
}

export interface ClubMatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's form: /api/clubs/:slug */
  route: string;
  /** Fills the route's parameters from the context (default: `:slug` is the target club's slug). */
  params?: (c: ClubCallContext) => Record<string, string>;
  query?: string;
  body?: (c: ClubCallContext) => unknown;
  /** The answer's status code, by actor. A row that changes state is run on a fresh world per actor. */
  codes: Record<ClubActor, number>;
  /** Optional: why the row answers as it does. */
  note?: string;
}
