import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { PostInteractions } from './post-interactions.ts';
import { PostList } from './post-list.tsx';

const interactions: PostInteractions = { signedIn: true, viewerId: 'u1', requireUser: vi.fn(), onEdit: vi.fn(), onOpenEvent: vi.fn() };
/** What a save does to the feeds: every posts query is read again. */
function Refresher() {
  const queryClient = useQueryClient();
  return (
    <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: ['posts'] })}>
      {t('Publish')}
    </button>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('after publishing', () => {
  it('takes a reader scrolled down the feed to its top, where their new post is', async () => {
    const older = makePost({ _id: 'p1', title: 'Older post' });
    const mine = makePost({ _id: 'p2', title: 'My new Consight', postedByMe: true });
    let published = false;
    stubFetch({ 'GET /api/posts?type=confession': () => jsonResponse(published ? [mine, older] : [older]) });
    // jsdom has no scrolling: the list's top says where it is, and a scroll is recorded.
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrolled });
    renderWithProviders(
      <>
        <Refresher />
        <PostList types={['confession']} search="" emptyText={t(MESSAGES.noPostsYet)} noResultsText={t(MESSAGES.noSearchResults)} interactions={interactions} label={t('Consights')} />
      </>,
    );
    await screen.findByRole('article', { name: 'Older post' });
    // Scrolled down: the top of the list is above the window.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -800 } as DOMRect);
    expect(scrolled).not.toHaveBeenCalled();

    published = true;
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('article', { name: 'My new Consight' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
  });
});
