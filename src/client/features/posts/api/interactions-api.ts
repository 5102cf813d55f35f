import type { LikeState, ReportReason } from '../../../../shared/schemas/interactions.ts';
import type { Comment } from '../../../../shared/schemas/posts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchApiPage } from '../../../lib/paged.ts';
import { schemas } from '../../../lib/schemas.ts';

const postPath = (id: string) => `/posts/${encodeURIComponent(id)}`;

/** PUT /api/posts/:id/like or /unlike: the post's count and whether the viewer likes it now. */
export const setLike = (id: string, liked: boolean): Promise<LikeState> =>
  apiRequest(`${postPath(id)}/${liked ? 'like' : 'unlike'}`, { method: 'PUT', schema: schemas.LikeStateSchema });

/** GET /api/users/liked-posts: the ids of the posts the signed-in user likes. */
export const fetchLikedPostIds = async (signal?: AbortSignal): Promise<string[]> =>
  (await apiRequest('/users/liked-posts', { schema: schemas.LikedPostsSchema, signal })).likedPostIds;

/** One page of a post's comments (oldest first) and the API path of the next one. */
export interface CommentPage {
  comments: Comment[];
  next: string | null;
}

export const commentsPath = (id: string) => `${postPath(id)}/comments`;

export async function fetchCommentPage(path: string, signal?: AbortSignal): Promise<CommentPage> {
  const { items, next } = await fetchApiPage(path, schemas.CommentListSchema, signal);
  return { comments: items, next };
}

/** POST /api/posts/:id/comments: answers the post's full comment list, oldest first. */
export const addComment = (id: string, text: string): Promise<Comment[]> =>
  apiRequest(commentsPath(id), { method: 'POST', body: { text }, schema: schemas.CommentListSchema });

/** POST /api/posts/:id/report. */
export const reportPost = (id: string, reason: ReportReason): Promise<unknown> =>
  apiRequest(`${postPath(id)}/report`, { method: 'POST', body: { reason }, schema: schemas.OkSchema });

// ---- Your account (decision 047) ----

/** PUT /api/blocks/:userId: their posts and comments are hidden from the student; they cannot comment on the student's posts. */
export async function blockPerson(userId: string): Promise<void> {
  await apiRequest(`/blocks/${encodeURIComponent(userId)}`, { method: 'PUT', schema: schemas.OkSchema });
}

/** PUT /api/posts/:id/comments-closed: closes or opens the post's comments (its owner or an admin). */
export const setCommentsClosed = async (id: string, closed: boolean): Promise<boolean> =>
  (await apiRequest(`${postPath(id)}/comments-closed`, { method: 'PUT', body: { closed }, schema: schemas.CommentsClosedSchema }))
    .commentsClosed;
