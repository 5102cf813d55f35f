import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { helpText, MESSAGES } from '../../shared/messages.ts';
import { storage } from '../lib/storage.ts';
import { jsonResponse, stubFetch } from '../test/http.ts';
import { App } from './app.tsx';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const member = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'tok' };
const admin = { ...member, _id: 'a1', name: 'Dean Admin', email: 'dean@example.edu', isAdmin: true };

function renderApp(user: typeof member | null = null, at = '/') {
  if (user) storage.setCurrentUser(user);
  stubFetch({
    'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
    'GET /api/auth/me': () => jsonResponse({ ...user, token: undefined }),
  });
  render(<App initialEntries={[at]} />);
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('App shell', () => {
  it('has the landmarks, and switches screens from the navigation', async () => {
    const nav = renderApp();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toBeTruthy();

    expect(heading()).toBe('Home');
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    // Home's sidebar loads beside the feed.
    expect(await within(screen.getByRole('complementary', { name: 'Sidebar' })).findByRole('heading', { name: 'Popular Posts' })).toBeTruthy();

    // Every screen but Home loads when first opened.
    fireEvent.click(nav.getByRole('link', { name: 'Cultural Events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cultural Events' })).toBeTruthy();
    expect(await within(screen.getByRole('complementary', { name: 'Sidebar' })).findByRole('heading', { name: 'Calendar' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Cultural Events' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the search text', () => {
    renderApp();
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search posts' });
    fireEvent.change(search, { target: { value: 'open mic' } });
    expect(search.value).toBe('open mic');
  });

  it('asks a visitor to log in for Add and on Profile', async () => {
    const nav = renderApp();
    fireEvent.click(nav.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(nav.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText(MESSAGES.profileLoggedOut, { selector: 'main p' })).toBeTruthy();
  });

  it('opens the post form for a signed-in user, and shows the profile', async () => {
    const nav = renderApp(member);
    fireEvent.click(nav.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    expect(within(dialog).getByLabelText('Title')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Nothing typed: it closes without asking.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a post' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(nav.getByRole('link', { name: 'Profile' }));
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(main.getByText('asha@example.edu')).toBeTruthy();
    for (const stat of ['Posts', 'Likes received', 'Comments received', 'Registrations on your events', 'Events you registered for']) {
      expect(main.getByText(stat)).toBeTruthy();
    }
    expect(main.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Asha Rao')).toBeTruthy());
  });

  it('shows an admin the admin panel under its own navigation item, and their notifications under Notifications', async () => {
    const nav = renderApp(admin);
    fireEvent.click(nav.getByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(heading()).toBe('Notifications'));
    fireEvent.click(nav.getByRole('link', { name: 'Admin' }));
    await waitFor(() => expect(heading()).toBe(MESSAGES.adminPanelTitle));
    expect(await screen.findByRole('heading', { name: 'Pending Events' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reported Posts' })).toBeTruthy();
  });

  it('opens the Help modal with the support email from the config', async () => {
    const nav = renderApp(member);
    fireEvent.click(nav.getByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(heading()).toBe('Notifications'));
    expect(nav.queryByRole('link', { name: 'Admin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    const dialog = screen.getByRole('dialog', { name: 'Help & Support' });
    await waitFor(() => expect(dialog.textContent).toContain(helpText('help@quad.test')));
    expect(within(dialog).getByRole('link', { name: 'help@quad.test' }).getAttribute('href')).toBe(
      'mailto:help@quad.test',
    );
  });
});
