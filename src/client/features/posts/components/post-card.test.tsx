import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makePost } from '../../../test/make-post.ts';
import { PostCard } from './post-card.tsx';
import type { PostInteractions } from './post-interactions.ts';

function interactions(overrides: Partial<PostInteractions> = {}): PostInteractions {
  return { signedIn: true, requireUser: vi.fn((action: () => void) => action()), onEdit: vi.fn(), onOpenEvent: vi.fn(), ...overrides };
}

// The open menu loads on first use, so the tests wait for it.
const menuItems = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^Post options/ }));
  return within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
};

describe('PostCard', () => {
  it('shows the author, the type, the time and the counts', () => {
    stubFetch({});
    const post = makePost({ title: 'Open Mic Night', type: 'event', location: 'Amphitheatre', eventStartDate: '2030-05-01T18:00:00.000Z', likes: 7, commentCount: 3 });
    renderWithProviders(<PostCard post={post} interactions={interactions()} />);
    const card = screen.getByRole('article', { name: 'Open Mic Night' });
    expect(within(card).getByText('Rahul Nair')).toBeTruthy();
    expect(within(card).getByText('Event')).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe(post.timestamp);
    expect(within(card).getByText('Amphitheatre')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Like' }).textContent).toContain('7');
    expect(within(card).getByRole('button', { name: 'Comment' }).textContent).toContain('3');
    expect(within(card).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(within(card).queryByText('Pending')).toBeNull();
  });

  it("shows a labelled Admin badge next to an admin's name, and none next to a student's", () => {
    stubFetch({});
    renderWithProviders(
      <>
        <PostCard post={makePost({ title: 'From the dean', author: 'Campus Admin', authorIsAdmin: true })} interactions={interactions()} />
        <PostCard post={makePost({ title: 'From a student', author: 'Asha Verma' })} interactions={interactions()} />
      </>,
    );
    const byAdmin = screen.getByRole('article', { name: 'From the dean' });
    const badge = within(byAdmin).getByText('Admin');
    expect(badge.title).toBe('This person is a Quad admin');
    expect(badge.previousElementSibling?.textContent).toBe('Campus Admin');
    expect(within(screen.getByRole('article', { name: 'From a student' })).queryByText('Admin')).toBeNull();
  });

  it('cuts the content at 200 characters with Show More and Show less', () => {
    stubFetch({});
    const content = `${'a'.repeat(200)}THE-REST`;
    renderWithProviders(<PostCard post={makePost({ content })} interactions={interactions()} />);
    expect(screen.queryByText(/THE-REST/)).toBeNull();
    expect(screen.getByText(`${'a'.repeat(200)}…`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(content)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(/THE-REST/)).toBeNull();
  });

  it('has no Show More at exactly 200 characters', () => {
    stubFetch({});
    renderWithProviders(<PostCard post={makePost({ content: 'b'.repeat(200) })} interactions={interactions()} />);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('marks a pending post', () => {
    stubFetch({});
    renderWithProviders(<PostCard post={makePost({ status: 'pending', type: 'event' })} interactions={interactions()} />);
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it('builds the options menu from the abilities only', async () => {
    stubFetch({});
    const { unmount } = renderWithProviders(
      <PostCard post={makePost({ canEdit: true, canDelete: true, canReport: false })} interactions={interactions()} />,
    );
    expect(await menuItems()).toEqual(['Edit', 'Delete']);
    unmount();

    const deleteOnly = renderWithProviders(
      <PostCard post={makePost({ canEdit: false, canDelete: true, canReport: false })} interactions={interactions()} />,
    );
    expect(await menuItems()).toEqual(['Delete']);
    deleteOnly.unmount();

    const other = renderWithProviders(<PostCard post={makePost({ canReport: true })} interactions={interactions()} />);
    expect(await menuItems()).toEqual(['Report']);
    other.unmount();

    renderWithProviders(<PostCard post={makePost({ canReport: false })} interactions={interactions({ signedIn: false })} />);
    expect(await menuItems()).toEqual(['Report']);
  });

  it('says Reported, and offers nothing, once the viewer has reported the post', async () => {
    stubFetch({});
    renderWithProviders(<PostCard post={makePost({ canReport: false, reportedByMe: true })} interactions={interactions()} />);
    expect(await menuItems()).toEqual([MESSAGES.reported]);
    const item = screen.getByRole('menuitem', { name: MESSAGES.reported });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(item);
    // Nothing opens, and the menu stays as it was.
    expect(screen.queryByRole('dialog', { name: 'Report Post' })).toBeNull();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('Share copies the link and says so in a toast', async () => {
    stubFetch({});
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderWithProviders(<PostCard post={makePost({ _id: 'p-share' })} interactions={interactions()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    // The toast region is the app's, outside the card.
    const card = screen.getByRole('article');
    const toastRegion = () => screen.getAllByRole('status').find((region) => !card.contains(region));
    await waitFor(() => expect(toastRegion()?.textContent).toContain(MESSAGES.linkCopied));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/posts/p-share`);
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('Edit opens the post form, and a visitor is asked to log in before reporting', async () => {
    stubFetch({});
    const onEdit = vi.fn();
    const post = makePost({ canEdit: true, canReport: false });
    const { unmount } = renderWithProviders(<PostCard post={post} interactions={interactions({ onEdit })} />);
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(post);
    unmount();

    const requireUser = vi.fn();
    renderWithProviders(<PostCard post={makePost({ canReport: false })} interactions={interactions({ signedIn: false, requireUser })} />);
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(requireUser).toHaveBeenCalledTimes(1);
  });

  it('the menu is keyboard usable: arrows move, Escape closes and returns focus', async () => {
    stubFetch({});
    renderWithProviders(<PostCard post={makePost({ canEdit: true, canDelete: true })} interactions={interactions()} />);
    const trigger = screen.getByRole('button', { name: /^Post options/ });
    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('deletes after confirmation and says so', async () => {
    clearSessionNotifications();
    const fetchMock = stubFetch({ 'DELETE /api/posts/gone': () => jsonResponse({ ok: true }) });
    renderWithProviders(<PostCard post={makePost({ _id: 'gone', canDelete: true })} interactions={interactions()} />);
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getSessionNotifications()[0]?.message).toBe(MESSAGES.postDeleted));
    expect(callsTo(fetchMock, 'DELETE /api/posts/gone')).toHaveLength(1);
  });

  it('a failed delete adds "Failed to delete post: <message>"', async () => {
    clearSessionNotifications();
    stubFetch({ 'DELETE /api/posts/p-x': () => jsonResponse({ message: MESSAGES.cannotDeletePost }, 403) });
    renderWithProviders(<PostCard post={makePost({ _id: 'p-x', canDelete: true })} interactions={interactions()} />);
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(getSessionNotifications()[0]).toMatchObject({
        message: `Failed to delete post: ${MESSAGES.cannotDeletePost}`,
        type: 'error',
      }),
    );
  });

  it('a delete that never reaches the server adds the network error', async () => {
    clearSessionNotifications();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderWithProviders(<PostCard post={makePost({ canDelete: true })} interactions={interactions()} />);
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getSessionNotifications()[0]?.message).toBe('Network error: Could not delete post.'));
  });

  it('Like and Comment ask a visitor to log in', () => {
    stubFetch({});
    const requireUser = vi.fn();
    renderWithProviders(<PostCard post={makePost()} interactions={interactions({ signedIn: false, requireUser })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(requireUser).toHaveBeenCalledTimes(2);
  });

  it('shows stored pictures lazily, in a box of fixed size, at the size shown', () => {
    stubFetch({});
    const stored = `/media/${'d'.repeat(64)}.jpg`;
    renderWithProviders(
      <PostCard post={makePost({ title: 'Photos', images: [stored, 'https://example.test/b.jpg'] })} interactions={interactions()} />,
    );
    const [first, second] = screen.getAllByRole('img', { name: /Image \d of 2 for Photos/ });
    for (const image of [first, second]) {
      expect(image?.getAttribute('loading')).toBe('lazy');
      expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['640', '480']);
    }
    expect(first?.getAttribute('srcset')).toContain(`${stored}?w=320 320w`);
    expect(first?.getAttribute('sizes')).toContain('(max-width: 719px)');
    expect(second?.getAttribute('srcset')).toBeNull();
  });
});

describe('PostCard seats', () => {
  const seated = (overrides: Parameters<typeof makePost>[0]) =>
    makePost({
      type: 'event',
      title: 'Open Mic Night',
      eventStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      registrationOpen: true,
      enableRegistrationForm: true,
      registrationMethod: 'form',
      capacity: 30,
      ...overrides,
    });
  const cardText = (title: string) => screen.getByRole('article', { name: title }).textContent ?? '';

  it('says how many seats are left, and "Full - join the waitlist" at none', () => {
    stubFetch({});
    renderWithProviders(
      <>
        <PostCard post={seated({ title: 'Three left', seatsLeft: 3 })} interactions={interactions()} />
        <PostCard post={seated({ title: 'One left', seatsLeft: 1 })} interactions={interactions()} />
        <PostCard post={seated({ title: 'None left', seatsLeft: 0 })} interactions={interactions()} />
        <PostCard post={seated({ title: 'Oversold', seatsLeft: -2 })} interactions={interactions()} />
      </>,
    );
    expect(cardText('Three left')).toContain('3 seats left');
    expect(cardText('One left')).toContain('1 seat left');
    expect(cardText('None left')).toContain(MESSAGES.eventFullJoinWaitlist);
    // Never negative.
    expect(cardText('Oversold')).toContain(MESSAGES.eventFullJoinWaitlist);
    expect(cardText('Oversold')).not.toContain('-2');
  });

  it('says nothing of seats without a limit, with a registration link, or once registration closed', () => {
    stubFetch({});
    renderWithProviders(
      <>
        <PostCard post={seated({ title: 'Unlimited', capacity: null, seatsLeft: null })} interactions={interactions()} />
        <PostCard
          post={seated({ title: 'By link', enableRegistrationForm: false, registrationMethod: 'link', registrationLink: 'https://x.example', seatsLeft: 3 })}
          interactions={interactions()}
        />
        <PostCard post={seated({ title: 'Closed', registrationOpen: false, seatsLeft: 0 })} interactions={interactions()} />
      </>,
    );
    for (const title of ['Unlimited', 'By link', 'Closed']) {
      expect(cardText(title)).not.toMatch(/seats? left|waitlist/);
    }
  });
});
