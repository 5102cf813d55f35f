import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { viewerTimeZone } from '../../../lib/dates.ts';
import { dayKey, monthKey } from '../lib/calendar-days.ts';
import { EventCalendar, shiftMonth } from './calendar-widgets.tsx';

const today = new Date();
const tz = encodeURIComponent(viewerTimeZone());
const month = monthKey(today);
const otherDay = new Date(today.getFullYear(), today.getMonth(), today.getDate() === 1 ? 2 : 1);
const entry = {
  _id: 'e1',
  type: 'event',
  title: 'Open Mic Night',
  location: 'Student Centre',
  eventStartDate: new Date(today.getFullYear(), today.getMonth(), today.getDate(), 19).toISOString(),
  eventEndDate: null,
  availableDates: [],
};

describe('EventCalendar (the sidebar calendar of Events and Cultural Events)', () => {
  it("asks the server for the month's dots and the chosen day's events in the browser's time zone", async () => {
    const fetchMock = stubFetch({
      [`GET /api/calendar?month=${month}&tz=${tz}`]: () => jsonResponse({ days: [dayKey(today)] }),
      [`GET /api/calendar/day?day=${dayKey(today)}&tz=${tz}`]: () => jsonResponse([entry]),
      [`GET /api/calendar/day?day=${dayKey(otherDay)}&tz=${tz}`]: () => jsonResponse([]),
    });
    const onOpenEvent = vi.fn();
    renderWithProviders(<EventCalendar onOpenEvent={onOpenEvent} />);

    const list = await screen.findByRole('list', { name: /^Events on / });
    fireEvent.click(within(list).getByRole('button', { name: /Open Mic Night/ }));
    expect(onOpenEvent).toHaveBeenCalledWith('e1');
    const calendar = screen.getByRole('group', { name: 'Event calendar' });
    const dayName = today.toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await within(calendar).findByRole('button', { name: new RegExp(`^${dayName}\\s*\\(has events\\)$`) });

    // Another day of the month: its own list, empty.
    const otherName = otherDay.toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    fireEvent.click(within(calendar).getByRole('button', { name: otherName }));
    expect(within(calendar).queryByRole('button', { name: new RegExp(`^${otherName}\\s*\\(has events\\)$`) })).toBeNull();
    await screen.findByText('No events on this day.');
    expect(callsTo(fetchMock, `GET /api/calendar/day?day=${dayKey(otherDay)}&tz=${tz}`)).toHaveLength(1);
    expect(callsTo(fetchMock, `GET /api/calendar?month=${month}&tz=${tz}`)).toHaveLength(1);
  });

  it("says why when the day's events cannot load", async () => {
    stubFetch({
      [`GET /api/calendar?month=${month}&tz=${tz}`]: () => jsonResponse({ days: [] }),
      [`GET /api/calendar/day?day=${dayKey(today)}&tz=${tz}`]: () => jsonResponse({ message: 'Please give a time zone such as Asia/Kolkata.' }, 400),
    });
    renderWithProviders(<EventCalendar onOpenEvent={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Please give a time zone such as Asia/Kolkata.');
  });

  it('marks the days of the months before and after that the grid shows', async () => {
    const lastBefore = new Date(today.getFullYear(), today.getMonth(), 0);
    const firstAfter = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    expect(shiftMonth(month, -1)).toBe(monthKey(lastBefore));
    expect(shiftMonth(month, 1)).toBe(monthKey(firstAfter));
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    stubFetch({
      [`GET /api/calendar?month=${month}&tz=${tz}`]: () => jsonResponse({ days: [] }),
      [`GET /api/calendar?month=${monthKey(lastBefore)}&tz=${tz}`]: () => jsonResponse({ days: [dayKey(lastBefore)] }),
      [`GET /api/calendar?month=${monthKey(firstAfter)}&tz=${tz}`]: () => jsonResponse({ days: [dayKey(firstAfter)] }),
      [`GET /api/calendar/day?day=${dayKey(today)}&tz=${tz}`]: () => jsonResponse([]),
    });
    renderWithProviders(<EventCalendar onOpenEvent={() => undefined} />);
    const calendar = screen.getByRole('group', { name: 'Event calendar' });
    const name = (day: Date) => day.toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    // Whichever of the two the grid shows (a month may start or end with its week), it has its dot.
    const shown = [lastBefore, firstAfter].filter((day) => within(calendar).queryByRole('button', { name: new RegExp(`^${name(day)}`) }));
    expect(shown.length).toBeGreaterThan(0);
    for (const day of shown) await within(calendar).findByRole('button', { name: new RegExp(`^${name(day)}\\s*\\(has events\\)$`) });
  });
});
