import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aClub, CATEGORIES } from '../test/club-fixtures.ts';
import { ClubDirectory } from './club-directory.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedIn = (action: () => void) => {
  action();
  return true;
};

describe('the clubs directory', () => {
  it('shows each club with its category, counts and next event, and filters by category chip', async () => {
    stubFetch({
      'GET /api/club-categories': () => jsonResponse(CATEGORIES),
      'GET /api/clubs': () =>
        jsonResponse([aClub({ nextEvent: { _id: 'e1', title: 'Robot Wars', eventStartDate: '2026-12-10T12:00:00.000Z' } }), aClub({ _id: 'c2', slug: 'dance', name: 'Dance Crew', category: 'cultural', categoryName: 'Cultural', memberCount: 1, followerCount: 0 })]),
    });
    const onFilter = vi.fn();
    renderWithProviders(<ClubDirectory filter={{ category: '', q: '' }} onFilter={onFilter} onOpenClub={vi.fn()} requireUser={signedIn} />);
    const robotics = (await screen.findByRole('heading', { name: 'Robotics Club' })).closest('article')!;
    expect(within(robotics).getByText('12 members · 30 followers', { exact: false })).toBeTruthy();
    expect(within(robotics).getByText('Next: Robot Wars')).toBeTruthy();
    expect(within(robotics).getByRole('link', { name: 'Robotics Club' }).getAttribute('href')).toBe('/clubs/robotics');
    const dance = screen.getByRole('heading', { name: 'Dance Crew' }).closest('article')!;
    expect(within(dance).getByText('1 member · 0 followers', { exact: false })).toBeTruthy();
    expect(within(dance).getByText('No upcoming events')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cultural' }));
    expect(onFilter).toHaveBeenCalledWith({ category: 'cultural', q: '' });
  });

  it('asks the server with the category and search of the address', async () => {
    const fetchMock = stubFetch({ 'GET /api/club-categories': () => jsonResponse(CATEGORIES), 'GET /api/clubs': () => jsonResponse([]) });
    renderWithProviders(<ClubDirectory filter={{ category: 'technical', q: 'robo' }} onFilter={vi.fn()} onOpenClub={vi.fn()} requireUser={signedIn} />);
    expect(await screen.findByText('No club matches your search.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/clubs?category=technical&q=robo')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Technical' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("says the server's message when the list fails", async () => {
    stubFetch({ 'GET /api/club-categories': () => jsonResponse(CATEGORIES), 'GET /api/clubs': () => jsonResponse({ message: 'The directory is resting.' }, 503) });
    renderWithProviders(<ClubDirectory filter={{ category: '', q: '' }} onFilter={vi.fn()} onOpenClub={vi.fn()} requireUser={signedIn} />);
    expect((await screen.findByRole('alert')).textContent).toBe('The directory is resting.');
  });

  it('follows a club with PUT, and asks a visitor to sign in instead', async () => {
    const fetchMock = stubFetch({
      'GET /api/club-categories': () => jsonResponse(CATEGORIES),
      'GET /api/clubs': () => jsonResponse([aClub()]),
      'PUT /api/clubs/robotics/follow': () => jsonResponse({ following: true }),
    });
    const visitor = vi.fn(() => false);
    const view = renderWithProviders(<ClubDirectory filter={{ category: '', q: '' }} onFilter={vi.fn()} onOpenClub={vi.fn()} requireUser={visitor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Robotics Club' }));
    expect(visitor).toHaveBeenCalledWith(expect.any(Function), 'Log in to follow this club');
    expect(callsTo(fetchMock, 'PUT /api/clubs/robotics/follow')).toHaveLength(0);
    view.unmount();
    renderWithProviders(<ClubDirectory filter={{ category: '', q: '' }} onFilter={vi.fn()} onOpenClub={vi.fn()} requireUser={signedIn} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Robotics Club' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/clubs/robotics/follow')).toHaveLength(1));
  });
});
