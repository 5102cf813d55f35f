import type { z } from 'zod';
import type { ProfileClub } from '../../../../shared/schemas/clubs.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The viewer's clubs, bare or as `{clubs}`: both read as the list (loaded with the call, as lib/schemas.ts does). */
const myClubsSchema = (): Promise<z.ZodType<ProfileClub[]>> =>
  Promise.all([import('../../../lib/zod-setup.ts'), import('zod'), import('../../../../shared/schemas/clubs.ts')]).then(([, { z: zod }, m]) =>
    zod.union([m.ProfileClubListSchema, zod.object({ clubs: m.ProfileClubListSchema }).transform((v) => v.clubs)]),
  );

/** The approved clubs the viewer is an owner or officer of: those they may post an event as (GET /api/users/me/clubs). */
export async function fetchManagedClubs(signal?: AbortSignal): Promise<ProfileClub[]> {
  const clubs = await apiRequest('/users/me/clubs', { schema: myClubsSchema, signal });
  return clubs.filter((c) => c.status === 'active' && c.clubStatus === 'approved' && (c.role === 'owner' || c.role === 'officer'));
}
