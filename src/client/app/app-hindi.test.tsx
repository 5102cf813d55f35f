import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalog, t } from '../../shared/i18n.ts';
import { hi } from '../../shared/locales/hi.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { storage } from '../lib/storage.ts';
import { jsonResponse, stubFetch } from '../test/http.ts';
import { App } from './app.tsx';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const member = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'tok' };

function renderApp() {
  storage.setCurrentUser(member);
  stubFetch({
    'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
    'GET /api/auth/me': () => jsonResponse({ ...member, token: undefined }),
    'GET /api/posts': () => jsonResponse([]),
    // A fixed text of the server's is said in the reader's language.
    'GET /api/posts/news-highlights': () => jsonResponse({ message: MESSAGES.unknownError }, 400),
  });
  render(<App initialEntries={['/']} />);
}

const nav = () => within(screen.getByRole('navigation', { name: t('Main') }));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the app in Hindi', () => {
  beforeAll(() => loadCatalog('hi', hi));
  afterEach(() => {
    act(() => i18n.activate('en'));
  });

  it('shows the shell, Home and its feed in Hindi, with the server’s fixed texts and MESSAGES texts translated', async () => {
    act(() => i18n.activate('hi'));
    renderApp();

    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeTruthy();
    expect(heading()).toBe('होम');
    expect(nav().getByRole('link', { name: 'होम' }).getAttribute('aria-current')).toBe('page');
    const search = screen.getByRole('searchbox', { name: 'पोस्ट खोजें' });
    expect(search.getAttribute('placeholder')).toBe('पोस्ट और इवेंट खोजें');
    expect(screen.getByRole('complementary', { name: 'साइडबार' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सामग्री पर जाएँ' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'लॉग आउट करें' })).toBeTruthy();

    const main = within(screen.getByRole('main'));
    expect(await main.findByText(hi[MESSAGES.noPostsYet]!)).toBeTruthy();
    expect(await main.findByText(hi[MESSAGES.unknownError]!)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noPostsYet)).toBeNull();
  });

  it('says everything again when the language changes, on the screen the reader was on', async () => {
    renderApp();
    fireEvent.click(nav().getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Profile · Quad'));

    act(() => i18n.activate('hi'));

    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(nav().getByRole('link', { name: 'प्रोफ़ाइल' }).getAttribute('aria-current')).toBe('page');
    expect(nav().getByRole('link', { name: 'होम' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड बदलें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपकी पोस्ट' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('प्रोफ़ाइल · Quad'));
    expect(screen.queryByRole('heading', { name: 'Your posts' })).toBeNull();

    act(() => i18n.activate('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });
});
