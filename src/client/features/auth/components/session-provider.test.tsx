import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { googleAccountSwitch, MESSAGES } from '../../../../shared/messages.ts';
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
    expect(screen.getByText(/Signing in/).closest('[role="status"]')).not.toBeNull();
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

  describe('a Google return while someone is signed in', () => {
    const other = { _id: 'u2', name: 'Ben Das', email: 'ben@example.edu', avatar: null, isAdmin: true, token: 'tok-ben' };
    const routes = (exchanged: typeof sessionUser) => ({
      'GET /api/config': config,
      'POST /api/auth/google/exchange': () => jsonResponse(exchanged),
      'POST /api/auth/logout': () => jsonResponse({ ok: true }),
      'GET /api/auth/me': (init: RequestInit) => {
        const token = new Headers(init.headers).get('authorization');
        const who = token === `Bearer ${other.token}` ? other : sessionUser;
        return jsonResponse({ ...who, token: undefined });
      },
    });

    it('does not replace the signed-in user without asking, and keeps them when they decline', async () => {
      storage.setCurrentUser(sessionUser);
      const fetchMock = stubFetch(routes(other));
      renderWithProviders(
        <SessionProvider googleTicket="ticket-3">
          <AccountControls />
        </SessionProvider>,
      );
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(googleAccountSwitch.question(sessionUser, other));
      // Nothing is replaced while the question is open.
      expect(storage.getCurrentUser()).toEqual(sessionUser);

      fireEvent.click(screen.getByRole('button', { name: googleAccountSwitch.cancel }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1));
      // The session the exchange made is ended; the signed-in user's is not.
      const [revoke] = callsTo(fetchMock, 'POST /api/auth/logout');
      expect(new Headers(revoke?.headers).get('authorization')).toBe(`Bearer ${other.token}`);
      expect(storage.getCurrentUser()).toEqual(sessionUser);
      expect(screen.getByText('Asha Rao')).toBeTruthy();
    });

    it('switches to the new account when the user confirms', async () => {
      storage.setCurrentUser(sessionUser);
      const fetchMock = stubFetch(routes(other));
      renderWithProviders(
        <SessionProvider googleTicket="ticket-4">
          <AccountControls />
        </SessionProvider>,
      );
      await screen.findByRole('alertdialog');
      fireEvent.click(screen.getByRole('button', { name: googleAccountSwitch.confirm }));
      expect(await screen.findByText('Ben Das')).toBeTruthy();
      expect(storage.getCurrentUser()).toEqual(other);
      expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(0);
    });

    it('signs the same account in again without asking', async () => {
      storage.setCurrentUser(sessionUser);
      stubFetch(routes({ ...sessionUser, token: 'tok-new' }));
      renderWithProviders(
        <SessionProvider googleTicket="ticket-5">
          <AccountControls />
        </SessionProvider>,
      );
      await waitFor(() => expect(storage.getCurrentUser()).toEqual({ ...sessionUser, token: 'tok-new' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
