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
    'GET /api/users/me/stats': () => jsonResponse({ posts: 3, likes: 7, comments: 2, registrations: 5, eventsRegistered: 1 }),
    // The session is already revoked when the client forgets it.
    'POST /api/auth/logout': () => jsonResponse({ message: MESSAGES.loginRequired }, 401),
  });
  // The profile's address opens it (decision 075).
  render(<App initialEntries={['/profile']} />);
  // The Profile screen loads when first opened.
  const section = await screen.findByRole('region', { name: 'Password and sessions' }, { timeout: 5000 });
  return { fetchMock, section: within(section) };
}

// The first test loads the Profile screen's code: under a busy machine that takes more than the default 5 s.
describe('Profile: password and sessions', { timeout: 15_000 }, () => {
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
    // The dialog's code loads when first shown: under a busy machine that can take more than a second.
    let dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' }, { timeout: 10_000 });
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

describe('Profile: stats', () => {
  it('says what each count counts', async () => {
    await openProfile();
    const main = within(screen.getByRole('main'));
    await main.findByText('7');
    const pairs = [...screen.getByRole('main').querySelectorAll('dl div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Posts', '3'],
      ['Likes received', '7'],
      ['Comments received', '2'],
      ['Registrations on your events', '5'],
      ['Events you registered for', '1'],
    ]);
  });

  it('shows them once at every width: the main copy is for narrow screens, the sidebar copy for wide ones', async () => {
    await openProfile();
    const sidebarCard = await screen.findByRole('region', { name: 'Profile Stats' });
    const mainList = screen.getByRole('main').querySelector('dl');
    // jsdom has no layout: the two copies carry the classes whose media queries (min-width 1100px / max-width
    // 1099px) never hold together; the browser journey checks what shows at desktop width.
    expect(mainList?.className).toMatch(/narrowOnly/);
    expect(sidebarCard.className).toMatch(/wideOnly/);
  });
});
