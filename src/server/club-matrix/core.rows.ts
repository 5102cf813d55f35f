import type { ClubActor, ClubMatrixRow } from './club-matrix.ts';

/** Every signed-in actor answers `other`, the visitor 401, but for those named. */
const codes = (other: number, named: Partial<Record<ClubActor, number>> = {}): Record<ClubActor, number> => ({
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
/** Anyone, signed in or not. */
const everyone = (status: number) => codes(status, { visitor: status });
const managers = (status: number) => codes(403, { owner: status, officer: status });

/**
 * The club matrix's rows for clubs, their review, members, invitations and following (decision 081). The target
 * club is approved, takes members by approval, and has an edit waiting for review.
 */
export const CORE_ROWS: ClubMatrixRow[] = [
  {
    method: 'POST',
    route: '/api/clubs',
    body: (c) => ({ slug: `new-${c.unique}`, name: `New Club ${c.unique}`, description: 'Asked for in the matrix.', category: 'cultural' }),
    codes: codes(201),
    note: 'Any verified student asks for a club, and owns it while it waits.',
  },
  { method: 'GET', route: '/api/clubs', query: 'category=technical&q=matrix', codes: everyone(200) },
  { method: 'GET', route: '/api/club-categories', codes: everyone(200) },
  { method: 'GET', route: '/api/clubs/:slug', codes: everyone(200), note: 'An approved club is public.' },
  { method: 'PUT', route: '/api/clubs/:slug', body: () => ({ description: 'Edited in the matrix.' }), codes: managers(200), note: 'Reviewers review edits; they do not write them.' },
  { method: 'PUT', route: '/api/clubs/:slug/follow', codes: codes(200) },
  { method: 'DELETE', route: '/api/clubs/:slug/follow', codes: codes(200), note: 'Idempotent: one who does not follow is answered the club.' },
  { method: 'GET', route: '/api/users/me/clubs', codes: codes(200) },
  { method: 'GET', route: '/api/users/:id/clubs', params: (c) => ({ id: c.ids.officer }), codes: everyone(200) },
  { method: 'GET', route: '/api/admin/clubs', codes: codes(403, { moderator: 200, admin: 200 }) },
  { method: 'PUT', route: '/api/admin/clubs/:slug/approve', codes: codes(403, { moderator: 200, admin: 200 }), note: "Applies the club's waiting edit." },
  { method: 'DELETE', route: '/api/admin/clubs/:slug/reject', body: () => ({ reason: 'Not now.' }), codes: codes(403, { moderator: 200, admin: 200 }) },
  { method: 'PUT', route: '/api/admin/clubs/:slug', body: () => ({ autoApproveEvents: true }), codes: codes(403, { admin: 200 }), note: 'The admin alone.' },
  {
    method: 'POST',
    route: '/api/clubs/:slug/join',
    codes: codes(200, { owner: 409, officer: 409, member: 409 }),
    note: 'Others ask to join (the club takes members by approval); members are told they are in.',
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/leave',
    codes: codes(409, { officer: 200, member: 200 }),
    note: 'The only owner hands over first; one who is not a member has nothing to leave.',
  },
  { method: 'GET', route: '/api/clubs/:slug/members', codes: everyone(200) },
  {
    method: 'PUT',
    route: '/api/clubs/:slug/members/:userId',
    params: (c) => ({ slug: c.slug, userId: c.ids.member }),
    body: () => ({ title: 'Photographer' }),
    codes: managers(200),
  },
  { method: 'DELETE', route: '/api/clubs/:slug/members/:userId', params: (c) => ({ slug: c.slug, userId: c.ids.member }), codes: managers(200) },
  { method: 'POST', route: '/api/clubs/:slug/handover', body: (c) => ({ userId: c.ids.officer }), codes: codes(403, { owner: 200 }) },
  { method: 'POST', route: '/api/clubs/:slug/invites', body: (c) => ({ email: `invitee-${c.unique}@campus.test` }), codes: managers(200) },
  {
    method: 'POST',
    route: '/api/club-invites/:token/accept',
    params: () => ({ token: 'n0t-a-real-invitation-token-of-the-matrix' }),
    codes: codes(404),
    note: 'An invitation is its token: one not issued is not found, for everyone signed in.',
  },
];
