import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BlockedPeople } from './blocked-people.tsx';
import { YourSessions } from './your-sessions.tsx';

afterEach(() => vi.unstubAllGlobals());

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('Your sessions', () => {
  it('lists each device with when it was last seen, marks this one, and signs another out', async () => {
    let sessions = [
      { id: 's-here', device: 'Chrome on Android', createdAt: ago(90), lastSeenAt: ago(0), current: true },
      { id: 's-laptop', device: 'Safari on macOS', createdAt: ago(600), lastSeenAt: ago(120), current: false },
      { id: 's-old', device: null, createdAt: ago(6000), lastSeenAt: ago(3000), current: false },
    ];
    const fetchMock = stubFetch({
      'GET /api/auth/sessions': () => jsonResponse(sessions),
      'DELETE /api/auth/sessions/s-laptop': () => {
        sessions = sessions.filter((s) => s.id !== 's-laptop');
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<YourSessions userId="u1" />);
    const list = await screen.findByRole('list', { name: MESSAGES.yourSessionsTitle });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining(MESSAGES.thisDevice),
      expect.stringContaining('Safari on macOS'),
      expect.stringContaining(MESSAGES.unknownDevice),
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Last seen 2 hours ago');

    fireEvent.click(within(list).getByRole('button', { name: `${MESSAGES.signOutSession}: Safari on macOS` }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/auth/sessions/s-laptop')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.sessionSignedOut)).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('Safari on macOS')).toBeNull());
  });
});

describe('Blocked people', () => {
  it('lists the people I blocked and unblocks one', async () => {
    let people = [{ id: 'u7', name: 'Tariq Khan', avatar: null, blockedAt: ago(5) }];
    const fetchMock = stubFetch({
      'GET /api/blocks': () => jsonResponse(people),
      'DELETE /api/blocks/u7': () => {
        people = [];
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<BlockedPeople userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock Tariq Khan' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/blocks/u7')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.unblockedToast('Tariq Khan'))).toBeTruthy();
    expect(await screen.findByText(MESSAGES.noBlockedPeople)).toBeTruthy();
  });
});
