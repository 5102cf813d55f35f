import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { openPage, screenshot } from './support/browser.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

describe('calendar files in the browser', () => {
  const journey = useJourney();

  it("a visitor downloads an event's .ics file, which a calendar parser reads", async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
    await main(page).getByRole('article', { name: 'Open Mic Night' }).getByRole('button', { name: 'Details' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Open Mic Night' }).waitFor();

    const toggle = main(page).getByRole('button', { name: MESSAGES.otherCalendars });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const google = main(page).getByRole('link', { name: new RegExp(MESSAGES.addToGoogleCalendar) });
    expect(await google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Open\+Mic\+Night/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'event-other-calendars');

    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: MESSAGES.downloadCalendarFile }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Open-Mic-Night.ics');
    const text = readFileSync(String(await file.path()), 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('Open Mic Night');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(vevent.getFirstPropertyValue('url'))).toMatch(/\/posts\/[\w-]+$/);
    await page.getByText(MESSAGES.calendarFileDownloaded).waitFor();
    await context.close();
  });

  it('a student makes a feed link in the profile, and the feed answers a calendar', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, 'rahul@quad.campus');
    await nav(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await main(page).getByRole('button', { name: MESSAGES.calendarFeedCreate }).click();
    const field = main(page).getByRole('textbox', { name: MESSAGES.calendarFeedLinkLabel });
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/feed\/[\w-]+\.ics$/);
    expect(await main(page).getByRole('link', { name: MESSAGES.subscribeWebcal }).getAttribute('href')).toBe(url.replace(/^https?:\/\//, 'webcal://'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile-calendar-feed');

    const feed = await fetch(new URL(new URL(url).pathname, journey.server.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(MESSAGES.calendarFeedName);
    await context.close();
  });
});
