import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Comment } from '../../../../shared/schemas/posts.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CachedPostCard } from '../test/post-harness.tsx';
import { PostCard } from './post-card.tsx';
import type { PostInteractions } from './post-interactions.ts';

const asMe = (overrides: Partial<PostInteractions> = {}): PostInteractions => ({
  signedIn: true,
  viewerId: 'me',
  requireUser: vi.fn((action: () => void) => action()),
  onEdit: vi.fn(),
  onOpenEvent: vi.fn(),
  ...overrides,
});

const menuItems = async (name: RegExp = /^Post options/) => {
  fireEvent.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('menu')).getAllByRole('menuitem');
};

describe('Block and closed comments on a post', () => {
  it("offers Block on someone else's post, asks first saying what happens, then blocks", async () => {
    const fetchMock = stubFetch({ 'PUT /api/blocks/u2': () => jsonResponse({ ok: true }) });
    renderWithProviders(<PostCard post={makePost({ userId: 'u2', author: 'Rahul Nair' })} interactions={asMe()} />);
    const block = (await menuItems()).find((item) => item.textContent === 'Block Rahul Nair')!;
    fireEvent.click(block);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.blockConfirm('Rahul Nair'))).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/blocks/u2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/blocks/u2')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.blockedToast('Rahul Nair'))).toBeTruthy();
  });

  it('does not offer Block on my own post, to a visitor, or where the post names no author', async () => {
    stubFetch({});
    const { unmount } = renderWithProviders(
      <PostCard post={makePost({ userId: 'me', canDelete: true })} interactions={asMe()} />,
    );
    expect((await menuItems()).map((i) => i.textContent)).not.toContain('Block Rahul Nair');
    unmount();
    renderWithProviders(<PostCard post={makePost({ userId: '' })} interactions={asMe()} />);
    expect((await menuItems()).some((i) => i.textContent?.startsWith('Block'))).toBe(false);
  });

  it('lets the owner close comments from the menu', async () => {
    const fetchMock = stubFetch({ 'PUT /api/posts/p-own/comments-closed': () => jsonResponse({ commentsClosed: true }) });
    renderWithProviders(
      <PostCard post={makePost({ _id: 'p-own', userId: 'me', canCloseComments: true })} interactions={asMe()} />,
    );
    fireEvent.click((await menuItems()).find((i) => i.textContent === MESSAGES.closeComments)!);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/posts/p-own/comments-closed')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.commentsClosedToast)).toBeTruthy();
  });

  it('shows "Comments are closed" instead of the comment box, and keeps the comments', async () => {
    const comment: Comment = {
      _id: 'c1',
      author: 'Meera Iyer',
      authorId: 'u9',
      authorAvatar: null,
      authorIsAdmin: false,
      text: 'Said before closing',
      timestamp: new Date().toISOString(),
      anonymous: false,
      authorHue: null,
    };
    const post = makePost({ _id: 'p-closed', commentsClosed: true, commentCount: 1 });
    stubFetch({
      'GET /api/posts/p-closed': () => jsonResponse(post),
      'GET /api/posts/p-closed/comments': () => jsonResponse([comment]),
    });
    renderWithProviders(<CachedPostCard id="p-closed" interactions={asMe()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments' });
    expect(await within(dialog).findByText('Said before closing')).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.commentsClosed)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Add a comment')).toBeNull();
    // Someone else's comment has its own menu with Block.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Comment options for Meera Iyer' }));
    expect(within(await within(dialog).findByRole('menu')).getByRole('menuitem', { name: 'Block Meera Iyer' })).toBeTruthy();
  });
});
