/**
 * Comments. Adding one is one transaction: the row, the post's counter (in SQL) and the post author's
 * notification. The answer is the post's full comment list, oldest first (SPEC §7).
 */
import type { CommentInput } from '../../../shared/schemas/interactions.ts';
import type { Comment } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { visibilityOf } from '../../changes/change.ts';
import { changed, committing } from '../../changes/committing.ts';
import { fromFlag, isoIn, newId, nowIso } from '../../database/values.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { MESSAGES, notices } from '../../../shared/messages.ts';
import type { CaughtComment } from '../../../shared/schemas/word-filters.ts';
import { decodePosition, type Page, toPage } from '../../lib/paging.ts';
import { notify } from '../notifications/notifications.service.ts';
import { assertMayContribute } from '../auth/auth.policy.ts';
import { assertNotBlockedBy, hiddenAuthorsFor, hidesComment, hidesPost } from '../blocks/blocks.service.ts';
import * as policy from '../posts/posts.policy.ts';
import { presentComment } from '../posts/posts.presenter.ts';
import { findPostRow, findVisiblePost, setCommentsClosed, type PostRow } from '../posts/posts.service.ts';
import { mayReviewCaught } from '../word-filters/word-filters.policy.ts';
import { screen } from '../word-filters/word-filters.service.ts';
import * as comments from './comments.repository.ts';
import { presentCaughtComment } from './comments.presenter.ts';

type Db = AppContext['db'];

/**
 * The post if the viewer may see it, with whom the viewer blocked (read once; null for most viewers): a student
 * does not find the post of someone they blocked (decision 047).
 */
async function visiblePost(db: Db, viewer: Viewer | null, postId: string): Promise<{ post: PostRow; hidden: ReadonlySet<string> | null }> {
  const post = await findVisiblePost(db, viewer, postId);
  const hidden = await hiddenAuthorsFor(db, viewer);
  if (viewer && !viewer.isAdmin && hidesPost(hidden, post)) throw notFound(MESSAGES.postNotFound);
  return { post, hidden };
}

/** How long the same text from the same author on the same post counts as the same comment sent again. */
const REPEAT_WINDOW_MS = 60_000;

export async function addComment(ctx: AppContext, viewer: Viewer, postId: string, input: CommentInput): Promise<Comment[]> {
  assertMayContribute(viewer, ctx.config.campus);
  // The word filter (decision 046): a block refuses here; a hold keeps the comment from everyone but its author.
  const caught = await screen(ctx, viewer, [input.text]);
  const held = caught === 'hold';
  // A comment moves the post's counter and changes nobody's marks (decision 018).
  return committing(ctx, async (trx) => {
    const { post, hidden } = await visiblePost(trx, viewer, postId);
    // Decision 047: a closed post takes no new comment; nor does the post of someone who blocked the commenter.
    if (fromFlag(post.comments_closed)) throw forbidden(MESSAGES.commentsClosedRefusal);
    await assertNotBlockedBy(trx, post, viewer);
    // One comment sent twice (a retry after an answer lost on a flaky connection, a queue sent again as the
    // connection returns) is one comment: the same text by the same author on the same post within a minute is
    // answered with the list and not written again (as Discourse refuses a post identical to a recent one).
    await comments.lockPostForComment(trx, postId);
    const repeated = await comments.hasSameRecentComment(trx, postId, viewer.id, input.text, isoIn(-REPEAT_WINDOW_MS));
    if (!repeated) {
      await comments.insertComment(trx, {
        id: newId(),
        post_id: postId,
        user_id: viewer.id,
        text: input.text,
        created_at: nowIso(),
        held: held ? 1 : 0,
        flagged: caught === 'flag' ? 1 : 0,
      });
      if (!held) await comments.bumpCommentCount(trx, postId);
      if (!held && !policy.isOwner(viewer, post)) {
        await notify(trx, {
          userId: post.user_id,
          said: notices.commentedOnYourPost(viewer.name, post.title),
          type: 'info',
          postId,
          push: { kind: 'post-comment' },
        });
      }
    }
    const rows = await comments.findComments(trx, postId, null, undefined, viewer.id);
    const shown = rows.filter((c) => !fromFlag(c.held ?? 0)).length;
    if (!repeated) changed(trx, { type: 'comment', postId, authorId: post.user_id, visibility: visibilityOf(post), comments: shown });
    return rows.filter((c) => !hidesComment(hidden, post, c)).map((comment) => presentComment(comment, post));
  });
}

