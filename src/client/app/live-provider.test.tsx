import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import type { Comment, Post } from '../../shared/schemas/posts.ts';
import { SessionContext } from '../features/auth/hooks/use-session.ts';
import type { Session } from '../features/auth/hooks/use-session.ts';
import { PostList } from '../features/posts/components/post-list.tsx';
import type { PostInteractions } from '../features/posts/components/post-interactions.ts';
import { schemaModules } from '../lib/schemas.ts';
import { storage } from '../lib/storage.ts';
import { callsTo, fakeStream, jsonResponse, streamCalls, streamResponse, stubFetch } from '../test/http.ts';
import { makePost } from '../test/make-post.ts';
import { renderWithProviders } from '../test/render.tsx';
import { LiveProvider } from './live-provider.tsx';
import { MainNav } from './main-nav.tsx';
import { t } from '../../shared/i18n.ts';

const member = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'tok' };

function session(user: Session['user']): Session {
  return {
    user,
    signingIn: false,
    openLogin: vi.fn(),
    signIn: vi.fn(),
    updateProfile: vi.fn(),
    logout: vi.fn(async () => undefined),
    requireUser: vi.fn((action?: (u: NonNullable<Session['user']>) => void) => {
      if (user) action?.(user);
      return user !== null;
    }),
  };
}

const interactions: PostInteractions = {
  signedIn: true,
  requireUser: (action) => action(),
  onEdit: vi.fn(),
  onOpenEvent: vi.fn(),
};

const page = (posts: Post[]) => jsonResponse(posts);

function Live({ user = member, children }: { user?: Session['user']; children: ReactNode }) {
  return (
    <SessionContext value={session(user)}>
      <LiveProvider>{children}</LiveProvider>
    </SessionContext>
  );
}

const consights = () => (
  <PostList
    types={['confession']}
    search=""
    label={t('Consights')}
    emptyText={t(MESSAGES.noPostsYet)}
    noResultsText={t(MESSAGES.noSearchResults)}
    interactions={interactions}
  />
);

const titles = () =>
  within(screen.getByRole('list', { name: 'Consights' }))
    .getAllByRole('article')
    .map((card) => card.querySelector('h2')?.textContent);

/**
 * The stream is opened after the first render, once its code has loaded; it names the posts on screen, and
 * reconnects to name them again once they are (`shown`).
 */
async function connected(fetchMock: ReturnType<typeof stubFetch>, shown: string[] = []) {
  await waitFor(
    () => {
      const last = streamCalls(fetchMock).at(-1);
      expect(last).toBeDefined();
      for (const id of shown) expect(new URL(last!.url, 'http://quad.test').searchParams.get('posts')?.split(',')).toContain(id);
    },
    { timeout: 5_000 },
  );
}

const likeButton = (title: string) =>
  within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Like' });

