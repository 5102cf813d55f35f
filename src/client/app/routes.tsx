import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, useLocation, useNavigate, useParams, useSearchParams, type RouteObject } from 'react-router';
import { t } from '../../shared/i18n.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { PostCardSkeleton } from '../features/posts/components/post-card-skeleton.tsx';
import { loadOrReload } from '../lib/load-or-reload.ts';
import { useComposer } from './composer-context.ts';
import { legacyAddress, type EventPageKind, type ScreenId, type ScreenProps } from './paths.ts';
import { focusScreen, useDocumentTitle } from './route-focus.ts';
import { SCREENS, lazyScreen } from './screen-registry.tsx';
import { SinglePostView } from './single-post.tsx';
import { UnsubscribeRoute } from './unsubscribe-state.tsx';

// The event detail view loads with the first event opened; an event's own pages when first opened.
const eventDetail = () => import('./event-detail-screen.tsx');
const EventDetailScreen = lazy(loadOrReload(() => eventDetail().then((m) => ({ default: m.EventDetailScreen }))));
const EventDetailSidebar = lazy(loadOrReload(() => eventDetail().then((m) => ({ default: m.EventDetailSidebar }))));
const EventPageView = lazy(loadOrReload(() => import('./event-page-view.tsx').then((m) => ({ default: m.EventPageView }))));
const more = () => import('./screens/more-screens.tsx');
const CalendarScreen = lazyScreen(more, 'CalendarScreen');
const SearchScreen = lazyScreen(() => import('./screens/search-screen.tsx'), 'SearchScreen');
const NotFoundScreen = lazyScreen(more, 'NotFoundScreen');
const ClubScreen = lazyScreen(() => import('./screens/club-screen.tsx'), 'ClubScreen');

/** What the shell reads of the route shown: the navigation item it belongs to, its sidebar, where focus lands. */
export interface RouteHandle {
  nav: ScreenId | null;
  Sidebar: ComponentType<ScreenProps> | null;
  /** The element the focus moves to on arrival, instead of the screen's heading. */
  focus?: string;
}

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" role="status" aria-label={label}>
      <PostCardSkeleton />
    </div>
  );
}

/** A screen of the navigation, under its name in the document's title. */
function ScreenRoute({ id }: { id: ScreenId }) {
  const { Main } = SCREENS[id];
  useDocumentTitle(id === 'home' ? null : SCREENS[id].label());
  return <Main search="" />;
}

/** `/`: Home; the older `/?screen=events` and `/?compose=1` forms go on to their addresses (decision 075). */
function HomeRoute() {
  const location = useLocation();
  const legacy = legacyAddress(location.search);
  if (legacy) return <LegacyRedirect path={legacy.path} compose={legacy.compose} />;
  return <ScreenRoute id="home" />;
}

function LegacyRedirect({ path, compose }: { path: string; compose: boolean }) {
  const navigate = useNavigate();
  const { requireUser } = useSession();
  const composer = useComposer();
  useEffect(() => {
    void navigate(path, { replace: true });
    // The installed app's Add shortcut opens the form once (or the login for a visitor).
    if (compose) requireUser(() => composer.open());
  }, [navigate, path, compose, requireUser, composer]);
  return null;
}

function ProfileTicketsRoute() {
  useEffect(() => focusScreen('my-tickets'), []);
  return <ScreenRoute id="profile" />;
}

function SearchRoute() {
  const [params] = useSearchParams();
  return <SearchScreen search={params.get('q') ?? ''} />;
}

function SearchSidebar() {
  const [params] = useSearchParams();
  const Sidebar = SCREENS.home.Sidebar;
  return <Sidebar search={params.get('q') ?? ''} />;
}

function EventRoute() {
  const { eventId = '' } = useParams();
  return (
    <Suspense fallback={<Loading label={t('Loading the event')} />}>
      <EventDetailScreen key={eventId} eventId={eventId} />
    </Suspense>
  );
}

function EventSidebar() {
  const { eventId = '' } = useParams();
  return (
    <Suspense fallback={null}>
      <EventDetailSidebar eventId={eventId} />
    </Suspense>
  );
}

function EventPageRoute({ kind }: { kind: EventPageKind }) {
  const { eventId = '' } = useParams();
  return (
    <Suspense fallback={<Loading label={t('Loading')} />}>
      <EventPageView page={{ kind, eventId }} />
    </Suspense>
  );
}

function PostRoute() {
  const { postId = '' } = useParams();
  return <SinglePostView key={postId} postId={postId} />;
}

const screen = (id: ScreenId, path: string): RouteObject => ({
  path,
  element: <ScreenRoute id={id} />,
  handle: { nav: id, Sidebar: SCREENS[id].Sidebar } satisfies RouteHandle,
});

/** Every address of the app (decision 075), under the frame `root` renders (the shell, with an <Outlet />). */
export function appRoutes(root: ReactNode): RouteObject[] {
  return [
    {
      element: root,
      children: [
        { index: true, element: <HomeRoute />, handle: { nav: 'home', Sidebar: SCREENS.home.Sidebar } satisfies RouteHandle },
        screen('events', 'events'),
        screen('clubs', 'clubs'),
        { path: 'clubs/:slug', element: <ClubScreen search="" />, handle: { nav: 'clubs', Sidebar: null } satisfies RouteHandle },
        screen('consights', 'consights'),
        screen('culturalEvents', 'cultural-events'),
        screen('notifications', 'notifications'),
        screen('profile', 'profile'),
        {
          path: 'profile/tickets',
          element: <ProfileTicketsRoute />,
          handle: { nav: 'profile', Sidebar: SCREENS.profile.Sidebar, focus: 'my-tickets' } satisfies RouteHandle,
        },
        screen('admin', 'admin'),
        { path: 'calendar', element: <CalendarScreen search="" />, handle: { nav: 'events', Sidebar: null } satisfies RouteHandle },
        { path: 'search', element: <SearchRoute />, handle: { nav: null, Sidebar: SearchSidebar } satisfies RouteHandle },
        { path: 'events/:eventId', element: <EventRoute />, handle: { nav: 'events', Sidebar: EventSidebar } satisfies RouteHandle },
        {
          path: 'events/:eventId/registrations',
          element: <EventPageRoute kind="registrations" />,
          handle: { nav: null, Sidebar: null } satisfies RouteHandle,
        },
        {
          path: 'events/:eventId/check-in',
          element: <EventPageRoute kind="check-in" />,
          handle: { nav: null, Sidebar: null } satisfies RouteHandle,
        },
        { path: 'posts/:postId', element: <PostRoute />, handle: { nav: null, Sidebar: SCREENS.home.Sidebar } satisfies RouteHandle },
        { path: 'unsubscribe', element: <UnsubscribeRoute />, handle: { nav: null, Sidebar: null } satisfies RouteHandle },
        { path: '*', element: <NotFoundScreen search="" />, handle: { nav: null, Sidebar: null } satisfies RouteHandle },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router, or (tests) one that keeps its history in memory from `initialEntries`. */
export function createAppRouter(root: ReactNode, initialEntries?: string[]): AppRouter {
  const routes = appRoutes(root);
  return initialEntries ? createMemoryRouter(routes, { initialEntries }) : createBrowserRouter(routes);
}
