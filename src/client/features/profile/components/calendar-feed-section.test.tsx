import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

const FIRST = 'http://localhost:3000/api/calendar/feed/first-token-aaaaaaaaaaaaaaaaaaaa.ics';
const SECOND = 'http://localhost:3000/api/calendar/feed/second-token-bbbbbbbbbbbbbbbbbbb.ics';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CalendarFeedSection', () => {
  it('makes a link, shows it once with copy and webcal, and asks before making a new one', async () => {
    let made = 0;
    const fetchMock = stubFetch({
      'GET /api/calendar/feed': () => jsonResponse({ active: made > 0, createdAt: made > 0 ? '2031-01-05T10:00:00.000Z' : null }),
      'POST /api/calendar/feed': () => {
        made += 1;
        const url = made === 1 ? FIRST : SECOND;
        return jsonResponse({ url, webcalUrl: url.replace('http://', 'webcal://'), createdAt: '2031-01-05T10:00:00.000Z' }, 201);
      },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<CalendarFeedSection userId="u1" />);

    // Help for the three apps is there, behind a summary the keyboard reaches.
    expect(screen.getByText(MESSAGES.calendarHelpSummary).tagName).toBe('SUMMARY');
    expect(screen.getByText(MESSAGES.calendarHelpGoogle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.calendarHelpApple)).toBeTruthy();
    expect(screen.getByText(MESSAGES.calendarHelpOutlook)).toBeTruthy();

    const create = await screen.findByRole('button', { name: MESSAGES.calendarFeedCreate });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(create);
    const field = await screen.findByRole('textbox', { name: MESSAGES.calendarFeedLinkLabel });
    expect((field as HTMLInputElement).value).toBe(FIRST);
    expect(screen.getByRole('link', { name: MESSAGES.subscribeWebcal }).getAttribute('href')).toBe(FIRST.replace('http://', 'webcal://'));
    expect(screen.getByText(MESSAGES.calendarFeedShownOnce)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.copyLink }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FIRST));
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeTruthy();

    // A new link is a decision: asked first; Cancel keeps the old one.
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.calendarFeedRegenerate }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.calendarFeedRegenerateQuestion)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/calendar/feed')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.calendarFeedRegenerate }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.calendarFeedRegenerate }));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: MESSAGES.calendarFeedLinkLabel }).value).toBe(SECOND));
    expect(callsTo(fetchMock, 'POST /api/calendar/feed')).toHaveLength(2);
  });

  it('says a link is active without showing it when one was made before', async () => {
    stubFetch({ 'GET /api/calendar/feed': () => jsonResponse({ active: true, createdAt: '2031-01-05T10:00:00.000Z' }) });
    renderWithProviders(<CalendarFeedSection userId="u1" />);
    expect(await screen.findByText(new RegExp(MESSAGES.calendarFeedActive.slice(0, 30)))).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.calendarFeedRegenerate })).toBeTruthy();
  });
});
