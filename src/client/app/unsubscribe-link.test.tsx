import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { jsonResponse, stubFetch } from '../test/http.ts';
import { App } from './app.tsx';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('an email’s unsubscribe link opening the app', () => {
  it('shows the unsubscribe page without a session, takes the token out of the address (a reload still shows it), and leaves for a screen', async () => {
    window.history.replaceState(null, '', `/unsubscribe?token=${TOKEN}`);
    stubFetch({
      'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
      [`GET /api/email/unsubscribe?token=${TOKEN}`]: () => jsonResponse({ kind: 'event-changed', email: 'asha@campus.test', off: false }),
    });
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.unsubscribeTitle })).toBeTruthy();
    expect(await screen.findByRole('button', { name: MESSAGES.unsubscribeButton })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/unsubscribe'));
    expect((window.history.state as { usr?: { token?: string } } | null)?.usr?.token).toBe(TOKEN);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });
});
