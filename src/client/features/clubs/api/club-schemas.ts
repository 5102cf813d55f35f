/**
 * The clubs' answer schemas, loaded with the first clubs call (as `lib/schemas.ts` loads the others): zod and the
 * shared contract stay out of the first load. A list may come bare or as `{clubs}`; both read as the list.
 */
import type { z } from 'zod';
import type { AdminClubQueue, Club, ClubCategory, ClubMember, ProfileClub } from './club-wire.ts';

const clubs = () => Promise.all([import('../../../lib/zod-setup.ts'), import('./club-wire.ts')]).then(([, m]) => m);

export const clubSchemas = {
  club: (): Promise<z.ZodType<Club>> => clubs().then((m) => m.ClubSchema),
  clubList: (): Promise<z.ZodType<Club[]>> => clubs().then((m) => m.ClubListSchema),
  profileClubs: (): Promise<z.ZodType<ProfileClub[]>> => clubs().then((m) => m.ProfileClubListSchema),
  categories: (): Promise<z.ZodType<ClubCategory[]>> => clubs().then((m) => m.CategoryListSchema),
  members: (): Promise<z.ZodType<ClubMember[]>> => clubs().then((m) => m.MemberListSchema),
  adminQueue: (): Promise<z.ZodType<AdminClubQueue>> => clubs().then((m) => m.AdminClubQueueSchema),
};
