import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { storage } from '../../lib/storage.ts';
import { callsTo, jsonResponse, stubFetch } from '../../test/http.ts';
import { App } from '../app.tsx';

vi.mock('../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const member = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'tok' };

async function openProfile() {
  storage.setCurrentUser(member);
  const fetchMock = stubFetch({
    'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
    'GET /api/auth/me': () => jsonResponse({ ...member, token: undefined }),
    'POST /api/auth/logout-all': () => jsonResponse({ ok: true }),
    // The session is already revoked when the client forgets it.
    'POST /api/auth/logout': () => jsonResponse({ message: MESSAGES.loginRequired }, 401),
  });
  render(<App />);
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Profile' }));
  // The Profile screen loads when first opened.
  const section = await screen.findByRole('region', { name: 'Password and sessions' }, { timeout: 5000 });
  return { fetchMock, section: within(section) };
}

describe('Profile: password and sessions', () => {
  it('opens the Change password form with labelled fields', async () => {
    const { section } = await openProfile();
    const toggle = section.getByRole('button', { name: 'Change password' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const form = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(form?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(form?.hidden).toBe(false);
    for (const label of ['Current password', 'New password']) {
      expect(form?.contains(section.getByLabelText(label))).toBe(true);
    }
  });

  it('signs out everywhere only once confirmed, and then this tab is signed out', async () => {
    const { fetchMock, section } = await openProfile();

    fireEvent.click(section.getByRole('button', { name: 'Sign out everywhere' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(dialog.textContent).toContain(MESSAGES.signOutEverywhereConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/auth/logout-all')).toHaveLength(0);

    fireEvent.click(section.getByRole('button', { name: 'Sign out everywhere' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText(MESSAGES.profileLoggedOut, { selector: 'main p' })).toBeTruthy();
    const [init] = callsTo(fetchMock, 'POST /api/auth/logout-all');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(storage.getCurrentUser()).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
