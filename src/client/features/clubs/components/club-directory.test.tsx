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

  it('loads the next page on Load more, from the Link header, and moves the focus to its first club', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => aClub({ _id: `c${from + i}`, slug: `club-${from + i}`, name: `Club ${from + i}` }));
    const fetchMock = stubFetch({
      'GET /api/club-categories': () => jsonResponse(CATEGORIES),
      'GET /api/clubs': () => {
        const response = jsonResponse(page(0, 3));
        response.headers.set('Link', '</api/clubs?cursor=abc>; rel="next"');
        return response;
      },
      'GET /api/clubs?cursor=abc': () => jsonResponse(page(3, 2)),
    });
    renderWithProviders(<ClubDirectory filter={{ category: '', q: '' }} onFilter={vi.fn()} onOpenClub={vi.fn()} requireUser={signedIn} />);
    await screen.findByRole('heading', { name: 'Club 2' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Club 4' });
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(callsTo(fetchMock, 'GET /api/clubs?cursor=abc')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Club 3' })));
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('5 clubs').getAttribute('role')).toBe('status');
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
