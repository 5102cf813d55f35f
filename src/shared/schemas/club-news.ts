/**
 * Club news (decision 081): a club's announcements as its managers and moderators see them, and the year's
 * handover (the admin starts a year; officers confirm by its deadline; clubs left with no owner are orphaned).
 */
import { z } from 'zod';
import { AnnouncementSchema } from './clubs.ts';

/** A calendar day, `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** An announcement with why it is held (managers and moderators only; null for everyone else). */
export const ClubAnnouncementSchema = AnnouncementSchema.extend({
  holdReason: z.string().nullable(),
  authorId: z.string().nullable().optional(),
});
export type ClubAnnouncement = z.infer<typeof ClubAnnouncementSchema>;
export const ClubAnnouncementListSchema = z.array(ClubAnnouncementSchema);

/** The answer to posting: the announcement, and what the author is told (held, say). */
export const AnnouncementPostedSchema = z.object({ announcement: ClubAnnouncementSchema, notice: z.string().nullable() });
export type AnnouncementPosted = z.infer<typeof AnnouncementPostedSchema>;

export const AnnouncementRejectSchema = z.object({ reason: z.string().trim().max(500).optional() }).optional();

export const ClubYearInputSchema = z.object({ startsOn: z.string().trim().regex(DAY_PATTERN) });

export const ClubYearSchema = z.object({
  _id: z.string(),
  startsOn: z.string(),
  confirmBy: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ClubYear = z.infer<typeof ClubYearSchema>;

/** One club's progress in the year's handover. */
export const ClubYearClubSchema = z.object({
  slug: z.string(),
  name: z.string(),
  confirmBy: z.string().nullable(),
  /** Active owners and officers, and how many of them confirmed. */
  officers: z.number().int(),
  confirmed: z.number().int(),
  orphaned: z.boolean(),
});
export type ClubYearClub = z.infer<typeof ClubYearClubSchema>;

export const ClubYearProgressSchema = z.object({
  year: ClubYearSchema.nullable(),
  clubs: z.array(ClubYearClubSchema),
  /** Approved clubs with no active owner. */
  orphaned: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type ClubYearProgress = z.infer<typeof ClubYearProgressSchema>;

/** The admin names the new owner by account id, or by the email they sign in with. */
export const OwnerInputSchema = z
  .object({ userId: z.string().trim().min(1).max(64).optional(), email: z.string().trim().toLowerCase().min(3).max(254).optional() })
  .refine((v) => Boolean(v.userId ?? v.email), { message: 'Name the student by id or email.' });

export const ConfirmedSchema = z.object({ confirmed: z.literal(true), confirmBy: z.string().nullable() });
