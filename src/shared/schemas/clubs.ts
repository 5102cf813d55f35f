/**
 * Clubs (decision 081): the wire contract between the server and the client. The server is the authority on
 * status, counts and the viewer's role; the client only reads them.
 */
import { z } from 'zod';
import { pageLimit } from './common.ts';

export const CLUB_ROLES = ['owner', 'officer', 'member', 'alumni'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];
/** Roles that manage the club and host its events. */
export const MANAGING_ROLES = ['owner', 'officer'] as const satisfies readonly ClubRole[];
export const isManagingRole = (role: string | null | undefined): boolean => role === 'owner' || role === 'officer';

export const JOIN_POLICIES = ['open', 'approval', 'invite'] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];

export const CLUB_STATUSES = ['pending', 'approved', 'rejected', 'inactive'] as const;
export type ClubStatus = (typeof CLUB_STATUSES)[number];

export const ANNOUNCEMENT_STATUSES = ['published', 'held', 'rejected'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const CLUB_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  slugMin: 3,
  slugMax: 40,
  descriptionMax: 3000,
  titleMax: 60,
  announcementTitleMax: 120,
  announcementMax: 3000,
  /** Announcements a club may post in a day. */
  announcementsPerDay: 3,
  /** A club younger than this, or with no approved event, has its announcements held for a moderator. */
  newClubDays: 30,
  inviteDays: 14,
  confirmDays: 30,
  directoryPage: 50,
} as const;

/** A club's short address: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ClubCategorySchema = z.object({ slug: z.string(), name: z.string() });
export type ClubCategory = z.infer<typeof ClubCategorySchema>;

/** The public fields a club's owner or officer writes; an approved club's edit to them waits for approval. */
export const ClubFieldsSchema = z.object({
  name: z.string().trim().min(CLUB_LIMITS.nameMin).max(CLUB_LIMITS.nameMax),
  description: z.string().trim().min(1).max(CLUB_LIMITS.descriptionMax),
  category: z.string().trim().min(1).max(40),
  /** A picture: a data URL to upload, or the `/media/...` address of one already stored; null removes it. */
  logo: z.string().max(8_000_000).nullable().optional(),
  banner: z.string().max(8_000_000).nullable().optional(),
  contactEmail: z.string().trim().max(254).nullable().optional(),
  website: z.string().trim().max(2000).nullable().optional(),
  instagram: z.string().trim().max(2000).nullable().optional(),
  chatLink: z.string().trim().max(2000).nullable().optional(),
  joinPolicy: z.enum(JOIN_POLICIES).optional(),
});
export type ClubFields = z.infer<typeof ClubFieldsSchema>;

export const ClubInputSchema = ClubFieldsSchema.extend({
  slug: z.string().trim().toLowerCase().min(CLUB_LIMITS.slugMin).max(CLUB_LIMITS.slugMax).regex(SLUG_PATTERN),
});
export type ClubInput = z.infer<typeof ClubInputSchema>;

export const ClubUpdateSchema = ClubFieldsSchema.partial();
export type ClubUpdate = z.infer<typeof ClubUpdateSchema>;

export const ClubNextEventSchema = z.object({ _id: z.string(), title: z.string(), eventStartDate: z.string().nullable() });

/** A club, as anyone who may see it sees it, with the viewer's own place in it. */
export const ClubSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  categoryName: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  chatLink: z.string().nullable(),
  joinPolicy: z.enum(JOIN_POLICIES),
  status: z.enum(CLUB_STATUSES),
  memberCount: z.number().int(),
  followerCount: z.number().int(),
  createdAt: z.string(),
  nextEvent: ClubNextEventSchema.nullable(),
  /** The viewer's role; 'requested' while their request to join waits; null when not a member. */
  role: z.enum([...CLUB_ROLES, 'requested']).nullable(),
  title: z.string().nullable(),
  following: z.boolean(),
  /** Managers only: an edit waiting for approval (the fields it changes), and the reviewer's note. */
  pendingChanges: ClubUpdateSchema.nullable().optional(),
  reviewNote: z.string().nullable().optional(),
  /** Admins and managers: whether the club's events skip review. */
  autoApproveEvents: z.boolean().optional(),
  /** Managers: the year's handover deadline when officers must confirm; and whether the viewer has confirmed. */
  confirmBy: z.string().nullable().optional(),
  confirmed: z.boolean().optional(),
});
export type Club = z.infer<typeof ClubSchema>;

