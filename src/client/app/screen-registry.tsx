import type { ComponentType } from 'react';
import { Bell, CalendarDays, Drama, House, MessageSquareHeart, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ScreenId, ScreenProps } from './screen-state.ts';
import { ConsightsScreen, ConsightsSidebar } from './screens/consights-screen.tsx';
import { CulturalEventsScreen, CulturalEventsSidebar } from './screens/cultural-events-screen.tsx';
import { EventsScreen, EventsSidebar } from './screens/events-screen.tsx';
import { HomeScreen, HomeSidebar } from './screens/home-screen.tsx';
import { NotificationsScreen, NotificationsSidebar } from './screens/notifications-screen.tsx';
import { ProfileScreen, ProfileSidebar } from './screens/profile-screen.tsx';

export interface ScreenDefinition {
  /** The navigation label. */
  label: string;
  icon: LucideIcon;
  Main: ComponentType<ScreenProps>;
  Sidebar: ComponentType<ScreenProps>;
}

/** Every screen of SPEC §2, in navigation order: an explicit map, no registration side effects. */
export const SCREENS: Record<ScreenId, ScreenDefinition> = {
  home: { label: 'Home', icon: House, Main: HomeScreen, Sidebar: HomeSidebar },
  events: { label: 'Events', icon: CalendarDays, Main: EventsScreen, Sidebar: EventsSidebar },
  consights: { label: 'Consights', icon: MessageSquareHeart, Main: ConsightsScreen, Sidebar: ConsightsSidebar },
  culturalEvents: {
    label: 'Cultural Events',
    icon: Drama,
    Main: CulturalEventsScreen,
    Sidebar: CulturalEventsSidebar,
  },
  notifications: { label: 'Notifications', icon: Bell, Main: NotificationsScreen, Sidebar: NotificationsSidebar },
  profile: { label: 'Profile', icon: UserRound, Main: ProfileScreen, Sidebar: ProfileSidebar },
};

export const screenLabel = (screen: ScreenId): string => SCREENS[screen].label;
