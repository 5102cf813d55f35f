import type { EventTime, FeedView, Post, PostType } from '../../../../shared/schemas/posts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchApiPage } from '../../../lib/paged.ts';
import { schemas } from '../../../lib/schemas.ts';

/** One page of a feed and the API path of the next one (null on the last page). */
export interface FeedPage {
  posts: Post[];
  next: string | null;
}

export interface FeedFilter {
  /** One or more types; Home asks for `confession,event`. */
  types: readonly PostType[];
  /** The header search text, already trimmed. */
  q: string;
  /** Only one author's posts (the profile). */
  authorId?: string;
  /** Events by date instead of newest first: upcoming soonest first, or past most recent first. */
  when?: EventTime;
  /** With `when`: the viewer's time zone, where their today starts. */
  tz?: string;
  /** `following`: the clubs the student follows or belongs to, and their registrations, by date (decision 081). */
  view?: FeedView;
}

/** The API path of a feed's first page. */
export function feedPath({ types, q, authorId, when, tz, view }: FeedFilter): string {
  const params = new URLSearchParams();
  if (types.length > 0) params.set('type', types.join(','));
  if (q) params.set('q', q);
  if (authorId) params.set('author', authorId);
  if (when) params.set('when', when);
  if ((when || view) && tz) params.set('tz', tz);
  if (view) params.set('view', view);
  const query = params.toString();
  return query ? `/posts?${query}` : '/posts';
}

/** GET /api/posts (or the `next` path of an earlier page). */
export async function fetchFeedPage(path: string, signal?: AbortSignal): Promise<FeedPage> {
  const { items, next } = await fetchApiPage(path, schemas.PostListSchema, signal);
  return { posts: items, next };
}

export const fetchPost = (id: string, signal?: AbortSignal): Promise<Post> =>
  apiRequest(`/posts/${encodeURIComponent(id)}`, { schema: schemas.PostSchema, signal });

export const fetchPopular = (signal?: AbortSignal): Promise<Post[]> =>
  apiRequest('/posts/popular', { schema: schemas.PostListSchema, signal });

export const fetchRecentConsights = (signal?: AbortSignal): Promise<Post[]> =>
  apiRequest('/posts/recent-consights', { schema: schemas.PostListSchema, signal });

export const fetchUpcomingEvents = (exclude?: string, signal?: AbortSignal): Promise<Post[]> =>
  apiRequest(exclude ? `/posts/upcoming-events?exclude=${encodeURIComponent(exclude)}` : '/posts/upcoming-events', {
    schema: schemas.PostListSchema,
    signal,
  });

export const fetchNewsHighlights = (signal?: AbortSignal): Promise<Post[]> =>
  apiRequest('/posts/news-highlights', { schema: schemas.PostListSchema, signal });

/** The newest news posts the header search finds (the feed's own search), at most `limit`. */
export async function fetchNewsMatching(q: string, limit: number, signal?: AbortSignal): Promise<Post[]> {
  const { posts } = await fetchFeedPage(`${feedPath({ types: ['news'], q })}&limit=${limit}`, signal);
  return posts;
}

export const deletePost = (id: string): Promise<unknown> =>
  apiRequest(`/posts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: schemas.OkSchema });
