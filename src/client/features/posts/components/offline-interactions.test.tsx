import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Comment } from '../../../../shared/schemas/posts.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CachedPostCard } from '../test/post-harness.tsx';

const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));

afterEach(() => onlineManager.setOnline(true));

describe('a like made offline (decision 050)', () => {
  it('shows at once, waits for the connection on the card, and is sent once when it returns', async () => {
    const post = makePost({ _id: 'p-off', likes: 4, likedByMe: false });
    // The server's state: the post read again when the connection returns (as the app does) says what it holds then.
    let server = { likes: 4, likedByMe: false };
    const fetchMock = stubFetch({
      'GET /api/posts/p-off': () => jsonResponse({ ...post, ...server }),
      'PUT /api/posts/p-off/like': () => jsonResponse((server = { likes: 5, likedByMe: true })),
      'PUT /api/posts/p-off/unlike': () => jsonResponse((server = { likes: 4, likedByMe: false })),
    });
    renderWithProviders(<CachedPostCard id="p-off" />);
    const like = await screen.findByRole('button', { name: 'Like' });
    goOffline();
    // Like, unlike, like again while offline: the wish is "liked".
    fireEvent.click(like);
    fireEvent.click(like);
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(like.textContent).toContain('5');
    const article = screen.getByRole('article');
    await within(article).findByText(MESSAGES.waitingForConnection);
    expect(callsTo(fetchMock, 'PUT /api/posts/p-off/like')).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(within(article).queryByText(MESSAGES.waitingForConnection)).toBeNull());
    expect(callsTo(fetchMock, 'PUT /api/posts/p-off/like')).toHaveLength(1);
    expect(callsTo(fetchMock, 'PUT /api/posts/p-off/unlike')).toHaveLength(0);
    expect(like.textContent).toContain('5');
    expect(like.getAttribute('aria-pressed')).toBe('true');
  });

  it('says clearly on the card when the server refuses it once sent, and shows the server’s count again', async () => {
    const post = makePost({ _id: 'p-gone', likes: 2, likedByMe: false });
    stubFetch({
      'GET /api/posts/p-gone': () => jsonResponse(post),
      'PUT /api/posts/p-gone/like': () => jsonResponse({ message: 'This post does not exist or is no longer available.' }, 404),
    });
    renderWithProviders(<CachedPostCard id="p-gone" />);
    const like = await screen.findByRole('button', { name: 'Like' });
    goOffline();
    fireEvent.click(like);
    await screen.findByText(MESSAGES.waitingForConnection);
    goOnline();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${MESSAGES.queuedLikeFailed} This post does not exist or is no longer available.`);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(like.textContent).toContain('2');
  });
});

describe('a comment written offline (decision 050)', () => {
  it('clears the box, waits in the list, and is sent when the connection returns', async () => {
    const post = makePost({ _id: 'p-cmt', commentCount: 0 });
    const sent: Comment = {
      _id: 'c1',
      text: 'See you at the terrace',
      author: 'Asha',
      authorId: 'u1',
      authorAvatar: null,
      authorIsAdmin: false,
      anonymous: false,
      authorHue: null,
      timestamp: new Date().toISOString(),
    };
    const fetchMock = stubFetch({
      'GET /api/posts/p-cmt': () => jsonResponse(post),
      // The connection's return reads the list again: it has the comment once the server has it.
      'GET /api/posts/p-cmt/comments': () => jsonResponse(callsTo(fetchMock, 'POST /api/posts/p-cmt/comments').length ? [sent] : []),
      'POST /api/posts/p-cmt/comments': () => jsonResponse([sent], 201),
    });
    renderWithProviders(<CachedPostCard id="p-cmt" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments' });
    await within(dialog).findByText(/No comments yet/);
    goOffline();
    const box = within(dialog).getByLabelText('Add a comment');
    fireEvent.change(box, { target: { value: 'See you at the terrace' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const waiting = await within(dialog).findByRole('list', { name: MESSAGES.commentWaiting });
    expect(waiting.textContent).toContain('See you at the terrace');
    expect(within(waiting).getByText(MESSAGES.waitingForConnection)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(callsTo(fetchMock, 'POST /api/posts/p-cmt/comments')).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: MESSAGES.commentWaiting })).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/posts/p-cmt/comments')).toHaveLength(1);
    const list = await within(dialog).findByRole('list', { name: `Comments on ${post.title}` });
    expect(list.textContent).toContain('See you at the terrace');
  });

  it('says the comments are not available offline when this device never read them, and still queues one written then', async () => {
    const post = makePost({ _id: 'p-unread', commentCount: 2 });
    const sent: Comment = {
      _id: 'c2',
      text: 'Count me in',
      author: 'Asha',
      authorId: 'u1',
      authorAvatar: null,
      authorIsAdmin: false,
      anonymous: false,
      authorHue: null,
      timestamp: new Date().toISOString(),
    };
    const fetchMock = stubFetch({
      'GET /api/posts/p-unread': () => jsonResponse(post),
      'GET /api/posts/p-unread/comments': () => jsonResponse([sent]),
      'POST /api/posts/p-unread/comments': () => jsonResponse([sent], 201),
    });
    renderWithProviders(<CachedPostCard id="p-unread" />);
    const open = await screen.findByRole('button', { name: 'Comment' });
    goOffline();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Comments' });
    const status = await within(dialog).findByText('Comments are not available offline.');
    expect(status.getAttribute('role')).toBe('status');
    expect(within(dialog).queryByText('Loading comments…')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/posts/p-unread/comments')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Add a comment'), { target: { value: 'Count me in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const waiting = await within(dialog).findByRole('list', { name: MESSAGES.commentWaiting });
    expect(waiting.textContent).toContain('Count me in');
    expect(within(waiting).getByText(MESSAGES.waitingForConnection)).toBeTruthy();

    goOnline();
    const list = await within(dialog).findByRole('list', { name: `Comments on ${post.title}` });
    expect(list.textContent).toContain('Count me in');
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: MESSAGES.commentWaiting })).toBeNull());
    expect(within(dialog).queryByText('Comments are not available offline.')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/posts/p-unread/comments')).toHaveLength(1);
  });
});
