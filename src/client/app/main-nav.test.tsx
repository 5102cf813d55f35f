import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../features/auth/hooks/use-session.ts';
import type { Session } from '../features/auth/hooks/use-session.ts';
import { callsTo, jsonResponse, stubFetch } from '../test/http.ts';
import { renderWithProviders } from '../test/render.tsx';
import { MainNav } from './main-nav.tsx';

const member = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'tok' };

function session(user: Session['user']): Session {
  return {
    user,
    signingIn: false,
    openLogin: vi.fn(),
    signIn: vi.fn(),
    updateProfile: vi.fn(),
    logout: vi.fn(async () => undefined),
    requireUser: vi.fn(() => true),
  };
}

describe('MainNav unread badge', () => {
  it('shows the unread count on Notifications', async () => {
    stubFetch({ 'GET /api/notifications/unread-count': () => jsonResponse({ count: 3 }) });
    renderWithProviders(
      <SessionContext value={session(member)}>
        <MemoryRouter>
          <MainNav active="home" onAdd={vi.fn()} />
        </MemoryRouter>
      </SessionContext>,
    );
    const item = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(item.textContent).toContain('3');
  });

  it('asks nothing for a visitor', () => {
    const fetchMock = stubFetch({});
    renderWithProviders(
      <SessionContext value={session(null)}>
        <MemoryRouter>
          <MainNav active="home" onAdd={vi.fn()} />
        </MemoryRouter>
      </SessionContext>,
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/notifications/unread-count')).toHaveLength(0);
  });

  it('links each screen to its address, and shows Admin to admins and moderators only', () => {
    stubFetch({ 'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }) });
    const { unmount } = renderWithProviders(
      <SessionContext value={session(member)}>
        <MemoryRouter>
          <MainNav active="events" onAdd={vi.fn()} />
        </MemoryRouter>
      </SessionContext>,
    );
    const hrefs = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
      ['Clubs', '/clubs'],
      ['Consights', '/consights'],
      ['Cultural Events', '/cultural-events'],
      ['Notifications', '/notifications'],
      ['Profile', '/profile'],
    ]);
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    unmount();
    for (const staff of [{ ...member, isAdmin: true }, { ...member, isModerator: true }]) {
      const view = renderWithProviders(
        <SessionContext value={session(staff)}>
          <MemoryRouter>
            <MainNav active="admin" onAdd={vi.fn()} />
          </MemoryRouter>
        </SessionContext>,
      );
      const admin = screen.getByRole('link', { name: 'Admin' });
      expect(admin.getAttribute('href')).toBe('/admin');
      expect(admin.getAttribute('aria-current')).toBe('page');
      view.unmount();
    }
  });
});
