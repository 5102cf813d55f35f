import { lazy, Suspense, type ComponentType } from 'react';
import { Bell, CalendarDays, Drama, UsersRound, House, MessageSquareHeart, ShieldCheck, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { loadOrReload } from '../lib/load-or-reload.ts';
import { SCREEN_PATHS, type ScreenId, type ScreenProps } from './paths.ts';
import { HomeScreen } from './screens/home-screen.tsx';
import { PostCardSkeleton } from '../features/posts/components/post-card-skeleton.tsx';

/**
 * Every screen but Home, and every sidebar, loads when first shown: its code (and what only it uses) stays
 * out of the first load. A skeleton stands in while it loads; a chunk that does not load reloads the page once.
 */
function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType<ScreenProps>>>,
  name: K,
): ComponentType<ScreenProps> {
  const Screen = lazy(loadOrReload(async (): Promise<{ default: ComponentType<ScreenProps> }> => ({ default: (await load())[name] })));
  function LazyScreen(props: ScreenProps) {
    return (
      <Suspense
        fallback={
          <div role="status" aria-busy="true" aria-label={t('Loading')}>
            <PostCardSkeleton />
          </div>
        }
      >
        <Screen {...props} />
      </Suspense>
    );
  }
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}

// Home's sidebar (SPEC §2: the popular posts) is not needed for the first post: it loads beside the feed.
const HomeSidebar = lazyScreen(() => import('../features/posts/components/sidebar-widgets.tsx'), 'PopularPosts');
const events = () => import('./screens/events-screen.tsx');
const consights = () => import('./screens/consights-screen.tsx');
const culturalEvents = () => import('./screens/cultural-events-screen.tsx');
const notifications = () => import('./screens/notifications-screen.tsx');
const profile = () => import('./screens/profile-screen.tsx');
const EventsScreen = lazyScreen(events, 'EventsScreen');
const EventsSidebar = lazyScreen(events, 'EventsSidebar');
const ConsightsScreen = lazyScreen(consights, 'ConsightsScreen');
const ConsightsSidebar = lazyScreen(consights, 'ConsightsSidebar');
const CulturalEventsScreen = lazyScreen(culturalEvents, 'CulturalEventsScreen');
const CulturalEventsSidebar = lazyScreen(culturalEvents, 'CulturalEventsSidebar');
const NotificationsScreen = lazyScreen(notifications, 'NotificationsScreen');
const NotificationsSidebar = lazyScreen(notifications, 'NotificationsSidebar');
const ProfileScreen = lazyScreen(profile, 'ProfileScreen');
const ProfileSidebar = lazyScreen(profile, 'ProfileSidebar');
const clubs = () => import('./screens/club-directory-screen.tsx');
const ClubDirectoryScreen = lazyScreen(clubs, 'ClubDirectoryScreen');
const ClubsSidebar = lazyScreen(clubs, 'ClubsSidebar');
const admin = () => import('./screens/admin-screen.tsx');
const AdminScreen = lazyScreen(admin, 'AdminScreen');
const AdminSidebar = lazyScreen(admin, 'AdminSidebar');

export interface ScreenDefinition {
  /** The navigation label, in the reader's language (said when shown, so a change of language reaches it). */
  label: () => string;
  icon: LucideIcon;
  Main: ComponentType<ScreenProps>;
  Sidebar: ComponentType<ScreenProps>;
}

/** Every screen of the main navigation (SPEC §2, and Admin: decision 075): an explicit map, no registration side effects. */
export const SCREENS: Record<ScreenId, ScreenDefinition> = {
  home: { label: () => t('Home'), icon: House, Main: HomeScreen, Sidebar: HomeSidebar },
  events: { label: () => t('Events'), icon: CalendarDays, Main: EventsScreen, Sidebar: EventsSidebar },
  clubs: { label: () => t('Clubs'), icon: UsersRound, Main: ClubDirectoryScreen, Sidebar: ClubsSidebar },
  consights: { label: () => t('Consights'), icon: MessageSquareHeart, Main: ConsightsScreen, Sidebar: ConsightsSidebar },
  culturalEvents: {
    label: () => t('Cultural Events'),
    icon: Drama,
    Main: CulturalEventsScreen,
    Sidebar: CulturalEventsSidebar,
  },
  notifications: { label: () => t('Notifications'), icon: Bell, Main: NotificationsScreen, Sidebar: NotificationsSidebar },
  profile: { label: () => t('Profile'), icon: UserRound, Main: ProfileScreen, Sidebar: ProfileSidebar },
  admin: { label: () => t('Admin'), icon: ShieldCheck, Main: AdminScreen, Sidebar: AdminSidebar },
};

/** The navigation's order; Admin is shown to admins and moderators only. */
export const NAV_SCREENS: readonly ScreenId[] = ['home', 'events', 'clubs', 'consights', 'culturalEvents', 'notifications', 'profile', 'admin'];

/** Loads a lazily loaded screen by itself, for the routes that are not in the navigation. */
export { lazyScreen };

/** The screen's name in the reader's language. */
export const screenLabel = (screen: ScreenId): string => SCREENS[screen].label();

/** The name of the place an address shows, for a Back button ("Back to Events"). */
export function labelOfPath(path: string): string {
  const id = (Object.keys(SCREEN_PATHS) as ScreenId[]).find((screen) => SCREEN_PATHS[screen] === path);
  if (id) return screenLabel(id);
  if (path.startsWith('/posts/')) return t('the shared post');
  if (path === '/calendar') return t('My Calendar');
  if (path.startsWith('/clubs/')) return t('the club');
  if (path.startsWith('/search')) return t('Search');
  return t('Events');
}
