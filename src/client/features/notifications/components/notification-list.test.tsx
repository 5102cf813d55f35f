import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../shared/schemas/interactions.ts';
import { clearSessionNotifications, notify } from '../../../lib/in-session-notifications.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NotificationList } from './notification-list.tsx';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const stored = (id: string, message: string, minutes: number, read: boolean): Notification => ({
  _id: id,
  message,
  timestamp: ago(minutes),
  type: 'info',
  read,
  postId: null,
});

const messages = () =>
  within(screen.getByRole('list', { name: 'Notifications' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('NotificationList', () => {
  it('merges the stored and in-session notifications, newest first, with the relative times posts use', async () => {
    clearSessionNotifications();
    notify('Your post was saved.', 'success');
    stubFetch({
      'GET /api/notifications': () =>
        jsonResponse([stored('n1', 'Asha liked your post.', 5, true), stored('n2', 'Welcome to Quad.', 60 * 26, true)]),
    });
    renderWithProviders(<NotificationList userId="u1" />);
    await screen.findByText(/Asha liked your post\./);
    const order = messages();
    expect(order).toHaveLength(3);
    expect(order[0]).toContain('Your post was saved.');
    expect(order[1]).toContain('Asha liked your post.');
    expect(order[1]).toContain('5 minutes ago');
    expect(order[2]).toContain('Welcome to Quad.');
    expect(order[2]).toContain('yesterday');
    clearSessionNotifications();
  });

  it('marks what it shows read through the newest shown, clears the badge count, and keeps the new ones marked New', async () => {
    clearSessionNotifications();
    const newest = stored('n1', 'Ravi and Asha liked your post "Chai".', 2, false);
    const fetchMock = stubFetch({
      'GET /api/notifications': () =>
        jsonResponse([newest, stored('n2', 'Your event was approved.', 30, false), stored('n3', 'Old news.', 90, true)]),
      'PUT /api/notifications/read-through': () => jsonResponse({ ok: true }),
      'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    });
    const { queryClient } = renderWithProviders(<NotificationList userId="u1" />);
    queryClient.setQueryData(['notifications', 'unread', 'u1'], 2);
    await screen.findByText(/Ravi and Asha liked/);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/notifications/read-through')).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, 'PUT /api/notifications/read-through')[0]?.body as string)).toEqual({
      id: 'n1',
      timestamp: newest.timestamp,
    });
    await waitFor(() => expect(queryClient.getQueryData(['notifications', 'unread', 'u1'])).toBe(0));
    expect(screen.getAllByText('New:')).toHaveLength(2);
    expect(messages()[2]).not.toContain('New:');
    // Once is enough: nothing new, nothing sent again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, 'PUT /api/notifications/read-through')).toHaveLength(1);
  });

  it('sends nothing when everything shown was read already', async () => {
    clearSessionNotifications();
    const fetchMock = stubFetch({ 'GET /api/notifications': () => jsonResponse([stored('n7', 'Your event was approved.', 1, true)]) });
    renderWithProviders(<NotificationList userId="u1" />);
    await screen.findByText(/Your event was approved\./);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, 'PUT /api/notifications/read-through')).toHaveLength(0);
  });

  it('says so when there is nothing', async () => {
    clearSessionNotifications();
    stubFetch({ 'GET /api/notifications': () => jsonResponse([]) });
    renderWithProviders(<NotificationList userId="u1" />);
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
  });

  it('opens what a notification is about: a link to its post, opened in the app when it offers to', async () => {
    clearSessionNotifications();
    notify('Your post was saved.', 'success');
    stubFetch({
      'GET /api/notifications': () =>
        jsonResponse([{ ...stored('n1', 'Your Consight "Chai" is live.', 5, true), postId: 'p 1' }, stored('n2', 'Welcome to Quad.', 60, true)]),
    });
    const onOpen = vi.fn();
    renderWithProviders(<NotificationList userId="u1" onOpen={onOpen} />);
    const link = await screen.findByRole('link', { name: 'Your Consight "Chai" is live.' });
    expect(link.getAttribute('href')).toBe('/posts/p%201');
    // Only a notification about a post is a link.
    expect(screen.getAllByRole('link')).toHaveLength(1);

    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith({ _id: 'n1', postId: 'p 1' });
    // A new tab is the browser's.
    fireEvent.click(link, { ctrlKey: true });
    expect(onOpen).toHaveBeenCalledTimes(1);
    clearSessionNotifications();
  });
});
