import type { ClubActor, ClubMatrixRow } from './club-matrix.ts';

/** Every actor answers `other`, but for those named. */
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
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The club matrix's rows for this part of clubs (decision 081): announcements and the year's handover. */
export const NEWS_ROWS: ClubMatrixRow[] = [
  {
    method: 'POST',
    route: '/api/clubs/:slug/announcements',
    body: (c) => ({ title: `News ${c.unique}`, content: 'Our next meeting is on Friday.' }),
    codes: codes(403, { owner: 201, officer: 201 }),
    note: "Only the club's active owners and officers post; admins and moderators are not its managers.",
  },
  { method: 'GET', route: '/api/clubs/:slug/announcements', codes: codes(200, { visitor: 200 }), note: 'Anyone who may see an approved club reads its published announcements.' },
  { method: 'GET', route: '/api/moderation/club-announcements', codes: codes(403, { moderator: 200, admin: 200 }) },
  {
    method: 'PUT',
    route: '/api/moderation/club-announcements/:id/release',
    params: (c) => ({ id: c.heldAnnouncementId }),
    codes: codes(403, { moderator: 200, admin: 200 }),
  },
  {
    method: 'DELETE',
    route: '/api/moderation/club-announcements/:id',
    params: (c) => ({ id: c.heldAnnouncementId }),
    body: () => ({ reason: 'Off topic' }),
    codes: codes(403, { moderator: 200, admin: 200 }),
  },
  { method: 'POST', route: '/api/admin/club-years', body: () => ({ startsOn: inDays(2) }), codes: codes(403, { admin: 201 }) },
  { method: 'GET', route: '/api/admin/club-years/current', codes: codes(403, { admin: 200 }) },
  { method: 'POST', route: '/api/admin/club-years/close', codes: codes(403, { admin: 409 }), note: 'A fresh world has no open year: the admin is told so.' },
  {
    method: 'POST',
    route: '/api/clubs/:slug/confirm',
    codes: codes(403, { owner: 409, officer: 409 }),
    note: 'Its owners and officers may confirm, but a fresh world has no year open: nothing waits.',
  },
  {
    method: 'PUT',
    route: '/api/admin/clubs/:slug/owner',
    body: (c) => ({ userId: c.ids.member }),
    codes: codes(403, { admin: 200 }),
  },
  {
    method: 'PUT',
    route: '/api/clubs/:slug/members/:userId/alumni',
    params: (c) => ({ slug: c.slug, userId: c.ids.member }),
    codes: codes(403, { owner: 200, member: 200 }),
    note: 'An owner marks a member alumni, or the member themself.',
  },
];
