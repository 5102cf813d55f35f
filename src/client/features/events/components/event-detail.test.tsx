import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { EventDetail } from './event-detail.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const viewer = { id: 'u1', name: 'Asha', email: 'asha@campus.test', isAdmin: false };

function renderDetail(overrides: Parameters<typeof makePost>[0], routes: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch({
    'GET /api/users/my-events-registrations': () => jsonResponse({ registeredEventIds: [] }),
    'GET /api/calendar/mine': () => jsonResponse([]),
    ...routes,
  });
  const event = makePost({
    type: 'event',
    title: 'Open Mic Night',
    eventStartDate: inDays(7),
    registrationOpen: true,
    enableRegistrationForm: true,
    registrationMethod: 'form',
    ...overrides,
  });
  renderWithProviders(<EventDetail event={event} viewer={viewer} requireUser={vi.fn()} onBack={vi.fn()} backLabel="Events" />);
  return screen.getByRole('article', { name: event.title });
}

describe('the event detail view: seats', () => {
  it('says how many seats are left beside REGISTER NOW', async () => {
    const article = renderDetail({ capacity: 20, seatsLeft: 4 });
    expect(within(article).getByText('4 seats left')).toBeTruthy();
    expect(await within(article).findByRole('button', { name: 'REGISTER NOW' })).toBeTruthy();
  });

  it('shows Full and JOIN WAITLIST when no seat is left', async () => {
    const article = renderDetail({ capacity: 20, seatsLeft: 0 });
    expect(within(article).getByText(MESSAGES.eventFullJoinWaitlist)).toBeTruthy();
    expect(await within(article).findByRole('button', { name: 'JOIN WAITLIST' })).toBeTruthy();
  });

  it('gives a waitlisted student their place instead of "Full - join the waitlist" beside it', async () => {
    const article = renderDetail(
      { _id: 'ev9', capacity: 20, seatsLeft: 0 },
      {
        'GET /api/users/my-events-registrations': () => jsonResponse({ registeredEventIds: ['ev9'] }),
        'GET /api/users/me/registrations': () => jsonResponse({ registrations: [makeRegistration({ postId: 'ev9', status: 'waitlisted', waitlistPosition: 1, ticketCode: null })] }),
      },
    );
    expect(await within(article).findByRole('button', { name: 'ON THE WAITLIST · #1' })).toBeTruthy();
    expect(within(article).getByText('On the waitlist, #1')).toBeTruthy();
    expect(within(article).queryByText(MESSAGES.eventFullJoinWaitlist)).toBeNull();
    expect(within(article).queryByText(/REGISTERED/)).toBeNull();
  });

  it('says nothing of seats without a limit', () => {
    const article = renderDetail({ capacity: null, seatsLeft: null });
    expect(article.textContent).not.toMatch(/seats? left|waitlist/);
    expect(within(article).queryByRole('region', { name: 'Seats left' })).toBeNull();
  });

  it("shows a cultural event's seats left per date and per limited ticket type", () => {
    const article = renderDetail({
      type: 'culturalEvent',
      title: 'Dance night',
      capacity: 50,
      seatsLeft: 12,
      ticketOptions: [
        { ticketType: 'General', ticketPrice: 0, capacity: null },
        { ticketType: 'Front row', ticketPrice: 0, capacity: 5 },
      ],
      availableDates: ['2030-12-01', '2030-12-02'],
      seatsByDate: [
        { date: '2030-12-01', left: 0, tickets: [{ ticketType: 'General', left: null }, { ticketType: 'Front row', left: 0 }] },
        { date: '2030-12-02', left: 12, tickets: [{ ticketType: 'General', left: null }, { ticketType: 'Front row', left: 2 }] },
      ],
    });
    expect(within(article).getByText('12 seats left')).toBeTruthy();
    const seats = within(within(article).getByRole('region', { name: 'Seats left' }));
    const [first, second] = seats.getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === null);
    expect(first?.textContent).toContain(`${formatDay('2030-12-01')}: ${MESSAGES.eventFullJoinWaitlist}`);
    expect(first?.textContent).toContain('Front row: Full');
    expect(second?.textContent).toContain(`${formatDay('2030-12-02')}: 12 seats left`);
    expect(second?.textContent).toContain('Front row: 2 seats left');
    // A ticket type without a limit of its own says nothing.
    expect(seats.queryByText(/General/)).toBeNull();
  });
});

describe("the event detail view: its picture's description", () => {
  it("names the header picture with its author's description", () => {
    const article = renderDetail({ images: ['/media/poster.jpg'], imageDescriptions: ['A stage lit in blue with an empty microphone stand'] });
    expect(within(article).getByRole('img', { name: 'A stage lit in blue with an empty microphone stand' })).toBeTruthy();
  });

  it('falls back to naming the event when the author described nothing', () => {
    const article = renderDetail({ images: ['/media/poster.jpg'], imageDescriptions: [''] });
    expect(within(article).getByRole('img', { name: 'Image for Open Mic Night' })).toBeTruthy();
  });
});

describe('the event detail view: who hosts it', () => {
  const hosts = (cohosts: string[]) => ({ 'GET /api/events/ev-hosts/hosts': () => jsonResponse({ host: 'Asha Verma', cohosts, viewerRole: 'none' }) });

  it('names the host alone', async () => {
    const article = renderDetail({ _id: 'ev-hosts' }, hosts([]));
    expect(await within(article).findByText('Hosted by Asha Verma')).toBeTruthy();
  });

  it('names the host with a co-host', async () => {
    const article = renderDetail({ _id: 'ev-hosts' }, hosts(['Rahul Nair']));
    expect(await within(article).findByText('Hosted by Asha Verma with Rahul Nair')).toBeTruthy();
  });

  it('names the host with several co-hosts, joined as a list', async () => {
    const article = renderDetail({ _id: 'ev-hosts' }, hosts(['Rahul Nair', 'Meera Iyer']));
    expect(await within(article).findByText('Hosted by Asha Verma with Rahul Nair and Meera Iyer')).toBeTruthy();
  });

  it('names the club as the host of a club event, and the person as who posted it', async () => {
    const clubs = [{ slug: 'coding-club', name: 'Coding Club', logo: null, role: 'host' as const, status: 'accepted' as const }];
    const article = renderDetail({ _id: 'ev-hosts', clubs }, hosts([]));
    expect(await within(article).findByText('Posted by Asha Verma')).toBeTruthy();
    expect(within(article).getByRole('link', { name: /Coding Club/ }).getAttribute('href')).toBe('/clubs/coding-club');
    expect(within(article).queryByText('Hosted by Asha Verma')).toBeNull();
  });
});
