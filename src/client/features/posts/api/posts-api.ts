import { OkSchema } from '../../../../shared/schemas/auth.ts';
import { PostListSchema, PostSchema } from '../../../../shared/schemas/posts.ts';
import type { Post, PostType } from '../../../../shared/schemas/posts.ts';
import { apiRequest, apiRequestWithHeaders } from '../../../lib/api-client.ts';

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
}

const API_PREFIX = '/api';

/**
 * RFC 8288: the target of the `rel="next"` link of a `Link` header, as a path under /api, or null.
 * Only same-origin /api targets are accepted.
 */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const [, target = '', params = ''] = match;
    const rels = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1]?.toLowerCase().split(/\s+/) ?? [];
    if (!rels.includes('next')) continue;
    if (!target.startsWith(`${API_PREFIX}/`)) return null;
    return target.slice(API_PREFIX.length);
  }
  return null;
}

/** The API path of a feed's first page. */
export function feedPath({ types, q }: FeedFilter): string {
  const params = new URLSearchParams();
  if (types.length > 0) params.set('type', types.join(','));
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `/posts?${query}` : '/posts';
}

/** GET /api/posts (or the `next` path of an earlier page). */
export async function fetchFeedPage(path: string, signal?: AbortSignal): Promise<FeedPage> {
  const { data, headers } = await apiRequestWithHeaders(path, { schema: PostListSchema, signal });
  return { posts: data, next: parseNextLink(headers.get('link')) };
}

export const fetchPost = (id: string, signal?: AbortSignal): Promise<Post> =>
  apiRequest(`/posts/${encodeURIComponent(id)}`, { schema: PostSchema, signal });

export const fetchPopular = (signal?: AbortSignal): Promise<Post[]> =>
  apiRequest('/posts/popular', { schema: PostListSchema, signal });

export const fetchRecentConsights = (signal?: AbortSignal): Promise<Post[]> =>
  apiRequest('/posts/recent-consights', { schema: PostListSchema, signal });

export const fetchUpcomingEvents = (exclude?: string, signal?: AbortSignal): Promise<Post[]> =>
  apiRequest(exclude ? `/posts/upcoming-events?exclude=${encodeURIComponent(exclude)}` : '/posts/upcoming-events', {
    schema: PostListSchema,
    signal,
  });

export const fetchNewsHighlights = (signal?: AbortSignal): Promise<Post[]> =>
  apiRequest('/posts/news-highlights', { schema: PostListSchema, signal });

export const deletePost = (id: string): Promise<unknown> =>
  apiRequest(`/posts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: OkSchema });
