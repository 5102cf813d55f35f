import type { ClubActor, ClubMatrixRow } from './club-matrix.ts';

/** Every actor answers `other`, but for those named (a visitor 401 unless named). */
const codes = (other: number, named: Partial<Record<ClubActor, number>>): Record<ClubActor, number> => ({
  visitor: 401,
  owner: other,
  officer: other,
  member: other,
  follower: other,
  nonmember: other,
  moderator: other,
  admin: other,
  ...named,
});

/**
 * The club matrix's rows for club-hosted events (decision 081). The world's event is hosted by the target club; the
 * other club is approved and hosts an event of its own. Who manages registrations and the door of a club's event
 * is shown in club-events.test.ts (those routes are the events', not clubs').
 */
export const EVENTS_ROWS: ClubMatrixRow[] = [
  {
    method: 'GET',
    route: '/api/clubs/:slug/events',
    query: 'when=upcoming',
    codes: codes(200, { visitor: 200 }),
    note: "Anyone lists an approved club's approved events.",
  },
  {
    method: 'GET',
    route: '/api/events/:id/clubs',
    params: (c) => ({ id: c.eventId }),
    codes: codes(200, { visitor: 200 }),
    note: "Anyone who may see the event reads its clubs (invited ones only its managers').",
  },
  {
    method: 'POST',
    route: '/api/events/:id/clubs',
    params: (c) => ({ id: c.eventId }),
    body: (c) => ({ slug: c.otherClubSlug }),
    codes: codes(403, { owner: 200, officer: 200, admin: 200 }),
    note: "The host club's owners and officers hold the host's rights, and invite a co-host club; members and followers none.",
  },
  {
    method: 'PUT',
    route: '/api/events/:id/clubs/:slug',
    params: (c) => ({ id: c.otherClubEventId, slug: c.slug }),
    codes: codes(403, { owner: 404, officer: 404, admin: 404 }),
    note: "Only the invited club's owners and officers (or an admin) accept; here the club was not invited, so they hear that.",
  },
  {
    method: 'DELETE',
    route: '/api/events/:id/clubs/:slug',
    params: (c) => ({ id: c.eventId, slug: c.otherClubSlug }),
    codes: codes(403, { owner: 404, officer: 404, admin: 404 }),
    note: 'The host side removes a co-host club (or the club leaves); here none was invited, so the hosts hear that.',
  },
];