export async function listComments(
  ctx: AppContext,
  viewer: Viewer | null,
  postId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<Comment>> {
  const after = query.cursor ? decodePosition(query.cursor) : null;
  const { post, hidden } = await visiblePost(ctx.db, viewer, postId);
  const { rows, next } = toPage(await comments.findComments(ctx.db, postId, after, query.limit + 1, viewer?.id ?? null), query.limit);
  // The comments of people the viewer blocked are left out (decision 047): the page may be shorter, its next link still leads on.
  return { items: rows.filter((c) => !hidesComment(hidden, post, c)).map((comment) => presentComment(comment, post)), next };
}

// ---- the word filter's catches (decision 046) ----

const CAUGHT_MAX = 200;

function assertReviewer(viewer: Viewer): void {
  if (!mayReviewCaught(viewer)) throw forbidden(MESSAGES.adminOnly);
}

/** Comments the word filter held or flagged, oldest first, for the people who review them. */
export async function listCaughtComments(ctx: AppContext, viewer: Viewer): Promise<CaughtComment[]> {
  assertReviewer(viewer);
  return (await comments.findCaughtComments(ctx.db, CAUGHT_MAX)).map(presentCaughtComment);
}

/** Approves a held (or flagged) comment: a held one is shown and counted from now on. */
export async function approveCaughtComment(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  assertReviewer(viewer);
  await committing(ctx, async (trx) => {
    const row = await comments.findCommentRow(trx, id);
    if (!row || !(await comments.clearCaught(trx, id))) throw notFound(MESSAGES.heldCommentNotFound);
    const post = await findPostRow(trx, row.post_id);
    if (!post) throw notFound(MESSAGES.heldCommentNotFound);
    if (fromFlag(row.held)) await comments.bumpCommentCount(trx, row.post_id);
    changed(trx, { type: 'comment', postId: post.id, authorId: post.user_id, visibility: visibilityOf(post), comments: await comments.countShownComments(trx, post.id) });
  });
}

/** Removes a comment the word filter caught. */
export async function removeCaughtComment(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  assertReviewer(viewer);
  await committing(ctx, async (trx) => {
    const row = await comments.findCommentRow(trx, id);
    if (!row || !(fromFlag(row.held) || fromFlag(row.flagged))) throw notFound(MESSAGES.heldCommentNotFound);
    const post = await findPostRow(trx, row.post_id);
    await comments.deleteComment(trx, id);
    if (!fromFlag(row.held)) await comments.bumpCommentCount(trx, row.post_id, -1);
    if (post) {
      changed(trx, { type: 'comment', postId: post.id, authorId: post.user_id, visibility: visibilityOf(post), comments: await comments.countShownComments(trx, post.id) });
    }
  });
}

/** Closes or opens a post's comments (decision 047): its owner or an admin. Existing comments stay. */
export async function closeComments(ctx: AppContext, viewer: Viewer, postId: string, closed: boolean): Promise<{ commentsClosed: boolean }> {
  await committing(ctx, async (trx) => {
    const { post } = await visiblePost(trx, viewer, postId);
    if (!policy.canCloseComments(viewer, post)) throw forbidden(MESSAGES.cannotCloseComments);
    await setCommentsClosed(trx, post, closed, viewer);
  });
  return { commentsClosed: closed };
}
