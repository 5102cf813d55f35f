import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { reloadPage } from '../../../lib/browser.ts';
import { storage } from '../../../lib/storage.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountControls } from './account-controls.tsx';
import { SessionProvider } from './session-provider.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const sessionUser = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'tok' };
const config = () => jsonResponse({ googleEnabled: true, supportEmail: 'help@quad.test' });

describe('SessionProvider', () => {
  it('checks a stored session at boot; a 401 forgets the user and reloads', async () => {
    storage.setCurrentUser(sessionUser);
    stubFetch({
      'GET /api/config': config,
      'GET /api/auth/me': () => jsonResponse({ message: MESSAGES.sessionExpired }, 401),
    });
    renderWithProviders(
      <SessionProvider>
        <AccountControls />
      </SessionProvider>,
    );
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(storage.getCurrentUser()).toBeNull();
  });

  it('refreshes the stored profile from /auth/me, keeping the token', async () => {
    storage.setCurrentUser(sessionUser);
    stubFetch({
      'GET /api/config': config,
      'GET /api/auth/me': () => jsonResponse({ ...sessionUser, token: undefined, name: 'Asha R.', isAdmin: true }),
    });
    renderWithProviders(
      <SessionProvider>
        <AccountControls />
      </SessionProvider>,
    );
    expect(await screen.findByText('Asha R.')).toBeTruthy();
    expect(storage.getCurrentUser()).toEqual({ ...sessionUser, name: 'Asha R.', isAdmin: true });
  });

  it('exchanges a Google ticket for a session', async () => {
    const fetchMock = stubFetch({
      'GET /api/config': config,
      'POST /api/auth/google/exchange': () => jsonResponse(sessionUser),
      'GET /api/auth/me': () => jsonResponse({ ...sessionUser, token: undefined }),
    });
    renderWithProviders(
      <SessionProvider googleTicket="ticket-1">
        <AccountControls />
      </SessionProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Signing in');
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST /api/auth/google/exchange');
    expect(JSON.parse(request?.body as string)).toEqual({ token: 'ticket-1' });
    expect(storage.getCurrentUser()).toEqual(sessionUser);
  });

  it("shows the server's message in a dialog when the exchange fails", async () => {
    stubFetch({
      'GET /api/config': config,
      'POST /api/auth/google/exchange': () => jsonResponse({ message: MESSAGES.googleTicketInvalid }, 400),
    });
    renderWithProviders(
      <SessionProvider googleTicket="ticket-2">
        <AccountControls />
      </SessionProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.googleTicketInvalid);
    expect(storage.getCurrentUser()).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in', hidden: true })).toBeTruthy();
  });
});
