import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { NewPostsContext, NewPostsStore } from '../features/posts/lib/new-posts.ts';
import type { EventStream } from '../lib/event-stream.ts';

/** The stream's code (and zod with its schemas) loads after the first render. */
const loadLiveStream = () => import('./live-stream.ts');

/** At the latest this long after the first render, the stream starts even if a read is still going. */
const START_AT_LATEST_MS = 5000;

/**
 * Calls `start` once the page's first reads are in (no query fetching), or after START_AT_LATEST_MS: on a slow
 * connection the stream's code (and zod) would otherwise share the line and the main thread with the first posts. A
 * change made in the moment between the first reads and the stream's opening shows at the next read of its list.
 * Answers a cancel.
 */
function whenFirstReadsAreIn(queryClient: QueryClient, start: () => void): () => void {
  if (queryClient.isFetching() === 0) {
    start();
    return () => undefined;
  }
  // Neither the cache's listener nor the timer runs before `stop` below is defined.
  const go = () => {
    stop();
    start();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) go();
  });
  const timer = setTimeout(go, START_AT_LATEST_MS);
  const stop = () => {
    unsubscribe();
    clearTimeout(timer);
  };
  return stop;
}

/**
 * One live stream for the page, as the signed-in viewer or a visitor: its events update the cached data (counts in
 * place, lists that changed read again), and new posts wait behind each feed's "N new posts". Without the stream
 * (an older server, no network) everything works as before.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [newPosts] = useState(() => new NewPostsStore());
  const token = user?.token ?? null;
  const viewer = useRef({ id: user?._id ?? null, token });
  const stream = useRef<EventStream | null>(null);

  useEffect(() => {
    let closed = false;
    const cancel = whenFirstReadsAreIn(queryClient, () => {
      void loadLiveStream().then(
        ({ openLiveStream }) => {
          if (closed) return;
          stream.current = openLiveStream({ queryClient, newPosts, viewerId: () => viewer.current.id }, viewer.current.token);
        },
        // The chunk did not load (offline, a new deployment): the page goes on without the stream.
        () => undefined,
      );
    });
    return () => {
      closed = true;
      cancel();
      stream.current?.close();
      stream.current = null;
    };
  }, [queryClient, newPosts]);

  // Sign-in and sign-out: the stream reconnects as the new viewer, and nothing is new to them yet.
  useEffect(() => {
    if (viewer.current.token === token) return;
    viewer.current = { id: user?._id ?? null, token };
    newPosts.clear();
    stream.current?.setToken(token);
  }, [user?._id, token, newPosts]);

  return <NewPostsContext value={newPosts}>{children}</NewPostsContext>;
}
