import { z } from 'zod';
import { REVEAL_REASON_MAX } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { AUDIT_ACTIONS } from '../vocabulary.ts';

const reviewedVersion = { error: MESSAGES.reviewedVersionInvalid };
const VERSION_MAX = 2_147_483_647;

/**
 * Approve and reject decide the event as it stands (SPEC §7 names no version), or the version the admin reviewed
 * (its `version`, as the pending list showed it) when they name it: then a post edited since is not decided.
 * Strict, so a misspelt parameter is refused rather than taken for "as it stands".
 */
export const ReviewQuerySchema = z.strictObject(
  {
    version: z.coerce
      .number(reviewedVersion)
      .int(reviewedVersion)
      .min(1, reviewedVersion)
      .max(VERSION_MAX, reviewedVersion)
      .optional()
      .describe('The version of the event the admin reviewed; left out, the event is decided as it stands.'),
  },
  reviewedVersion,
);

/**
 * The versions an If-Match header names: a post's `version` as an entity tag, `"3"` (or bare, `3`), several
 * separated by commas; `'*'` for any; null when it names none (a weak tag never matches a version).
 */
export function ifMatchVersions(header: string): readonly number[] | '*' | null {
  const value = header.trim();
  if (value === '*') return '*';
  const versions: number[] = [];
  for (const tag of value.split(',')) {
    const digits = /^\s*(?:"(\d{1,10})"|(\d{1,10}))\s*$/.exec(tag);
    const version = Number(digits?.[1] ?? digits?.[2]);
    if (!Number.isInteger(version) || version < 1 || version > VERSION_MAX) return null;
    versions.push(version);
  }
  return versions;
}

/** Approve and reject also take the reviewed version as If-Match (`"3"`, `3`, or `*`), as HTTP's conditional requests do. */
export const ReviewHeadersSchema = z.looseObject({
  'if-match': z
    .string()
    .refine((value) => ifMatchVersions(value) !== null, { error: MESSAGES.reviewIfMatchInvalid })
    .optional()
    .describe('The version of the event the admin reviewed, as "3", or *; a stale one is refused like a stale version.'),
});

export const AdminStatsSchema = z.object({
  users: z.number().int(),
  posts: z.number().int(),
  pendingEvents: z.number().int(),
  reportedPosts: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

const PersonSchema = z.object({ _id: z.string(), name: z.string() });

/** One open report of a post. */
export const ReportEntrySchema = z.object({
  _id: z.string(),
  reason: z.string(),
  timestamp: z.string(),
  reporter: PersonSchema,
});

/**
 * SPEC §3/§7's reported-posts item, one per reported post: the newest report's `_id`, `reportReason`,
 * `timestamp` and reporter, `postId` as the post, plus every open report and their count.
 */
export const ReportedPostSchema = z.object({
  _id: z.string(),
  reportReason: z.string(),
  timestamp: z.string(),
  reporter: PersonSchema,
  reportCount: z.number().int(),
  reports: z.array(ReportEntrySchema),
  postId: z.object({
    _id: z.string(),
    title: z.string(),
    content: z.string(),
    type: z.string(),
    status: z.enum(['pending', 'approved']),
    hidden: z.boolean(),
    images: z.array(z.string()),
    timestamp: z.string(),
    /** An anonymous Consight's author is its pseudonym (`_id` empty) until an admin reveals it (decision 043). */
    author: PersonSchema,
    anonymous: z.boolean(),
  }),
  /** Why the post is hidden when reports hid it without an admin (decision 045); null otherwise. */
  autoHidden: z
    .object({ timestamp: z.string(), reports: z.number().int(), weight: z.number(), threshold: z.number().int() })
    .nullable()
    .default(null),
  /**
   * The word filter flagged the post (decision 046). A flagged post no open report lists is here too, with no
   * reports (`reportCount` 0, `reporter` empty, `reportReason` "Flagged by the word filter").
   */
  flaggedByFilter: z.boolean().default(false),
});
export type ReportedPost = z.infer<typeof ReportedPostSchema>;
export const ReportedPostListSchema = z.array(ReportedPostSchema);

export { AUDIT_ACTIONS, type AuditAction } from '../vocabulary.ts';

export const AuditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: PersonSchema.nullable(),
  postId: z.string().nullable(),
  postTitle: z.string().nullable(),
  detail: z.string().nullable(),
  timestamp: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditEntryListSchema = z.array(AuditEntrySchema);

/**
 * An email the admin should know about (decision 040): `failed` (no more attempts) or `retrying` (an attempt
 * failed; the next is at `nextAttemptAt`). `lastError` is the server's answer, short and without secrets.
 */
export const FailedEmailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(['failed', 'retrying']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type FailedEmail = z.infer<typeof FailedEmailSchema>;
export const FailedEmailListSchema = z.array(FailedEmailSchema);

/**
 * DELETE /api/users/admin/delete-post/:id: why the post goes (one of MESSAGES.removalReasons, or the admin's
 * own words), shown to its author in the email; optional, and the body may be left out.
 */
export const RemovalInputSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(300, { error: MESSAGES.removalReasonTooLong })
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .optional();
export type RemovalInput = z.infer<typeof RemovalInputSchema>;

// ---- Anonymous Consights (decision 043) ----

/** POST /api/admin/posts/:id/reveal-author: why the admin needs to know who wrote an anonymous post. */
export const RevealInputSchema = z.object({
  reason: z
    .string({ error: MESSAGES.revealReasonRequired })
    .trim()
    .min(1, { error: MESSAGES.revealReasonRequired })
    .max(REVEAL_REASON_MAX, { error: MESSAGES.revealReasonTooLong }),
});
export type RevealInput = z.infer<typeof RevealInputSchema>;

/** Who wrote the anonymous post: for the admin who asked, and written to the audit log with the reason. */
export const RevealedAuthorSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type RevealedAuthor = z.infer<typeof RevealedAuthorSchema>;
/** PUT /api/users/admin/dismiss-reports/:id (decision 044): an optional note the reporters read; the body may be left out. */
export const DismissInputSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(300, { error: MESSAGES.dismissNoteTooLong })
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .optional();
export type DismissInput = z.infer<typeof DismissInputSchema>;