describe('The live campus', () => {
  it('shows a like counted elsewhere on a rendered card, and my like from another tab as mine', async () => {
    const live = fakeStream();
    const fetchMock = stubFetch({
      'GET /api/stream': live.answer,
      'GET /api/posts?type=confession': () => page([makePost({ _id: 'p1', title: 'Lost umbrella', likes: 2 })]),
    });
    renderWithProviders(<Live>{consights()}</Live>);
    await screen.findByText('Lost umbrella');
    await connected(fetchMock);
    expect(likeButton('Lost umbrella').textContent).toContain('2');

    live.event('1', 'likes', { postId: 'p1', likes: 3 });
    await waitFor(() => expect(likeButton('Lost umbrella').textContent).toContain('3'));
    expect(likeButton('Lost umbrella').getAttribute('aria-pressed')).toBe('false');

    live.event('2', 'likes', { postId: 'p1', likes: 4, mine: true });
    await waitFor(() => expect(likeButton('Lost umbrella').getAttribute('aria-pressed')).toBe('true'));
    expect(likeButton('Lost umbrella').textContent).toContain('4');
    expect(storage.getLikedPosts()).toEqual(['p1']);
    // Nothing was read again for it.
    expect(callsTo(fetchMock, 'GET /api/posts?type=confession')).toHaveLength(1);
    // The viewer's token went with the stream.
    for (const call of streamCalls(fetchMock)) expect((call.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('opens once the first posts are in, not while they are on their way', async () => {
    // The stream's code is at hand already: only the first reads may hold it back.
    await Promise.all([import('./live-stream.ts'), schemaModules.stream()]);
    const live = fakeStream();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      'GET /api/stream': live.answer,
      'GET /api/posts?type=confession': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<Live>{consights()}</Live>);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/posts?type=confession')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streamCalls(fetchMock)).toHaveLength(0);

    answer(page([makePost({ _id: 'p1', title: 'Lost umbrella' })]));
    await screen.findByText('Lost umbrella');
    await connected(fetchMock, ['p1']);
  });

  it('offers new posts at the top without moving the list, and loads them when asked', async () => {
    const live = fakeStream();
    const older = makePost({ _id: 'p-old', title: 'Older post', likes: 1 });
    const newer = makePost({ _id: 'p-new', title: 'Fresh post' });
    let feed = [older];
    const fetchMock = stubFetch({
      'GET /api/stream': live.answer,
      'GET /api/posts?type=confession': () => page(feed),
    });
    renderWithProviders(<Live>{consights()}</Live>);
    await screen.findByText('Older post');
    await connected(fetchMock);

    // Another type's post, and one still pending, are not news to this feed.
    live.event('1', 'post', { postId: 'n1', postType: 'news', action: 'created', visible: true });
    live.event('2', 'post', { postId: 'e1', postType: 'confession', action: 'created', visible: false });
    // A like on the shown post marks when the stream got this far.
    live.event('3', 'likes', { postId: 'p-old', likes: 9 });
    await waitFor(() => expect(likeButton('Older post').textContent).toContain('9'));
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
    feed = [newer, older];
    live.event('4', 'post', { postId: 'p-new', postType: 'confession', action: 'created', visible: true });
    const pill = await screen.findByRole('button', { name: '1 new post' });
    expect(pill.closest('[aria-live="polite"]')).toBeTruthy();
    // The list the reader is reading has not changed, nor been read again.
    expect(titles()).toEqual(['Older post']);
    expect(callsTo(fetchMock, 'GET /api/posts?type=confession')).toHaveLength(1);
    expect(document.activeElement).not.toBe(pill);

    fireEvent.click(pill);
    await waitFor(() => expect(titles()).toEqual(['Fresh post', 'Older post']));
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
    // Focus lands on the list, not on the page, when the button goes.
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Consights' }));
  });

  it('stops counting a new post once the list shows it (the post form reads the feeds again after a post)', async () => {
    const live = fakeStream();
    const fetchMock = stubFetch({
      'GET /api/stream': live.answer,
      'GET /api/posts?type=confession': () => page([makePost({ _id: 'p-a', title: 'A post' })]),
    });
    const { queryClient } = renderWithProviders(<Live>{consights()}</Live>);
    await screen.findByText('A post');
    await connected(fetchMock);
    // Two posts arrive: one of them is in the list already once the list is read again (the form does that).
    live.event('1', 'post', { postId: 'p-mine', postType: 'confession', action: 'created', visible: true });
    live.event('2', 'post', { postId: 'p-other', postType: 'confession', action: 'created', visible: true });
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeTruthy();
    queryClient.setQueryData(['posts', 'feed', { type: 'confession', q: '', author: null }], {
      pages: [{ posts: [makePost({ _id: 'p-mine', title: 'My post' }), makePost({ _id: 'p-a', title: 'A post' })], next: null }],
      pageParams: ['/posts?type=confession'],
    });
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeTruthy();
  });

  it('takes a removed post off the list at once, and a hidden one too', async () => {
    const live = fakeStream();
    const fetchMock = stubFetch({
      'GET /api/stream': live.answer,
      'GET /api/posts?type=confession': () =>
        page([makePost({ _id: 'p1', title: 'Stays' }), makePost({ _id: 'p2', title: 'Goes' }), makePost({ _id: 'p3', title: 'Hidden' })]),
    });
    renderWithProviders(<Live>{consights()}</Live>);
    await screen.findByText('Goes');
    await connected(fetchMock);

    live.event('1', 'post', { postId: 'p2', postType: 'confession', action: 'removed', visible: false });
    await waitFor(() => expect(titles()).toEqual(['Stays', 'Hidden']));
    live.event('2', 'post', { postId: 'p3', postType: 'confession', action: 'status', visible: false });
    await waitFor(() => expect(titles()).toEqual(['Stays']));
    expect(callsTo(fetchMock, 'GET /api/posts?type=confession')).toHaveLength(1);
  });

  it('shows new comments in an open comments overlay, and the new count on the card', async () => {
    const live = fakeStream();
    const comment = (id: string, text: string): Comment => ({
      _id: id,
      author: 'Meera Iyer',
      authorId: 'u9',
      authorAvatar: null,
      anonymous: false,
      authorHue: null,
      authorIsAdmin: false,
      text,
      timestamp: new Date(Date.now() - 60_000).toISOString(),
    });
    let comments = [comment('c1', 'First!')];
    const fetchMock = stubFetch({
      'GET /api/stream': live.answer,
      'GET /api/posts?type=confession': () => page([makePost({ _id: 'p1', title: 'Open mic', commentCount: 1 })]),
      'GET /api/posts/p1/comments': () => jsonResponse(comments),
    });
    renderWithProviders(<Live>{consights()}</Live>);
    fireEvent.click(await screen.findByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments' });
    expect(await within(dialog).findByText('First!')).toBeTruthy();
    await connected(fetchMock);

    comments = [...comments, comment('c2', 'See you there')];
    live.event('1', 'comments', { postId: 'p1', comments: 2 });
    expect(await within(dialog).findByText('See you there')).toBeTruthy();
    const button = within(screen.getByRole('article', { name: 'Open mic' })).getByRole('button', { name: 'Comment' });
    await waitFor(() => expect(button.textContent).toContain('2'));
  });

  it('refreshes the unread badge when the viewer’s notifications change', async () => {
    const live = fakeStream();
    let count = 0;
    const fetchMock = stubFetch({
      'GET /api/stream': live.answer,
      'GET /api/notifications/unread-count': () => jsonResponse({ count }),
    });
    renderWithProviders(
      <Live>
        <MemoryRouter>
          <MainNav active="home" onAdd={vi.fn()} />
        </MemoryRouter>
      </Live>,
    );
    await screen.findByRole('link', { name: 'Notifications' });
    await connected(fetchMock);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/notifications/unread-count')).toHaveLength(1));

    count = 2;
    live.event('1', 'notifications', {});
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('connects as a visitor without a token, and again as the viewer who signs in', async () => {
    const fetchMock = stubFetch({
      'GET /api/stream': () => streamResponse().response,
      'GET /api/posts?type=confession': () => page([]),
    });
    function Page() {
      const [user, setUser] = useState<Session['user']>(null);
      return (
        <Live user={user}>
          <button type="button" onClick={() => setUser(member)}>
            {t('Sign in')}
          </button>
          {consights()}
        </Live>
      );
    }
    renderWithProviders(<Page />);
    await connected(fetchMock);
    const asVisitor = streamCalls(fetchMock).length;
    for (const call of streamCalls(fetchMock)) expect((call.init.headers as Record<string, string>).Authorization).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(streamCalls(fetchMock).length).toBeGreaterThan(asVisitor));
    const calls = streamCalls(fetchMock);
    for (const call of calls.slice(0, -1)) expect(call.init.signal?.aborted).toBe(true);
    expect((calls.at(-1)!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('names the posts on screen, and follows them as the screen changes without missing a count', async () => {
    const live = fakeStream();
    const fetchMock = stubFetch({
      'GET /api/stream': live.answer,
      'GET /api/posts?type=confession': () => page([makePost({ _id: 'p1', title: 'First on screen', likes: 1 })]),
    });
    const { queryClient } = renderWithProviders(<Live>{consights()}</Live>);
    await screen.findByText('First on screen');
    await connected(fetchMock, ['p1']);
    const before = streamCalls(fetchMock).length;
    live.event('7', 'likes', { postId: 'p1', likes: 2 });
    await waitFor(() => expect(likeButton('First on screen').textContent).toContain('2'));

    queryClient.setQueryData(['posts', 'feed', { type: 'confession', q: '', author: null }], {
      pages: [{ posts: [makePost({ _id: 'p2', title: 'Now on screen', likes: 0 }), makePost({ _id: 'p1', title: 'First on screen', likes: 2 })], next: null }],
      pageParams: ['/posts?type=confession'],
    });
    // A like while the stream is between the two connections reaches the page all the same.
    live.event('8', 'likes', { postId: 'p2', likes: 5 });
    await connected(fetchMock, ['p1', 'p2']);
    const calls = streamCalls(fetchMock);
    expect(calls.length).toBeGreaterThan(before);
    expect((calls.at(-1)!.init.headers as Record<string, string>)['Last-Event-ID']).toBeTruthy();
    await waitFor(() => expect(likeButton('Now on screen').textContent).toContain('5'));
  });

  it('keeps working without the stream (an older server answers 404)', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts?type=confession': () => page([makePost({ _id: 'p1', title: 'Still here' })]),
    });
    renderWithProviders(<Live>{consights()}</Live>);
    expect(await screen.findByText('Still here')).toBeTruthy();
    await connected(fetchMock);
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  });
});
