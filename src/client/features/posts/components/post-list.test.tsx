import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { DialogProvider } from '../../../components/dialog-provider.tsx';
import { ToastProvider } from '../../../components/toast-provider.tsx';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { parseNextLink } from '../../../lib/paged.ts';
import { makePost } from '../../../test/make-post.ts';
import type { PostInteractions } from './post-interactions.ts';
import { PostList } from './post-list.tsx';
import type { PostListProps } from './post-list.tsx';

const interactions: PostInteractions = { signedIn: false, requireUser: vi.fn(), onEdit: vi.fn(), onOpenEvent: vi.fn() };

const props = (overrides: Partial<PostListProps> = {}): PostListProps => ({
  types: ['confession'],
  search: '',
  emptyText: MESSAGES.noPostsYet,
  noResultsText: MESSAGES.noSearchResults,
  interactions,
  label: 'Consights',
  ...overrides,
});

const page = (posts: unknown[], next?: string) =>
  new Response(JSON.stringify(posts), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(next ? { Link: `<${next}>; rel="next"` } : {}) },
  });

const titles = () =>
  within(screen.getByRole('list', { name: 'Consights' }))
    .getAllByRole('article')
    .map((a) => a.querySelector('h2')?.textContent);

describe('parseNextLink', () => {
  it('reads rel="next" among other links and keeps it under /api', () => {
    expect(parseNextLink('</api/posts?cursor=a>; rel="prev", </api/posts?type=event&cursor=b>; rel="next"')).toBe(
      '/posts?type=event&cursor=b',
    );
    expect(parseNextLink('</api/posts?cursor=a>; rel=next')).toBe('/posts?cursor=a');
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink('<https://evil.example/api/posts>; rel="next"')).toBeNull();
  });
});

describe('PostList', () => {
  it('shows skeletons, then the posts, then loads the next page from the Link header', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts?type=confession': () => page([makePost({ title: 'First' })], '/api/posts?type=confession&cursor=c2'),
      'GET /api/posts?type=confession&cursor=c2': () => page([makePost({ title: 'Second' })]),
    });
    renderWithProviders(<PostList {...props()} />);
    expect(screen.getByRole('status', { name: 'Loading Consights' }).getAttribute('aria-busy')).toBe('true');

    await screen.findByText('First');
    expect(screen.queryByText("You're all caught up.")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Second');
    expect(titles()).toEqual(['First', 'Second']);
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/posts?type=confession&cursor=c2')).toHaveLength(1);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    let trigger: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          trigger = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    stubFetch({
      'GET /api/posts?type=confession': () => page([makePost({ title: 'First' })], '/api/posts?type=confession&cursor=c2'),
      'GET /api/posts?type=confession&cursor=c2': () => page([makePost({ title: 'Second' })]),
    });
    renderWithProviders(<PostList {...props()} />);
    await screen.findByText('First');
    // The end of the list is watched once the cards are in (they render in the background).
    await waitFor(() => expect(trigger).toBeDefined());
    trigger?.([{ isIntersecting: true }]);
    await screen.findByText('Second');
  });

  it('says the empty text, or the no-results text for a search', async () => {
    stubFetch({
      'GET /api/posts?type=culturalEvent': () => page([]),
      'GET /api/posts?type=confession&q=zzz': () => page([]),
    });
    const { unmount } = renderWithProviders(
      <PostList {...props({ types: ['culturalEvent'], emptyText: MESSAGES.noCulturalEvents })} />,
    );
    await screen.findByText(MESSAGES.noCulturalEvents);
    unmount();
    renderWithProviders(<PostList {...props({ search: 'zzz' })} />);
    await screen.findByText(MESSAGES.noSearchResults);
  });

  it('says what a search finds beyond the list, in its empty state and under its last page, never without a search', async () => {
    stubFetch({
      'GET /api/posts?type=confession': () => page([makePost({ title: 'Unsearched' })]),
      'GET /api/posts?type=confession&q=bands': () => page([]),
      'GET /api/posts?type=confession&q=jam': () => page([makePost({ title: 'Jam night' })]),
    });
    const searchSummary = (q: string) => <p data-summary={q} />;
    const summary = (q: string) => document.querySelector(`[data-summary="${q}"]`);
    const first = renderWithProviders(<PostList {...props({ search: 'bands', searchSummary })} />);
    await screen.findByText(MESSAGES.noSearchResults);
    expect(summary('bands')).not.toBeNull();
    first.unmount();
    const second = renderWithProviders(<PostList {...props({ search: 'jam', searchSummary })} />);
    await screen.findByText('Jam night');
    expect(summary('jam')).not.toBeNull();
    second.unmount();
    renderWithProviders(<PostList {...props({ searchSummary })} />);
    await screen.findByText('Unsearched');
    expect(document.querySelector('[data-summary]')).toBeNull();
  });

  it('shows the server message with a Retry button when the feed fails', async () => {
    let fail = true;
    stubFetch({
      'GET /api/posts?type=confession': () =>
        fail ? jsonResponse({ message: MESSAGES.invalidCursor }, 400) : page([makePost({ title: 'Back again' })]),
    });
    renderWithProviders(<PostList {...props()} />);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.invalidCursor);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Back again');
  });

  it('sends the header search as q once typing settles', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts?type=confession': () => page([makePost({ title: 'Everything' })]),
      'GET /api/posts?type=confession&q=chai': () => page([makePost({ title: 'To whoever left chai at my desk' })]),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ui = (search: string) => (
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <DialogProvider>
            <PostList {...props({ search })} />
          </DialogProvider>
        </ToastProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(ui(''));
    await screen.findByText('Everything');
    for (const partial of ['c', 'ch', 'cha', 'chai']) rerender(ui(partial));
    await screen.findByText('To whoever left chai at my desk');
    const searches = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : '')).filter((url) => url.includes('q='));
    expect(searches).toEqual(['/api/posts?type=confession&q=chai']);
    await waitFor(() => expect(screen.queryByText('Everything')).toBeNull());
  });
});