/** A page of the directory: 60 clubs unless `limit` says otherwise; the next page is in a `Link` header. */
export const ClubDirectoryQuerySchema = z.object({
  category: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  limit: pageLimit(60),
  // A club's name in the cursor: 80 characters of up to four bytes each, in base64url.
  cursor: z.string().max(600).optional(),
});

export const ClubMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(CLUB_ROLES),
  title: z.string().nullable(),
  /** 'requested': waits for an officer. */
  status: z.enum(['active', 'requested']),
  joinedAt: z.string().nullable(),
  /** Managers see whether an officer has confirmed for the year. */
  confirmed: z.boolean().optional(),
});
export type ClubMember = z.infer<typeof ClubMemberSchema>;

export const MemberUpdateSchema = z.object({
  role: z.enum(CLUB_ROLES).optional(),
  title: z.string().trim().max(CLUB_LIMITS.titleMax).nullable().optional(),
  /** An officer approves a request to join. */
  approve: z.boolean().optional(),
});

export const InviteInputSchema = z.object({ email: z.string().trim().toLowerCase().max(254) });

export const AnnouncementInputSchema = z.object({
  title: z.string().trim().min(1).max(CLUB_LIMITS.announcementTitleMax),
  content: z.string().trim().min(1).max(CLUB_LIMITS.announcementMax),
  image: z.string().max(8_000_000).nullable().optional(),
});

export const AnnouncementSchema = z.object({
  _id: z.string(),
  clubSlug: z.string(),
  clubName: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  authorName: z.string().nullable(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** An event's clubs: the host club and co-host clubs (status invited until one of its officers accepts). */
export const EventClubSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  role: z.enum(['host', 'cohost']),
  status: z.enum(['invited', 'accepted']),
});
export type EventClub = z.infer<typeof EventClubSchema>;

// ---- Answers and inputs of the clubs-core routes ----

export const ClubListSchema = z.array(ClubSchema);
export const ClubCategoryListSchema = z.array(ClubCategorySchema);
export const ClubMemberListSchema = z.array(ClubMemberSchema);

export const ClubSlugParamsSchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(CLUB_LIMITS.slugMax) });
export const ClubMemberParamsSchema = ClubSlugParamsSchema.extend({ userId: z.string().min(1).max(64) });
export const ClubInviteParamsSchema = z.object({ token: z.string().min(20).max(100) });
export const ClubRejectInputSchema = z.object({ reason: z.string().trim().max(500).optional() }).optional();
export const HandoverInputSchema = z.object({ userId: z.string().min(1).max(64) });

/** The admin's settings of a club: active or not, and whether its events skip review. */
export const ClubAdminUpdateSchema = z.object({
  status: z.enum(['approved', 'inactive']).optional(),
  autoApproveEvents: z.boolean().optional(),
});

/** The reviewers' queue: new clubs, approved clubs with an edit waiting, and approved clubs left with no owner. */
export const AdminClubQueueSchema = z.object({
  pending: z.array(ClubSchema),
  pendingEdits: z.array(ClubSchema),
  orphaned: z.array(ClubSchema),
});
export type AdminClubQueue = z.infer<typeof AdminClubQueueSchema>;

/** A club a student belongs to (or asked to join), as their profile lists it. */
export const ProfileClubSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  category: z.string(),
  categoryName: z.string(),
  clubStatus: z.enum(CLUB_STATUSES),
  role: z.enum(CLUB_ROLES),
  title: z.string().nullable(),
  /** 'requested': the request to join waits for an officer (only the student sees their own). */
  status: z.enum(['active', 'requested']),
});
export type ProfileClub = z.infer<typeof ProfileClubSchema>;
export const ProfileClubListSchema = z.array(ProfileClubSchema);

/** How often a student may ask for a club, and a club's managers send invites. */
export const CLUB_WRITE_LIMITS = {
  clubs: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
  clubEdits: { max: 60, windowMs: 60 * 60 * 1000 },
  invites: { max: 50, windowMs: 24 * 60 * 60 * 1000 },
  joins: { max: 60, windowMs: 60 * 60 * 1000 },
} as const;

export const InviteAnswerSchema = z.object({ ok: z.literal(true), expiresAt: z.string() });
