/**
 * STYLE 13: serialised optimistic like toggles. One queue per post: while a request is in flight, more
 * taps only change the wanted final state; when it settles, one more request goes out only if the
 * server's state differs from the last tap's wish. So rapid taps cannot race and the last tap wins.
 */
import type { QueryClient } from '@tanstack/react-query';
import { failedToToggleLike } from '../../../../shared/messages.ts';
import type { LikeState } from '../../../../shared/schemas/interactions.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { storage } from '../../../lib/storage.ts';
import { setLike } from '../api/interactions-api.ts';
import { patchPostInCaches } from './post-cache.ts';

interface LikeEntry {
  /** The server's last known state. */
  server: LikeState;
  /** What the last tap asked for. */
  desired: boolean;
  inFlight: boolean;
}

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

async function flush(queryClient: QueryClient, id: string, entry: LikeEntry): Promise<void> {
  entry.inFlight = true;
  while (entry.desired !== entry.server.likedByMe) {
    const wanted = entry.desired;
    try {
      entry.server = await setLike(id, wanted);
    } catch {
      // Revert to what the server last said, and tell the user which action failed.
      entry.desired = entry.server.likedByMe;
      notify(failedToToggleLike(wanted ? 'like' : 'unlike'), 'error');
      break;
    }
  }
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
