/**
 * What the live stream's post events do to the cached posts: counts change in place, a post that left the feeds
 * leaves them at once, an edited one is read again, and a new one waits behind the feeds' "N new posts".
 */
import type { QueryClient } from '@tanstack/react-query';
import type { StreamEvent } from '../../../../shared/schemas/stream.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { fetchPost } from '../api/posts-api.ts';
import { commentsKey } from '../hooks/use-comments.ts';
import { likePending } from './like-queue.ts';
import type { NewPostsStore } from './new-posts.ts';
import { isAuthorFeed, patchPostInCaches, queriesHoldingPost, removePostFromCaches } from './post-cache.ts';

type DataOf<K extends StreamEvent['event']> = Extract<StreamEvent, { event: K }>['data'];

/** The lists beside the feeds (sidebars and the news highlights): short, so they are simply read again. */
const SIDE_LISTS = ['popular', 'recent-consights', 'upcoming-events', 'news-highlights'] as const;

function refreshSideLists(queryClient: QueryClient): void {
  for (const list of SIDE_LISTS) void queryClient.invalidateQueries({ queryKey: ['posts', list] });
}

/** A post's like count; `mine` (the viewer's own like, from another tab or device) sets the heart too. */
export function applyLikes(queryClient: QueryClient, { postId, likes, mine }: DataOf<'likes'>): void {
  // This tab's own toggle is still talking to the server: its answer has the final word.
  if (likePending(postId)) return;
  patchPostInCaches(queryClient, postId, (post) => ({ ...post, likes, ...(mine === undefined ? {} : { likedByMe: mine }) }));
  if (mine === undefined) return;
  const liked = new Set(storage.getLikedPosts());
  if (mine) liked.add(postId);
  else liked.delete(postId);
  storage.setLikedPosts([...liked]);
}

/** A post's comment count; its comments, if open, are read again. */
export function applyComments(queryClient: QueryClient, { postId, comments }: DataOf<'comments'>): void {
  patchPostInCaches(queryClient, postId, (post) => ({ ...post, commentCount: comments }));
  void queryClient.invalidateQueries({ queryKey: commentsKey(postId) });
}

/** Reads the post again and shows it wherever it is cached; gone (404), it leaves the lists. */
async function refreshPost(queryClient: QueryClient, postId: string): Promise<void> {
  try {
    const fresh = await fetchPost(postId);
    patchPostInCaches(queryClient, postId, () => fresh);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) return;
    removePostFromCaches(queryClient, postId);
    void queryClient.invalidateQueries({ queryKey: ['posts', 'one', postId] });
  }
}

/** An event's registrations changed: its seats left moved, so it is read again wherever it is shown. */
export function applyRegistrationSeats(queryClient: QueryClient, postId: string): void {
  if (queriesHoldingPost(queryClient, postId).length > 0) void refreshPost(queryClient, postId);
}

/** A post was created, edited, approved, hidden, restored or removed. */
export function applyPostChange(queryClient: QueryClient, newPosts: NewPostsStore, change: DataOf<'post'>): void {
  const { postId, postType, action, visible } = change;
  const shown = queriesHoldingPost(queryClient, postId).length > 0;
  if (action === 'removed' || !visible) {
    newPosts.forget([postId]);
    // Its author still sees a hidden or pending post on their profile: that list reads it again.
    const keepAuthorFeeds = action !== 'removed';
    removePostFromCaches(queryClient, postId, keepAuthorFeeds ? isAuthorFeed : undefined);
    if (action === 'removed') void queryClient.invalidateQueries({ queryKey: ['posts', 'one', postId] });
    else if (shown) void refreshPost(queryClient, postId);
    refreshSideLists(queryClient);
    return;
  }
  if (shown) {
    // Edited, or approved or restored while shown (its author's own list): read it again in place.
    void refreshPost(queryClient, postId);
    if (action !== 'updated') refreshSideLists(queryClient);
    return;
  }
  if (action === 'created' || action === 'status') {
    newPosts.add(postId, postType);
    refreshSideLists(queryClient);
  }
}

/**
 * A club changed: the Following view (its clubs and members) is read again; with `page` (a club's name, logo or
 * status), every list of posts, whose event cards say "Hosted by" it.
 */
export function refreshClubPosts(queryClient: QueryClient, page: boolean): void {
  void queryClient.invalidateQueries({
    queryKey: ['posts'],
    predicate: (query) => page || JSON.stringify(query.queryKey).includes('"view":"following"'),
  });
}
