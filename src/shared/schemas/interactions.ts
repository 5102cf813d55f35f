/** Likes, comments, reports and notifications: requests and answers shared by the API and the client. */
import { z } from 'zod';
import { COMMENT_MAX, NOTIFICATION_TYPES, REPORT_REASONS } from '../vocabulary.ts';
import { MESSAGES, dateOutOfRange } from '../messages.ts';
import { isDateInRange } from '../event-days.ts';
import { pageLimit } from './common.ts';
import { CommentSchema } from './posts.ts';

export { COMMENT_MAX } from '../vocabulary.ts';

export const LikeStateSchema = z.object({ likes: z.number().int(), likedByMe: z.boolean() });
export type LikeState = z.infer<typeof LikeStateSchema>;

export const LikedPostsSchema = z.object({ likedPostIds: z.array(z.string()) });

export const CommentInputSchema = z.object({
  text: z
    .string({ error: MESSAGES.commentRequired })
    .trim()
    .min(1, { error: MESSAGES.commentRequired })
    .max(COMMENT_MAX, { error: MESSAGES.commentTooLong }),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;

export const CommentListSchema = z.array(CommentSchema);

export { REPORT_REASONS, NOTIFICATION_TYPES, type ReportReason } from '../vocabulary.ts';

export const ReportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonRequired }),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;


export const NotificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  timestamp: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  /** The post it is about, when there is one and it still exists. */
  postId: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

export const UnreadCountSchema = z.object({ count: z.number().int() });

/** PUT /api/notifications/read-through: the newest notification the caller was shown, and its timestamp then. */
export const ReadThroughSchema = z.object({
  id: z.string().min(1).max(64),
  /** When the newest shown notification was last changed, as the list gave it. */
  timestamp: z.iso
    .datetime({ offset: true, error: MESSAGES.invalidDate })
    .refine(isDateInRange, { error: dateOutOfRange })
    .transform((value) => new Date(value).toISOString()),
});
export type ReadThrough = z.infer<typeof ReadThroughSchema>;

export const PageQuerySchema = z.object({
  limit: pageLimit(20),
  cursor: z.string().max(200).optional(),
});
