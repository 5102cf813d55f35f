/**
 * Blocking people (decision 047). A block or an unblock is named as a `user` change of the blocker: their kept
 * viewer (with `hasBlocks`) is dropped in every process, and so is every kept answer, so the blocker's next read
 * takes, or leaves, the filtering path. Viewers without blocks never read this table beyond the session's probe.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { BlockedPerson } from '../../../shared/schemas/account.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { fromFlag, nowIso } from '../../database/values.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { assertMayBlock } from './blocks.policy.ts';
import * as blocks from './blocks.repository.ts';

type Db = AppContext['db'];

export async function block(ctx: AppContext, viewer: Viewer, targetId: string): Promise<void> {
  assertMayBlock(viewer, targetId);
  await committing(ctx, async (trx) => {
    if (!(await blocks.findPerson(trx, targetId))) throw notFound(MESSAGES.personNotFound);
    await blocks.insertBlock(trx, { blocker_id: viewer.id, blocked_id: targetId, created_at: nowIso() });
    changed(trx, { type: 'user', userId: viewer.id });
  });
}

/** Unblocking someone not blocked (or unknown) is not an error: the answer is the same either way. */
export async function unblock(ctx: AppContext, viewer: Viewer, targetId: string): Promise<void> {
  await committing(ctx, async (trx) => {
    if (await blocks.deleteBlock(trx, viewer.id, targetId)) changed(trx, { type: 'user', userId: viewer.id });
  });
}

export async function listBlocked(ctx: AppContext, viewer: Viewer): Promise<BlockedPerson[]> {
  const rows = await blocks.findBlockedPeople(ctx.db, viewer.id);
  return rows.map((r) => ({ id: r.id, name: r.name, avatar: r.avatar, blockedAt: r.created_at }));
}

/**
 * The authors whose posts and comments are hidden from this viewer: null (nothing to hide, no query) for a
 * visitor and for a student who blocked no one.
 */
export async function hiddenAuthorsFor(db: Db, viewer: Viewer | null): Promise<ReadonlySet<string> | null> {
  if (!viewer?.hasBlocks) return null;
  const ids = await blocks.findBlockedIds(db, viewer.id);
  return ids.length > 0 ? new Set(ids) : null;
}

/** The facts of a post that decide what a block hides: its owner, and whether others know who that is. */
type PostFacts = { user_id: string; anonymous: number };

/**
 * Whether a block hides the post from its viewer. An anonymous post never is hidden: a post that vanished when
 * its viewer blocked someone would name its author (decisions 043, 047).
 */
export const hidesPost = (hidden: ReadonlySet<string> | null, post: PostFacts): boolean =>
  hidden !== null && !fromFlag(post.anonymous) && hidden.has(post.user_id);

/** Whether a block hides the comment; the anonymous author's own comments on their post stay, for the same reason. */
export const hidesComment = (hidden: ReadonlySet<string> | null, post: PostFacts, comment: { user_id: string }): boolean =>
  hidden !== null && hidden.has(comment.user_id) && !(fromFlag(post.anonymous) && comment.user_id === post.user_id);

/**
 * Refuses a comment from someone the post's owner blocked; the message says no more than that. An anonymous
 * post takes it (its author does not see it): a refusal would tell the commenter who wrote the post.
 */
export async function assertNotBlockedBy(db: Db, post: PostFacts, viewer: Viewer): Promise<void> {
  if (fromFlag(post.anonymous) || post.user_id === viewer.id) return;
  if (await blocks.isBlocked(db, post.user_id, viewer.id)) throw forbidden(MESSAGES.cannotCommentHere);
}

