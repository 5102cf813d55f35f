/**
 * STYLE 13: serialised optimistic like toggles. One queue per post: while a request is in flight, more
 * taps only change the wanted final state; when it settles, one more request goes out only if the
 * server's state differs from the last tap's wish. So rapid taps cannot race and the last tap wins.
 *
 * Each request is a TanStack Query mutation (`['like', postId]`, one scope a post), so a like made offline waits,
 * paused, until the connection returns, and is kept on the device if the page closes before (decision 050); after a
 * reload `registerLikeDefaults` knows how to send it. Liking is idempotent (PUT like / unlike), so a like sent
 * after the connection returns is counted once, whatever was tapped meanwhile.
 */
import { onlineManager, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { failedToToggleLike, MESSAGES } from '../../../../shared/messages.ts';
import type { LikeState } from '../../../../shared/schemas/interactions.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { failureMessage } from '../../../lib/failures.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { queueOwner } from '../../../lib/offline-cache.ts';
import { storage } from '../../../lib/storage.ts';
import { setLike } from '../api/interactions-api.ts';
import { patchPostInCaches } from './post-cache.ts';
import { AccountChangedError, retryOnNetwork, type QueuedContext } from './queued-interactions.ts';

interface LikeEntry {
  /** The server's last known state. */
  server: LikeState;
  /** What the last tap asked for. */
  desired: boolean;
  inFlight: boolean;
}

/** A like or unlike as the queue sends it; `owner` is who tapped it, and it is sent only while they are signed in. */
export interface QueuedLike {
  postId: string;
  liked: boolean;
  owner: string;
}

export const likeMutationKey = (postId: string) => ['like', postId] as const;

const entries = new Map<string, LikeEntry>();

function show(queryClient: QueryClient, id: string, state: LikeState): void {
  patchPostInCaches(queryClient, id, (post) => ({ ...post, likes: state.likes, likedByMe: state.likedByMe }));
  const liked = new Set(storage.getLikedPosts());
  if (state.likedByMe) liked.add(id);
  else liked.delete(id);
  storage.setLikedPosts([...liked]);
}

/** The state to show while `desired` is wanted: the server's count moved by the difference. */
function optimistic(entry: LikeEntry): LikeState {
  const delta = Number(entry.desired) - Number(entry.server.likedByMe);
  return { likes: Math.max(0, entry.server.likes + delta), likedByMe: entry.desired };
}

/**
 * How a like is sent, in this page or after a reload. A like of this page's queue is shown by the queue; one kept
 * from before a reload shows its answer itself, and a failure reads the post again.
 */
function likeOptions(queryClient: QueryClient): MutationOptions<LikeState, Error, QueuedLike, QueuedContext> {
  return {
    mutationFn: ({ postId, liked, owner }) => {
      if (owner !== queueOwner()) throw new AccountChangedError();
      return setLike(postId, liked);
    },
    retry: retryOnNetwork,
    onMutate: () => ({ queuedOffline: !onlineManager.isOnline() }),
    onSuccess: (state, { postId }) => {
      if (!entries.has(postId)) show(queryClient, postId, state);
    },
    onError: (error, { postId, liked }, context) => {
      if (error instanceof AccountChangedError) return;
      notify(
        context?.queuedOffline ? `${t(MESSAGES.queuedLikeFailed)} ${failureMessage(error)}` : failedToToggleLike(liked ? 'like' : 'unlike'),
        'error',
      );
      if (!entries.has(postId)) void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  };
}

/** Lets a like kept on the device from before a reload be sent when the connection returns. */
export function registerLikeDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(['like'], likeOptions(queryClient));
}

const sendLike = (queryClient: QueryClient, postId: string, liked: boolean): Promise<LikeState> =>
  queryClient
    .getMutationCache()
    .build(queryClient, { ...likeOptions(queryClient), mutationKey: likeMutationKey(postId), scope: { id: `like:${postId}` } })
    .execute({ postId, liked, owner: queueOwner() });

async function flush(queryClient: QueryClient, id: string, entry: LikeEntry): Promise<void> {
  entry.inFlight = true;
  while (entry.desired !== entry.server.likedByMe) {
    const wanted = entry.desired;
    try {
      entry.server = await sendLike(queryClient, id, wanted);
    } catch {
      // Revert to what the server last said; the mutation told the user which action failed.
      entry.desired = entry.server.likedByMe;
      break;
    }
  }
  // A queue forgotten meanwhile (another account signed in) shows nothing to the new account.
  if (entries.get(id) !== entry) return;
  entries.delete(id);
  show(queryClient, id, optimistic(entry));
}

/** Toggles the viewer's like on `post` at once; the server is told in the background, in order. */
export function toggleLike(queryClient: QueryClient, post: Post): void {
  let entry = entries.get(post._id);
  if (!entry) {
    entry = { server: { likes: post.likes, likedByMe: post.likedByMe }, desired: post.likedByMe, inFlight: false };
    entries.set(post._id, entry);
  }
  entry.desired = !entry.desired;
  show(queryClient, post._id, optimistic(entry));
  if (!entry.inFlight) void flush(queryClient, post._id, entry);
}

/** Whether this tab is still telling the server about a like toggle on the post. */
export const likePending = (id: string): boolean => entries.has(id);

/** Another account signed in: this page's queue is forgotten (its requests are refused as the new account's). */
export function forgetLikeQueue(): void {
  entries.clear();
}
