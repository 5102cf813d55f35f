import type { ClubActor, ClubMatrixRow } from './club-matrix.ts';

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

/** The club matrix's rows for a club's attendance (decision 081): its officers see who came to its events. */
export const ATTENDANCE_ROWS: ClubMatrixRow[] = [
  { method: 'GET', route: '/api/clubs/:slug/attendance', codes: codes(403, { owner: 200, officer: 200, admin: 200 }), note: "The club's owners and officers, and the admin." },
];
