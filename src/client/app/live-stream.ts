/**
 * The live campus: what each event of GET /api/stream does to the data on screen. Loaded after the first render
 * (with zod, for the event schemas); each feature says what an event means for its own cached data.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isEventType } from '../../shared/vocabulary.ts';
import type { StreamEvent } from '../../shared/schemas/stream.ts';
import { authKeys } from '../features/auth/api/auth-api.ts';
import { applyDoorCounts } from '../features/check-in/lib/live-door.ts';
import { refreshClubs } from '../features/clubs/lib/live-clubs.ts';
import { applyRegistrations, refreshEventCalendars, refreshMyCalendar } from '../features/events/lib/live-events.ts';
import { refreshModerationQueues, refreshReportedPosts } from '../features/moderation/lib/live-moderation.ts';
import { refreshHostRegistrations } from '../features/host-registrations/lib/live-host-registrations.ts';
import { refreshNotifications } from '../features/notifications/lib/live-notifications.ts';
import { applyComments, applyLikes, applyPostChange, applyRegistrationSeats, refreshClubPosts } from '../features/posts/lib/live-posts.ts';
import { shownPostIds } from '../features/posts/lib/post-cache.ts';
import type { NewPostsStore } from '../features/posts/lib/new-posts.ts';
import { refreshProfileStats } from '../features/profile/lib/live-profile.ts';
import { openEventStream } from '../lib/event-stream.ts';
import type { EventStream } from '../lib/event-stream.ts';
import { schemaModules } from '../lib/schemas.ts';

export const STREAM_PATH = '/api/stream';
/** The most posts the stream is told about (the server's limit, STREAM.maxPosts). */
const MAX_SHOWN_POSTS = 100;
/** How long what is on screen must stay put before the stream follows it (scrolling loads pages quickly). */
export const FOLLOW_SHOWN_AFTER_MS = 1_000;

export interface LiveContext {
  queryClient: QueryClient;
  newPosts: NewPostsStore;
  /** The signed-in viewer's id, or null for a visitor, as of now. */
  viewerId: () => string | null;
}

/** Applies one event of the stream to the cached data. */
export function applyLiveEvent({ queryClient, newPosts, viewerId }: LiveContext, event: StreamEvent): void {
  switch (event.event) {
    case 'likes':
      applyLikes(queryClient, event.data);
      return;
    case 'comments':
      applyComments(queryClient, event.data);
      return;
    case 'post':
      applyPostChange(queryClient, newPosts, event.data);
      // Pending and hidden posts reach admins: their queues follow.
      refreshModerationQueues(queryClient);
      if (isEventType(event.data.postType)) refreshEventCalendars(queryClient);
      return;
    case 'registrations':
      applyRegistrations(queryClient, viewerId(), event.data);
      applyRegistrationSeats(queryClient, event.data.postId);
      refreshHostRegistrations(queryClient, event.data.postId);
      refreshProfileStats(queryClient);
      return;
    case 'door':
      applyDoorCounts(queryClient, event.data);
      return;
    case 'notifications':
      refreshNotifications(queryClient);
      return;
    case 'calendar':
      refreshMyCalendar(queryClient, viewerId());
      return;
    case 'reports':
      refreshReportedPosts(queryClient);
      return;
    case 'clubs':
      // A club's people or page: its lists and pages, the Following view, and with its page the posts' cards.
      refreshClubs(queryClient);
      refreshClubPosts(queryClient, event.data.page);
      return;
    case 'reset':
      // The server cannot say what changed: everything shown is read again.
      void queryClient.invalidateQueries();
      return;
  }
}

/**
 * Opens the stream as `token`'s viewer (null: a visitor), telling it the posts on screen, and again (after a
 * pause) whenever they change: a page hears the counts of what it shows, not of every post on campus.
 */
export function openLiveStream(context: LiveContext, token: string | null): EventStream {
  const { queryClient } = context;
  const stream = openEventStream({
    url: STREAM_PATH,
    token,
    posts: shownPostIds(queryClient, MAX_SHOWN_POSTS),
    loadProtocol: schemaModules.stream,
    onEvent: (event) => applyLiveEvent(context, event),
    // The token is dead: asking who we are applies SPEC §4's rule (sign out, reload) through the API client.
    onUnauthorized: () => {
      const id = context.viewerId();
      if (id) void queryClient.invalidateQueries({ queryKey: authKeys.me(id) });
    },
  });
  let pending: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type !== 'success') return;
    clearTimeout(pending);
    pending = setTimeout(() => stream.setPosts(shownPostIds(queryClient, MAX_SHOWN_POSTS)), FOLLOW_SHOWN_AFTER_MS);
  });
  return {
    setToken: stream.setToken,
    setPosts: stream.setPosts,
    close() {
      unsubscribe();
      clearTimeout(pending);
      stream.close();
    },
  };
}
