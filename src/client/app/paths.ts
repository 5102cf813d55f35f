/**
 * Every address of the app (decision 075): each screen and each opened thing has one, the browser's history knows
 * it, and the server answers each with the app. The older forms (`/?screen=events`, the installed app's shortcuts
 * and the pushes written before) are sent on to these.
 */

/** A screen of the main navigation. Add is not a screen: it opens the post form. */
export type ScreenId = 'home' | 'events' | 'clubs' | 'consights' | 'culturalEvents' | 'notifications' | 'profile' | 'admin';

export const SCREEN_PATHS: Record<ScreenId, string> = {
  home: '/',
  events: '/events',
  clubs: '/clubs',
  consights: '/consights',
  culturalEvents: '/cultural-events',
  notifications: '/notifications',
  profile: '/profile',
  admin: '/admin',
};

/** Props every feed screen (and its sidebar) receives: the search text its feed is filtered by. */
export interface ScreenProps {
  search: string;
}

export type EventPageKind = 'registrations' | 'check-in';

import { CLUBS_PATH, clubPath } from '../features/clubs/lib/club-paths.ts';

const segment = (id: string) => encodeURIComponent(id);

export const paths = {
  screen: (id: ScreenId) => SCREEN_PATHS[id],
  event: (eventId: string) => `/events/${segment(eventId)}`,
  eventPage: (kind: EventPageKind, eventId: string) => `/events/${segment(eventId)}/${kind}`,
  post: (postId: string) => `/posts/${segment(postId)}`,
  tickets: '/profile/tickets',
  calendar: '/calendar',
  clubs: CLUBS_PATH,
  club: clubPath,
  search: (q: string) => (q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search'),
} as const;

/** The screens the older `/?screen=` form named (decision 050's shortcuts and pushes). */
const LEGACY_SCREENS: Record<string, string> = {
  home: SCREEN_PATHS.home,
  events: SCREEN_PATHS.events,
  consights: SCREEN_PATHS.consights,
  culturalEvents: SCREEN_PATHS.culturalEvents,
  notifications: SCREEN_PATHS.notifications,
  profile: SCREEN_PATHS.profile,
  admin: SCREEN_PATHS.admin,
};

/**
 * The address an older form of `/` stands for: `/?screen=events` is `/events`; `/?compose=1` (the Add shortcut)
 * stays on its screen with the post form asked for. Null when `search` is no older form.
 */
export function legacyAddress(search: string): { path: string; compose: boolean } | null {
  const params = new URLSearchParams(search);
  const screen = params.get('screen');
  const compose = params.get('compose') === '1';
  const path = screen !== null ? LEGACY_SCREENS[screen] : undefined;
  if (path === undefined && !compose) return null;
  return { path: path ?? '/', compose };
}
