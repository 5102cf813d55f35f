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
import * as policy from '../posts/posts.policy.ts';
import { presentComment } from '../posts/posts.presenter.ts';
import { findVisiblePost, type PostRow } from '../posts/posts.service.ts';
import * as comments from './comments.repository.ts';

type Db = AppContext['db'];

const visiblePost = (db: Db, viewer: Viewer | null, postId: string): Promise<PostRow> => findVisiblePost(db, viewer, postId);

export async function addComment(ctx: AppContext, viewer: Viewer, postId: string, input: CommentInput): Promise<Comment[]> {
  assertMayContribute(viewer, ctx.config.campus);
  // A comment moves the post's counter and changes nobody's marks (decision 018).
  return committing(ctx, async (trx) => {
    const post = await visiblePost(trx, viewer, postId);
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
    const all = (await comments.findComments(trx, postId, null)).map((comment) => presentComment(comment, post));
    changed(trx, { type: 'comment', postId, authorId: post.user_id, visibility: visibilityOf(post), comments: all.length });
    return all;
  });
}

export async function listComments(
  ctx: AppContext,
  viewer: Viewer | null,
  postId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<Comment>> {
  const after = query.cursor ? decodePosition(query.cursor) : null;
  const post = await visiblePost(ctx.db, viewer, postId);
  const { rows, next } = toPage(await comments.findComments(ctx.db, postId, after, query.limit + 1), query.limit);
  return { items: rows.map((comment) => presentComment(comment, post)), next };
}
