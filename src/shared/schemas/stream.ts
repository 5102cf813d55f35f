import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PostTypeSchema } from './posts.ts';

/**
 * GET /api/stream: what a live client hears (Server-Sent Events). Each message is `event: <name>` with one
 * JSON `data:` line and an `id:` the client sends back as `Last-Event-ID` when it reconnects. Every event
 * names what changed, never a payload of private data: the client refetches what it shows, or updates a
 * count in place. A viewer hears only what they may see (their own notifications; pending and hidden
 * posts only if they are the author or an admin).
 *
 * - `post`: a post was created, edited, approved, hidden, restored or removed. `visible` says whether the
 *   public feeds now show it (approved and not hidden).
 * - `likes`: a post's like count; `mine` is present for the viewer who liked or unliked.
 * - `comments`: a post's comment count after a comment was added or removed.
 * - `registrations`: an event's registration count (its host and the registrant hear it; `mine` for the
 *   registrant).
 * - `door`: an event's door counts (checked in, holding a ticket for today) moved, or its staff list changed
 *   (its host and door staff hear it).
 * - `notifications`: the viewer's notifications changed (refetch the badge and the list).
 * - `calendar`: the viewer's personal calendar changed.
 * - `reports`: the reported posts' queue changed (admins only).
 * - `clubs`: a club's members, followers, roles or year changed (refetch what is shown of clubs); `page`: what
 *   its events' cards show of it (name, logo, status) may have changed too (refetch the posts).
 * - `reset`: the server cannot say what changed (a reconnect after too long, or a write from outside the
 *   server): refetch everything shown.
 */
export const StreamEventSchemas = {
  post: z.object({
    postId: z.string(),
    postType: PostTypeSchema,
    action: z.enum(['created', 'updated', 'status', 'removed']),
    visible: z.boolean(),
  }),
  likes: z.object({ postId: z.string(), likes: z.number().int(), mine: z.boolean().optional() }),
  comments: z.object({ postId: z.string(), comments: z.number().int() }),
  registrations: z.object({ postId: z.string(), registrations: z.number().int(), mine: z.boolean().optional() }),
  notifications: z.object({}),
  calendar: z.object({}),
  door: z.object({ postId: z.string(), holding: z.number().int(), checkedIn: z.number().int() }),
  reports: z.object({}),
  clubs: z.object({ page: z.boolean() }),
  reset: z.object({}),
} as const;

export type StreamEventName = keyof typeof StreamEventSchemas;
export type StreamEvent = {
  [K in StreamEventName]: { event: K; id: string; data: z.infer<(typeof StreamEventSchemas)[K]> };
}[StreamEventName];

/**
 * `?posts=a,b,c`: the posts the client shows. Their likes and comments are all it hears of counts (every
 * other event as before); without it, every post's. A client names what is on screen (at most `maxPosts`) and
 * reconnects with Last-Event-ID when that changes.
 */
const MAX_POSTS = 100;

export const StreamQuerySchema = z.object({
  posts: z
    .string()
    .max(MAX_POSTS * 65, MESSAGES.streamPosts)
    .transform((value, ctx) => {
      const ids = value === '' ? [] : value.split(',');
      if (ids.length > MAX_POSTS || ids.some((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id))) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.streamPosts });
        return z.NEVER;
      }
      return new Set(ids);
    })
    .optional(),
});

export const STREAM = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** How long the client waits before reconnecting (the server's `retry:`), doubled up to the maximum. */
  retryMs: 2_000,
  retryMaxMs: 30_000,
  /** The most posts a client names with `?posts=`. */
  maxPosts: MAX_POSTS,
} as const;
