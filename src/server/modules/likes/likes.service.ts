/**
 * Likes. Each toggle is one transaction: the like row is inserted (or deleted) first, and the post's
 * counter moves only when a row actually changed, in SQL (`like_count = like_count + 1`). Repeats are
 * no-ops and concurrent toggles cannot lose or double-count (the flaw of the original server). A like by
 * someone else also updates the author's grouped like notification in the same transaction (decision 031).
 */
import { assertMayContribute, audienceOf } from '../auth/auth.policy.ts';
import type { LikeState } from '../../../shared/schemas/interactions.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { visibilityOf } from '../../changes/change.ts';
import { changed, committing } from '../../changes/committing.ts';
import { nowIso } from '../../database/values.ts';
import { refreshLikeGroup } from '../notifications/notifications.service.ts';
import * as policy from '../posts/posts.policy.ts';
import { findVisiblePost } from '../posts/posts.service.ts';
import * as likes from './likes.repository.ts';

export async function setLike(ctx: AppContext, viewer: Viewer, postId: string, liked: boolean): Promise<LikeState> {
  // Taking a like back is always allowed; giving one passes the campus gate (decision 045).
  if (liked) assertMayContribute(viewer, ctx.config.campus, 'react');
  // A like changes this student's marks only (decision 018).
  return committing(ctx, async (trx) => {
    const post = await findVisiblePost(trx, viewer, postId);
    const now = nowIso();
    const moved = liked ? await likes.insertLike(trx, postId, viewer.id, now) : await likes.deleteLike(trx, postId, viewer.id);
    if (moved) {
      await likes.bumpLikeCount(trx, postId, liked ? 1 : -1);
      // One's own like tells nobody; the author hears of the others' in one notification per post.
      if (!policy.isOwner(viewer, post)) {
        await refreshLikeGroup(trx, {
          ownerId: post.user_id,
          postId,
          title: post.title,
          now,
          liked,
          likersSince: (since) => likes.findLikersSince(trx, postId, since, post.user_id),
        });
      }
    }
    const count = await likes.findLikeCount(trx, postId);
    if (moved) {
      // A suspended account takes a like back unannounced (decision 067).
      changed(trx, { type: 'like', postId, authorId: post.user_id, visibility: visibilityOf(post), userId: viewer.id, liked, likes: count, ...audienceOf(viewer) });
    }
    return { likes: count, likedByMe: liked };
  });
}

export const likedPostIds = (ctx: AppContext, viewer: Viewer): Promise<string[]> => likes.findLikedPostIds(ctx.db, viewer.id);
