import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  it('merges the stored and in-session notifications, newest first, and marks all as read', async () => {
    clearSessionNotifications();
    notify('Your post was saved.', 'success');
    let allRead = false;
    const fetchMock = stubFetch({
      'GET /api/notifications': () =>
        jsonResponse([stored('n1', 'Asha liked your post.', 5, allRead), stored('n2', 'Welcome to Quad.', 60, true)]),
      'PUT /api/notifications/read-all': () => {
        allRead = true;
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<NotificationList userId="u1" />);
    await screen.findByText(/Asha liked your post\./);
    const order = messages();
    expect(order).toHaveLength(3);
    expect(order[0]).toContain('Your post was saved.');
    expect(order[1]).toContain('Asha liked your post.');
    expect(order[2]).toContain('Welcome to Quad.');
    expect(screen.getAllByText('Unread:')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('Unread:')).toBeNull());
    expect(callsTo(fetchMock, 'PUT /api/notifications/read-all')).toHaveLength(1);
    clearSessionNotifications();
  });

  it('clicking an unread item marks it read', async () => {
    clearSessionNotifications();
    const fetchMock = stubFetch({
      'GET /api/notifications': () => jsonResponse([stored('n7', 'Your event was approved.', 1, false)]),
      'PUT /api/notifications/n7/read': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<NotificationList userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: /Your event was approved\./ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/notifications/n7/read')).toHaveLength(1));
  });

  it('says so when there is nothing', async () => {
    clearSessionNotifications();
    stubFetch({ 'GET /api/notifications': () => jsonResponse([]) });
    renderWithProviders(<NotificationList userId="u1" />);
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
  });
});
