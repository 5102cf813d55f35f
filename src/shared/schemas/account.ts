import { z } from 'zod';

/*
 * Your account (decision 047): your sessions, the people you blocked, closing comments on your post.
 */

/** One of your signed-in sessions. `id` names it for signing it out; it is not its token and cannot sign anyone in. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android"; null when the browser did not say. */
  device: z.string().nullable(),
  createdAt: z.string(),
  /** When it was last used, to within ten minutes (a session is touched at most that often). */
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionListSchema = z.array(AccountSessionSchema);

export const SessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Someone you blocked. */
export const BlockedPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof BlockedPersonSchema>;
export const BlockedPersonListSchema = z.array(BlockedPersonSchema);

export const UserIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** PUT /api/posts/:id/comments-closed */
export const CommentsClosedInputSchema = z.object({ closed: z.boolean() });
export type CommentsClosedInput = z.infer<typeof CommentsClosedInputSchema>;
export const CommentsClosedSchema = z.object({ commentsClosed: z.boolean() });
