import { z } from 'zod';
import { POST_TYPES } from '../../shared/vocabulary.ts';

/**
 * What a committed write changed: ids and small public facts, never private data. Every write through the
 * app emits its changes after its transaction commits (`committing`), in this process and, on PostgreSQL,
 * in every other process on the database (`postgres-bus.ts`). The caches (`cache/`) and the live stream
 * (`modules/stream`) read them; nothing else drops a kept answer.
 *
 * `visibility` is who may see the post now: everyone (`public`: approved and not hidden), or only its author
 * and admins (`pending`, `hidden`).
 */
const id = z.string().min(1).max(64);
const visibility = z.enum(['public', 'pending', 'hidden']);
const postType = z.enum(POST_TYPES);
/**
 * Only this person hears the change on the live stream (and, for a post, the reviewers): a write by a suspended
 * account, which reaches no one else (decision 067). The caches drop as for any change.
 */
const heardBy = id.optional();

export const ChangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('post'),
    action: z.enum(['created', 'updated', 'status', 'removed']),
    postId: id,
    postType,
    authorId: id,
    visibility,
    /**
     * Who could see the post before an edit or a change of status (absent: as now). A removal's `visibility` is
     * the post's as it was. The live stream names the change to whoever could see the post before or now.
     */
    was: visibility.optional(),
    /** An anonymous Consight (decision 043): its author is never told apart from anyone's, by a block either. */
    anonymous: z.boolean().optional(),
    heardBy,
  }),
  z.object({ type: z.literal('like'), postId: id, authorId: id, visibility, userId: id, liked: z.boolean(), likes: z.number().int(), heardBy }),
  z.object({ type: z.literal('comment'), postId: id, authorId: id, visibility, comments: z.number().int() }),
  z.object({ type: z.literal('report'), postId: id, userId: id }),
  /** A registration moved: the event's host, its co-hosts (decision 071) and the registrant hear it. */
  z.object({ type: z.literal('registration'), postId: id, hostId: id, cohostIds: z.array(id).max(50).optional(), userId: id, registrations: z.number().int(), heardBy }),
  /**
   * Check-in (decision 052): an event's door counts moved, or its staff list changed. The host and the door
   * staff (their accounts, read by verified email when the change was made) hear it.
   */
  z.object({
    type: z.literal('door'),
    postId: id,
    hostId: id,
    staffIds: z.array(id).max(50),
    holding: z.number().int(),
    checkedIn: z.number().int(),
    heardBy,
  }),
  z.object({ type: z.literal('notification'), userId: id }),
  /**
   * A club changed (decision 081): its members, followers, roles, invitations or year; with `page`, what its
   * events' cards show of it too (its name, logo or status). Club pages and lists are read again, and with
   * `page` the posts; nobody's session or marks depend on it.
   */
  z.object({ type: z.literal('club'), page: z.boolean() }),
  z.object({ type: z.literal('calendar'), userId: id }),
  /** A person's name, avatar or role changed, or the account is gone. */
  z.object({ type: z.literal('user'), userId: id }),
  /** Some or all of a person's sessions ended (logout, sign out everywhere, a new password). */
  z.object({ type: z.literal('sessions'), userId: id }),
  /** An email was queued: the outbox worker of every process looks for due mail. Nothing kept depends on it. */
  z.object({ type: z.literal('outbox') }),
  /** A push was queued (decision 051): the push worker of every process looks for due pushes. Nothing kept depends on it. */
  z.object({ type: z.literal('push') }),
  // Trust and safety: word filters
  /** An admin changed the word-filter list: every process drops its compiled list (decision 046). */
  z.object({ type: z.literal('word-filters') }),
  /**
   * Something was written that named no change (a script, a write outside `committing`), or changes may
   * have been missed (another writer on the SQLite file, a lost PostgreSQL connection): drop everything.
   */
  z.object({ type: z.literal('unknown') }),
]);
export type Change = z.infer<typeof ChangeSchema>;
export type PostVisibility = z.infer<typeof visibility>;

/** Who may see a post now, from its row's status and hidden flag. */
export function visibilityOf(post: { status: string; hidden: number | boolean }): PostVisibility {
  if (post.status !== 'approved') return 'pending';
  return post.hidden ? 'hidden' : 'public';
}
