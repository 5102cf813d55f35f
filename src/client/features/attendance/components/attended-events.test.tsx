import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_TEXTS } from '../../../../shared/attendance-texts.ts';
import type { AttendedEvents as Answer } from '../../../../shared/schemas/attendance.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AttendedEvents } from './attended-events.tsx';

const ROUTE = 'GET /api/users/me/attended';
const answer = (overrides: Partial<Answer> = {}): Answer => ({
  public: false,
  events: [
    { eventId: 'e1', title: 'Hackathon', startsAt: '2026-11-01T10:00:00.000Z', day: '', club: { slug: 'coding-club', name: 'Coding Club' }, checkedInAt: '2026-11-01T10:05:00.000Z' },
    { eventId: 'e2', title: 'Open Mic', startsAt: null, day: '2026-10-20', club: null, checkedInAt: '2026-10-20T13:00:00.000Z' },
  ],
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Events I attended', () => {
  it('lists the events with their clubs, says only the student sees it, and opens an event or a club in the app', async () => {
    stubFetch({ [ROUTE]: () => jsonResponse(answer()) });
    const onOpenEvent = vi.fn();
    const onOpenClub = vi.fn();
    renderWithProviders(<AttendedEvents userId="u1" onOpenEvent={onOpenEvent} onOpenClub={onOpenClub} />);
    const list = await screen.findByRole('list', { name: ATTENDANCE_TEXTS.attendedTitle });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByText(ATTENDANCE_TEXTS.onlyYou).getAttribute('role')).toBe('status');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: ATTENDANCE_TEXTS.showOnProfile }).checked).toBe(false);
    fireEvent.click(within(items[0]!).getByRole('link', { name: 'Hackathon' }));
    expect(onOpenEvent).toHaveBeenCalledWith('e1');
    const club = within(items[0]!).getByRole('link', { name: 'Coding Club' });
    expect(club.getAttribute('href')).toBe('/clubs/coding-club');
    fireEvent.click(club);
    expect(onOpenClub).toHaveBeenCalledWith('coding-club');
    expect(within(items[1]!).queryByRole('link', { name: 'Coding Club' })).toBeNull();
  });

  it('shows the list on the profile when the student ticks the box, with what the server answered', async () => {
    const fetchMock = stubFetch({
      [ROUTE]: () => jsonResponse(answer()),
      'PUT /api/users/me/attendance-visibility': () => jsonResponse({ public: true }),
    });
    renderWithProviders(<AttendedEvents userId="u1" />);
    fireEvent.click(await screen.findByRole('checkbox', { name: ATTENDANCE_TEXTS.showOnProfile }));
    await waitFor(() => expect(screen.getByText(ATTENDANCE_TEXTS.shownOnProfile).getAttribute('role')).toBe('status'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: ATTENDANCE_TEXTS.showOnProfile }).checked).toBe(true);
    const [put] = callsTo(fetchMock, 'PUT /api/users/me/attendance-visibility');
    expect(JSON.parse(put?.body as string)).toEqual({ public: true });
  });

  it('downloads the CSV, and says so when that fails', async () => {
    const fetchMock = stubFetch({
      [ROUTE]: () => jsonResponse(answer()),
      'GET /api/users/me/attended.csv': () => jsonResponse({ message: 'Too many requests. Please try again in a minute.' }, 429),
    });
    renderWithProviders(<AttendedEvents userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: ATTENDANCE_TEXTS.downloadCsv }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
    expect(callsTo(fetchMock, 'GET /api/users/me/attended.csv')).toHaveLength(1);
  });

  it('says what shows here when nothing was attended, without a download', async () => {
    stubFetch({ [ROUTE]: () => jsonResponse(answer({ events: [] })) });
    renderWithProviders(<AttendedEvents userId="u1" />);
    expect(await screen.findByText(ATTENDANCE_TEXTS.attendedEmpty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ATTENDANCE_TEXTS.downloadCsv })).toBeNull();
  });
});
