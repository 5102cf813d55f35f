import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CalendarFileMenu } from './calendar-file-menu.tsx';

const event = makePost({
  _id: 'ev1',
  type: 'event',
  title: 'Open Mic; Night, Live',
  content: 'Bring a song.',
  location: 'Student Centre',
  venueAddress: 'Main Campus',
  eventStartDate: '2031-03-14T19:00:00.000Z',
  eventEndDate: '2031-03-14T21:30:00.000Z',
});

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ics'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

const toggle = () => screen.getByRole('button', { name: MESSAGES.otherCalendars });

describe('CalendarFileMenu', () => {
  it('opens from the keyboard with the file and a Google Calendar link, and Escape closes it back to its button', async () => {
    renderWithProviders(<CalendarFileMenu event={event} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: MESSAGES.downloadCalendarFile })).toBeNull();
    toggle().focus();
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const download = screen.getByRole('button', { name: MESSAGES.downloadCalendarFile });
    await waitFor(() => expect(document.activeElement).toBe(download));

    const google = screen.getByRole('link', { name: new RegExp(MESSAGES.addToGoogleCalendar) });
    const url = new URL(google.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Open Mic; Night, Live');
    expect(url.searchParams.get('dates')).toBe('20310314T190000Z/20310314T213000Z');
    expect(url.searchParams.get('location')).toBe('Student Centre, Main Campus');
    expect(url.searchParams.get('details')).toBe(`Bring a song.\n\n${window.location.origin}/posts/ev1`);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.keyDown(download, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it("downloads the event's .ics file from the server and says so in a toast", async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/ev1/event.ics': () =>
        new Response(ICS, {
          status: 200,
          headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'attachment; filename="Open-Mic-Night-Live.ics"' },
        }),
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<CalendarFileMenu event={event} />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.downloadCalendarFile }));
    expect(await screen.findByText(MESSAGES.calendarFileDownloaded)).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/posts/ev1/event.ics')).toHaveLength(1);
    expect(clicked).toEqual(['Open-Mic-Night-Live.ics']);
    click.mockRestore();
  });
});
