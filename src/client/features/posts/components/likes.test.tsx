import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { storage } from '../../../lib/storage.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CachedPostCard } from '../test/post-harness.tsx';

const likeButton = async () => {
  const button = await screen.findByRole('button', { name: 'Like' });
  return button;
};

describe('Like toggle', () => {
  it('changes the count at once and reverts with the exact message when the server fails', async () => {
    clearSessionNotifications();
    let fail: (response: Response) => void = () => undefined;
    const post = makePost({ _id: 'p-like', likes: 2, likedByMe: false });
    stubFetch({
      'GET /api/posts/p-like': () => jsonResponse(post),
      'PUT /api/posts/p-like/like': () =>
        new Promise<Response>((resolve) => {
          fail = resolve;
        }),
    });
    renderWithProviders(<CachedPostCard id="p-like" />);
    const button = await likeButton();
    expect(button.textContent).toContain('2');

    fireEvent.click(button);
    // The cache changes at once; TanStack Query re-renders on its next tick.
    await waitFor(() => expect(button.textContent).toContain('3'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(storage.getLikedPosts()).toEqual(['p-like']);

    fail(jsonResponse({ message: 'Boom' }, 500));
    await waitFor(() =>
      expect(getSessionNotifications()[0]).toMatchObject({
        message: 'Failed to like post. Please try again.',
        type: 'error',
      }),
    );
    expect(button.textContent).toContain('2');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(storage.getLikedPosts()).toEqual([]);
  });

  it('three rapid taps end in the last tap\'s state with at most 2 requests', async () => {
    const resolvers: Array<() => void> = [];
    const post = makePost({ _id: 'p-rapid', likes: 5, likedByMe: false });
    const fetchMock = stubFetch({
      'GET /api/posts/p-rapid': () => jsonResponse(post),
      'PUT /api/posts/p-rapid/like': () =>
        new Promise<Response>((resolve) => {
          resolvers.push(() => resolve(jsonResponse({ likes: 6, likedByMe: true })));
        }),
      'PUT /api/posts/p-rapid/unlike': () => jsonResponse({ likes: 5, likedByMe: false }),
    });
    renderWithProviders(<CachedPostCard id="p-rapid" />);
    const button = await likeButton();

    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toContain('6'));
    expect(button.getAttribute('aria-pressed')).toBe('true');

    await waitFor(() => expect(resolvers).toHaveLength(1));
    resolvers[0]?.();
    await waitFor(() => expect(storage.getLikedPosts()).toEqual(['p-rapid']));
    const likes = callsTo(fetchMock, 'PUT /api/posts/p-rapid/like').length;
    const unlikes = callsTo(fetchMock, 'PUT /api/posts/p-rapid/unlike').length;
    expect(likes + unlikes).toBeLessThanOrEqual(2);
    expect(button.textContent).toContain('6');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('a visitor is asked to log in and nothing is sent', async () => {
    const post = makePost({ _id: 'p-visitor' });
    const fetchMock = stubFetch({ 'GET /api/posts/p-visitor': () => jsonResponse(post) });
    let asked = 0;
    renderWithProviders(
      <CachedPostCard
        id="p-visitor"
        interactions={{ signedIn: false, requireUser: () => (asked += 1), onEdit: () => undefined, onOpenEvent: () => undefined }}
      />,
    );
    fireEvent.click(await likeButton());
    expect(asked).toBe(1);
    expect(callsTo(fetchMock, 'PUT /api/posts/p-visitor/like')).toHaveLength(0);
  });
});
