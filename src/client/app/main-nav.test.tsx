import { screen } from '@testing-library/react';
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
        <MainNav active="home" onNavigate={vi.fn()} onAdd={vi.fn()} />
      </SessionContext>,
    );
    const item = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(item.textContent).toContain('3');
  });

  it('asks nothing for a visitor', () => {
    const fetchMock = stubFetch({});
    renderWithProviders(
      <SessionContext value={session(null)}>
        <MainNav active="home" onNavigate={vi.fn()} onAdd={vi.fn()} />
      </SessionContext>,
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/notifications/unread-count')).toHaveLength(0);
  });
});
