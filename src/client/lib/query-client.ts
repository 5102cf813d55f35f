import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { OFFLINE_MAX_AGE } from './offline-cache.ts';

/** Client errors (4xx) will not change on retry; network and server failures get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // TanStack Query hears the browser's online and offline events, but assumes online at first: a page (re)loaded
  // offline starts offline, so its reads and the likes and comments made then wait for the connection.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // What a student reads offline stays in memory while it may still be restored from the device (decision 050):
  // tickets and the calendar for as long as the device keeps them, posts and comments for an hour unseen.
  for (const key of [['tickets'], ['calendar', 'mine'], ['liked-posts']]) client.setQueryDefaults(key, { gcTime: OFFLINE_MAX_AGE });
  for (const key of [['posts'], ['comments']]) client.setQueryDefaults(key, { gcTime: 3_600_000 });
  return client;
}
