/**
 * The answers the clubs' screens read, built on the shared contract (`shared/schemas/clubs.ts`). Loaded lazily
 * through `club-schemas.ts`; its types are free to import anywhere.
 */
import { z } from 'zod';
import { ClubCategorySchema, ClubSchema, ClubMemberSchema, type Club, type ClubCategory, type ClubMember } from '../../../../shared/schemas/clubs.ts';

export { ClubSchema, type Club, type ClubCategory, type ClubMember };

/** A list answered bare, or inside an object under `key`. */
function listOf<T extends z.ZodType>(item: T, key: string) {
  const list = z.array(item);
  return z.union([list, z.object({ [key]: list }).transform((wrapped) => wrapped[key] as z.infer<typeof list>)]);
}

export const ClubListSchema = listOf(ClubSchema, 'clubs');
export const CategoryListSchema = listOf(ClubCategorySchema, 'categories');
export const MemberListSchema = listOf(ClubMemberSchema, 'members');

/** A club on a student's profile: where they belong, with their role and title. */
export const ProfileClubSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable().optional(),
  categoryName: z.string().optional(),
  role: z.string().nullable(),
  title: z.string().nullable().optional(),
  /** 'requested' while the request to join waits. */
  status: z.string().optional(),
});
export type ProfileClub = z.infer<typeof ProfileClubSchema>;
export const ProfileClubListSchema = listOf(ProfileClubSchema, 'clubs');

/** The admin's queue: new clubs, approved clubs with an edit waiting, and clubs left with no owner. */
export const AdminClubQueueSchema = z.object({
  pending: z.array(ClubSchema).default([]),
  pendingEdits: z.array(ClubSchema).default([]),
  orphaned: z.array(ClubSchema).default([]),
});
export type AdminClubQueue = z.infer<typeof AdminClubQueueSchema>;
