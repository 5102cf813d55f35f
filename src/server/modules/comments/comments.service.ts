/**
 * Comments. Adding one is one transaction: the row, the post's counter (in SQL) and the post author's
 * notification. The answer is the post's full comment list, oldest first (SPEC §7).
 */
import type { CommentInput } from '../../../shared/schemas/interactions.ts';
import type { Comment } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { visibilityOf } from '../../changes/change.ts';
import { changed, committing } from '../../changes/committing.ts';
import { newId, nowIso } from '../../database/values.ts';
import { decodePosition, type Page, toPage } from '../../lib/paging.ts';
import { notificationTexts, notify } from '../notifications/notifications.service.ts';
import { assertMayContribute } from '../auth/auth.policy.ts';
import { assertNotBlockedBy, hiddenAuthorsFor } from '../blocks/blocks.service.ts';
import * as policy from '../posts/posts.policy.ts';
import { presentComment } from '../posts/posts.presenter.ts';
import { findVisiblePost, setCommentsClosed, type PostRow } from '../posts/posts.service.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { fromFlag } from '../../database/values.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import * as comments from './comments.repository.ts';

type Db = AppContext['db'];

/** The post if the viewer may see it; a student does not find the post of someone they blocked (decision 047). */
async function visiblePost(db: Db, viewer: Viewer | null, postId: string): Promise<PostRow> {
  const post = await findVisiblePost(db, viewer, postId);
  if (viewer && !viewer.isAdmin && (await hiddenAuthorsFor(db, viewer))?.has(post.user_id)) throw notFound(MESSAGES.postNotFound);
  return post;
}

export async function addComment(ctx: AppContext, viewer: Viewer, postId: string, input: CommentInput): Promise<Comment[]> {
  assertMayContribute(viewer);
  // A comment moves the post's counter and changes nobody's marks (decision 018).
  return committing(ctx, async (trx) => {
    const post = await visiblePost(trx, viewer, postId);
    // Decision 047: a closed post takes no new comment; nor does the post of someone who blocked the commenter.
    if (fromFlag(post.comments_closed)) throw forbidden(MESSAGES.commentsClosedRefusal);
    await assertNotBlockedBy(trx, post.user_id, viewer);
    await comments.insertComment(trx, { id: newId(), post_id: postId, user_id: viewer.id, text: input.text, created_at: nowIso() });
    await comments.bumpCommentCount(trx, postId);
    if (!policy.isOwner(viewer, post)) {
      await notify(trx, {
        userId: post.user_id,
        message: notificationTexts.commentedOnYourPost(viewer.name, post.title),
        type: 'info',
        postId,
      });
    }
    const rows = await comments.findComments(trx, postId, null);
    changed(trx, { type: 'comment', postId, authorId: post.user_id, visibility: visibilityOf(post), comments: rows.length });
    const hidden = await hiddenAuthorsFor(trx, viewer);
    return (hidden ? rows.filter((c) => !hidden.has(c.user_id)) : rows).map(presentComment);
  });
}

export async function listComments(
  ctx: AppContext,
  viewer: Viewer | null,
  postId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<Comment>> {
  const after = query.cursor ? decodePosition(query.cursor) : null;
  await visiblePost(ctx.db, viewer, postId);
  const { rows, next } = toPage(await comments.findComments(ctx.db, postId, after, query.limit + 1), query.limit);
  // The comments of people the viewer blocked are left out (decision 047): the page may be shorter, its next link still leads on.
  const hidden = await hiddenAuthorsFor(ctx.db, viewer);
  return { items: (hidden ? rows.filter((c) => !hidden.has(c.user_id)) : rows).map(presentComment), next };
}

/** Closes or opens a post's comments (decision 047): its owner or an admin. Existing comments stay. */
export async function closeComments(ctx: AppContext, viewer: Viewer, postId: string, closed: boolean): Promise<{ commentsClosed: boolean }> {
  await committing(ctx, async (trx) => {
    const post = await visiblePost(trx, viewer, postId);
    if (!policy.canCloseComments(viewer, post)) throw forbidden(MESSAGES.cannotCloseComments);
    await setCommentsClosed(trx, post, closed);
  });
  return { commentsClosed: closed };
}
