import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Comment } from '../../../../shared/schemas/posts.ts';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CachedPostCard } from '../test/post-harness.tsx';

const comment = (id: string, text: string, overrides: Partial<Comment> = {}): Comment => ({
  _id: id,
  author: 'Meera Iyer',
  authorId: 'u9',
  authorAvatar: null,
  authorIsAdmin: false,
  anonymous: false,
  authorHue: null,
  ...overrides,
  text,
  timestamp: new Date(Date.now() - 60_000).toISOString(),
});

async function openComments() {
  fireEvent.click(await screen.findByRole('button', { name: 'Comment' }));
  // The overlay's code loads when it is first opened.
  return screen.findByRole('dialog', { name: 'Comments' });
}

describe('Comments overlay', () => {
  it('lists the comments and pages through the Link header', async () => {
    const post = makePost({ _id: 'p-c1', commentCount: 2 });
    stubFetch({
      'GET /api/posts/p-c1': () => jsonResponse(post),
      'GET /api/posts/p-c1/comments': () =>
        new Response(JSON.stringify([comment('c1', 'First!')]), {
          headers: { 'Content-Type': 'application/json', Link: '</api/posts/p-c1/comments?cursor=x>; rel="next"' },
        }),
      'GET /api/posts/p-c1/comments?cursor=x': () => jsonResponse([comment('c2', 'Second')]),
    });
    renderWithProviders(<CachedPostCard id="p-c1" />);
    const dialog = await openComments();
    expect(await within(dialog).findByText('First!')).toBeTruthy();
    expect(within(dialog).getByText('Meera Iyer')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByText('Second')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it("marks an admin's comment with an Admin badge by their name, and no one else's", async () => {
    const post = makePost({ _id: 'p-c9', commentCount: 2 });
    stubFetch({
      'GET /api/posts/p-c9': () => jsonResponse(post),
      'GET /api/posts/p-c9/comments': () =>
        jsonResponse([comment('c1', 'From the dean', { author: 'Campus Admin', authorIsAdmin: true }), comment('c2', 'From a student')]),
    });
    renderWithProviders(<CachedPostCard id="p-c9" />);
    const dialog = await openComments();
    await within(dialog).findByText('From the dean');
    const [byAdmin, byStudent] = within(dialog).getAllByRole('listitem');
    const badge = within(byAdmin!).getByText('Admin');
    expect(badge.title).toBe('This person is a Quad admin');
    expect(badge.previousElementSibling?.textContent).toBe('Campus Admin');
    expect(within(byStudent!).queryByText('Admin')).toBeNull();
  });

  it('refuses blank text without calling the server', async () => {
    const post = makePost({ _id: 'p-c2' });
    const fetchMock = stubFetch({
      'GET /api/posts/p-c2': () => jsonResponse(post),
      'GET /api/posts/p-c2/comments': () => jsonResponse([]),
    });
    renderWithProviders(<CachedPostCard id="p-c2" />);
    const dialog = await openComments();
    fireEvent.change(within(dialog).getByLabelText('Add a comment'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.commentRequired);
    expect(callsTo(fetchMock, 'POST /api/posts/p-c2/comments')).toHaveLength(0);
  });

  it('a failed comment adds "Failed to add comment: <message>" and shows it inline', async () => {
    clearSessionNotifications();
    const post = makePost({ _id: 'p-c3' });
    stubFetch({
      'GET /api/posts/p-c3': () => jsonResponse(post),
      'GET /api/posts/p-c3/comments': () => jsonResponse([]),
      'POST /api/posts/p-c3/comments': () => jsonResponse({ message: 'Comments are closed.' }, 400),
    });
    renderWithProviders(<CachedPostCard id="p-c3" />);
    const dialog = await openComments();
    fireEvent.change(within(dialog).getByLabelText('Add a comment'), { target: { value: 'Nice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(getSessionNotifications()[0]).toMatchObject({
        message: 'Failed to add comment: Comments are closed.',
        type: 'error',
      }),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Comments are closed.');
  });

  it('on success the list is replaced by the answer, the count updates and the input clears', async () => {
    const post = makePost({ _id: 'p-c4', commentCount: 1 });
    const fetchMock = stubFetch({
      'GET /api/posts/p-c4': () => jsonResponse(post),
      'GET /api/posts/p-c4/comments': () => jsonResponse([comment('c1', 'Old')]),
      'POST /api/posts/p-c4/comments': () => jsonResponse([comment('c1', 'Old'), comment('c2', 'Fresh')], 201),
    });
    renderWithProviders(<CachedPostCard id="p-c4" />);
    const dialog = await openComments();
    await within(dialog).findByText('Old');
    const input = within(dialog).getByLabelText<HTMLTextAreaElement>('Add a comment');
    fireEvent.change(input, { target: { value: '  Fresh ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Fresh')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    expect(JSON.parse(callsTo(fetchMock, 'POST /api/posts/p-c4/comments')[0]?.body as string)).toEqual({ text: 'Fresh' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comment' }).textContent).toContain('2'));
  });

  it('a comment the word filter holds shows its author "Waiting for review", says so, and is not counted', async () => {
    const post = makePost({ _id: 'p-c5', commentCount: 1 });
    stubFetch({
      'GET /api/posts/p-c5': () => jsonResponse(post),
      'GET /api/posts/p-c5/comments': () => jsonResponse([comment('c1', 'Old')]),
      'POST /api/posts/p-c5/comments': () => jsonResponse([comment('c1', 'Old'), comment('c2', 'Held one', { held: true })], 201),
    });
    renderWithProviders(<CachedPostCard id="p-c5" />);
    const dialog = await openComments();
    await within(dialog).findByText('Old');
    fireEvent.change(within(dialog).getByLabelText('Add a comment'), { target: { value: 'Held one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const list = within(dialog).getByRole('list', { name: `Comments on ${post.title}` });
    const held = (await within(list).findByText('Held one')).closest('li');
    expect(held && within(held).getByText(MESSAGES.commentWaitingForReview)).toBeTruthy();
    expect(within(dialog).getAllByText(MESSAGES.commentWaitingForReview)).toHaveLength(1);
    expect(await screen.findByText(MESSAGES.commentHeldNotice)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comment' }).textContent).toContain('1');
  });
});
