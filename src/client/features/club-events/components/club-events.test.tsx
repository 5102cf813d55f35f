import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { jsonResponse, stubFetch, callsTo } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EventClubs } from '../../../components/event-clubs.tsx';
import { ClubEvents } from './club-events.tsx';
import { EventClubsPanel } from './event-clubs-panel.tsx';

const club = { slug: 'robotics', name: 'Robotics Club' };
const host = { slug: 'robotics', name: 'Robotics Club', logo: null, role: 'host' as const, status: 'accepted' as const };
const design = { slug: 'design', name: 'Design Club', logo: '/media/design.png', role: 'cohost' as const, status: 'accepted' as const };

beforeEach(() => {
  storage.setCurrentUser({ _id: 'u1', name: 'Omar Officer', email: 'o@x.edu', avatar: null, isAdmin: false, token: 'tok' });
});

describe("ClubEvents (a club's page)", () => {
  it('lists its upcoming and past events under their headings, each linking to its page', async () => {
    stubFetch({
      'GET /api/clubs/robotics/events?when=upcoming': () =>
        jsonResponse([makePost({ _id: 'e1', type: 'event', title: 'Robot Wars', location: 'Hall B', eventStartDate: '2030-01-05T10:00:00.000Z' })]),
      'GET /api/clubs/robotics/events?when=past': () => jsonResponse([]),
    });
    renderWithProviders(<ClubEvents club={club} />);
    const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
    const link = await within(upcoming).findByRole('link', { name: /Robot Wars/ });
    expect(link.getAttribute('href')).toBe('/events/e1');
    expect(link.textContent).toContain('Hall B');
    const past = screen.getByRole('region', { name: 'Past events' });
    expect(await within(past).findByText('No past events.')).toBeTruthy();
  });

  it('says so when the events cannot be loaded', async () => {
    stubFetch({});
    renderWithProviders(<ClubEvents club={club} />);
    expect((await screen.findAllByRole('alert'))[0]?.textContent).toBe('Could not load the club’s events.');
  });
});

describe('EventClubs (an event card and page)', () => {
  it('shows the host club and its co-host clubs, each linking to its page', () => {
    renderWithProviders(<EventClubs clubs={[host, design, { ...design, slug: 'film', name: 'Film Club', status: 'invited' }]} />);
    expect(screen.getByText('Hosted by')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Robotics Club' }).getAttribute('href')).toBe('/clubs/robotics');
    expect(screen.getByRole('link', { name: 'Design Club' }).getAttribute('href')).toBe('/clubs/design');
    expect(screen.getByText('with')).toBeTruthy();
    expect(screen.queryByText('Film Club')).toBeNull();
  });

  it('shows nothing for an event its author hosts alone', () => {
    const { container } = renderWithProviders(<EventClubs clubs={[]} />);
    expect(container.textContent).toBe('');
  });
});

describe('EventClubsPanel (co-host clubs on the event page)', () => {
  it("offers an invited club's officer to accept co-hosting", async () => {
    const fetchMock = stubFetch({
      'GET /api/events/e1/clubs': () => jsonResponse([host, { ...design, status: 'invited' }]),
      'GET /api/events/e1/hosts': () => jsonResponse({ host: 'Asha', cohosts: [], viewerRole: 'none' }),
      'GET /api/users/me/clubs': () =>
        jsonResponse([{ slug: 'design', name: 'Design Club', logo: null, category: 'cultural', categoryName: 'Cultural', clubStatus: 'approved', role: 'officer', title: null, status: 'active' }]),
      'PUT /api/events/e1/clubs/design': () => jsonResponse([host, design]),
    });
    renderWithProviders(<EventClubsPanel eventId="e1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept co-hosting' }));
    expect((await screen.findByText('You now co-host this event as Design Club.')).getAttribute('role')).toBe('status');
    expect(callsTo(fetchMock, 'PUT /api/events/e1/clubs/design')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Invite a club to co-host' })).toBeNull();
  });

  it("lets the event's hosts invite a club by its address, and says why one is refused", async () => {
    let clubs: unknown[] = [host];
    const fetchMock = stubFetch({
      'GET /api/events/e1/clubs': () => jsonResponse(clubs),
      'GET /api/events/e1/hosts': () => jsonResponse({ host: 'Asha', cohosts: [], viewerRole: 'host' }),
      'GET /api/users/me/clubs': () => jsonResponse([]),
      'POST /api/events/e1/clubs': (init) => {
        if ((JSON.parse(init.body as string) as { slug: string }).slug !== 'design') return jsonResponse({ message: 'Club not found.' }, 404);
        clubs = [host, { ...design, status: 'invited' }];
        return jsonResponse(clubs);
      },
    });
    renderWithProviders(<EventClubsPanel eventId="e1" />);
    const input = await screen.findByRole('textbox', { name: 'Invite a club to co-host' });
    fireEvent.change(input, { target: { value: 'Design' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect((await screen.findByText('Club invited: its owners and officers are told.')).getAttribute('role')).toBe('status');
    expect(JSON.parse(callsTo(fetchMock, 'POST /api/events/e1/clubs')[0]?.body as string)).toEqual({ slug: 'design' });
    expect(await screen.findByRole('button', { name: 'Remove Design Club' })).toBeTruthy();

    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect((await screen.findByText('Club not found.')).getAttribute('role')).toBe('alert');
  });

  it('shows nothing to someone it does not concern', async () => {
    const fetchMock = stubFetch({
      'GET /api/events/e1/clubs': () => jsonResponse([host]),
      'GET /api/events/e1/hosts': () => jsonResponse({ host: 'Asha', cohosts: [], viewerRole: 'none' }),
      'GET /api/users/me/clubs': () => jsonResponse([]),
    });
    const { container } = renderWithProviders(<EventClubsPanel eventId="e1" />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/users/me/clubs')).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
