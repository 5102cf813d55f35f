import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { storage } from '../lib/storage.ts';
import { jsonResponse, stubFetch } from '../test/http.ts';
import { App } from './app.tsx';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const member = { _id: 'u1', name: 'Asha Rao', email: 'asha@iitb.ac.in', avatar: null, isAdmin: false, token: 'tok' };

function renderApp(user: typeof member | null, config: Record<string, unknown>) {
  if (user) storage.setCurrentUser(user);
  const fetchMock = stubFetch({
    'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test', ...config }),
    'GET /api/auth/me': () => jsonResponse({ ...user, token: undefined }),
  });
  render(<App initialEntries={['/']} />);
  return fetchMock;
}

describe('a private campus', () => {
  it('welcomes a visitor with Log in and Sign up instead of the feed', async () => {
    renderApp(null, { privateCampus: true, allowedEmailDomains: ['iitb.ac.in'] });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: MESSAGES.privateCampusWelcomeTitle })).toBeTruthy();
    expect(within(main).getByText(MESSAGES.privateCampusWelcome)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Home' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Popular Posts' })).toBeNull();

    fireEvent.click(within(main).getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    const email = within(dialog).getByLabelText('Email');
    const hint = MESSAGES.campusAddressHint('@iitb.ac.in');
    expect(within(dialog).getByText(hint)).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toContain(within(dialog).getByText(hint).id);
  });

  it('shows a signed-in student the feed', async () => {
    renderApp(member, { privateCampus: true });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home'));
    expect(screen.queryByText(MESSAGES.privateCampusWelcome)).toBeNull();
  });

  it('shows a visitor the feed when the campus is open, and no hint without the gate', async () => {
    renderApp(null, {});
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.click(within(login).getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(within(dialog).queryByText(/^Use your /)).toBeNull();
  });
});
