import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { callsTo, jsonResponse, stubFetch } from '../../test/http.ts';
import { aClub } from '../../features/clubs/test/club-fixtures.ts';
import { App } from '../app.tsx';

vi.mock('../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const member = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'tok' };

afterEach(() => {
  storage.removeCurrentUser();
  vi.unstubAllGlobals();
});

function serve(club = aClub({ joinPolicy: 'invite' })) {
  storage.setCurrentUser(member);
  let joined = false;
  return stubFetch({
    'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
    'GET /api/auth/me': () => jsonResponse({ ...member, token: undefined }),
    'GET /api/clubs/robotics': () => jsonResponse(joined ? { ...club, role: 'member' } : club),
    'GET /api/clubs/robotics/members': () => jsonResponse([]),
    'POST /api/club-invites/tok-123456789012345678901/accept': () => {
      joined = true;
      return jsonResponse({ ok: true });
    },
  });
}

describe("a club's address", { timeout: 15_000 }, () => {
  it('opens the club under its name as the document title', async () => {
    serve();
    render(<App initialEntries={['/clubs/robotics']} />);
    await screen.findByRole('heading', { level: 1, name: 'Robotics Club' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Robotics Club · Quad'));
    expect(screen.getByRole('button', { name: 'By invitation' })).toBeTruthy();
  });

  it('offers "Join {club}" with an invite in the address, and accepts it', async () => {
    const fetchMock = serve();
    render(<App initialEntries={['/clubs/robotics?invite=tok-123456789012345678901']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join Robotics Club' }, { timeout: 5000 }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/club-invites/tok-123456789012345678901/accept')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Leave' });
    expect(screen.queryByRole('button', { name: 'Join Robotics Club' })).toBeNull();
  });

  it('says a missing club was not found', async () => {
    storage.setCurrentUser(member);
    stubFetch({
      'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
      'GET /api/auth/me': () => jsonResponse({ ...member, token: undefined }),
      'GET /api/clubs/nowhere': () => jsonResponse({ message: 'Club not found.' }, 404),
    });
    render(<App initialEntries={['/clubs/nowhere']} />);
    expect((await screen.findByText('This club was not found.', {}, { timeout: 5000 })).closest('[role="alert"]')).toBeTruthy();
  });
});
