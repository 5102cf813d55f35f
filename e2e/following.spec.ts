import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, screenshot, settled } from './support/browser.ts';
import { main, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

const PHONE_390 = { width: 390, height: 844 };
const STUDENT = 'asha@quad.campus';
const CLUB_EVENT = 'Inter-hostel Football Final';

async function openFollowing(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/events`);
  await main(page).getByRole('navigation', { name: 'Which events' }).getByRole('link', { name: 'Following' }).click();
  await page.waitForURL(/\/events\?view=following$/);
}

describe('following clubs and the events a student attended, in the browser', () => {
  const journey = useJourney();

  it("a student follows a club, finds its event in Following, and shows and downloads the events she attended", async () => {
    const base = journey.server.url;
    const { page, errors } = await openPage(journey.browser, PHONE_390, { touch: true });
    await page.goto(base);
    await logIn(page, STUDENT);

    // Before she follows the Football Club, its final is not among her Following events.
    await openFollowing(page, base);
    await main(page).getByRole('article', { name: 'Open Mic Night' }).waitFor();
    // The address changes at once; the list of all events stays on screen until Following's answer replaces it.
    await expect.poll(() => main(page).getByRole('article', { name: CLUB_EVENT }).count(), { timeout: 15_000 }).toBe(0);

    // She follows the club from its page.
    await page.goto(`${base}/clubs/football-club`);
    const follow = main(page).getByRole('button', { name: 'Follow Football Club' });
    await follow.click();
    await main(page).locator('button[aria-pressed="true"]', { hasText: 'Following' }).waitFor();

    // The next read of Following has the club's event.
    await openFollowing(page, base);
    await main(page).getByRole('article', { name: CLUB_EVENT }).waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'following-390');

    // Her profile lists the events she was checked in at, only to her until she shows them.
    await page.goto(`${base}/profile`);
    const attended = main(page).getByRole('list', { name: 'Events I attended' });
    await attended.getByRole('link', { name: 'Blood Donation Camp' }).waitFor();
    await main(page).getByText('Only you can see this.').waitFor();
    await main(page).getByRole('checkbox', { name: 'Show on my profile' }).check();
    await main(page).getByText('Shown on your profile.').waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await attended.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'attended-390');

    // The CSV downloads, and a parser reads her two events from it.
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('events-attended.csv');
    const rows: string[][] = parse(readFileSync(await download.path()), { bom: true });
    expect(rows[0]?.slice(0, 2)).toEqual(['Event', 'Club']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['Blood Donation Camp', 'NSS'],
      ['Classical Music Evening', ''],
    ]);
    expect(errors).toEqual([]);

    // The same screens on a desk.
    const desk = await openPage(journey.browser, DESKTOP);
    await desk.page.goto(base);
    await logIn(desk.page, STUDENT);
    await openFollowing(desk.page, base);
    await main(desk.page).getByRole('article', { name: CLUB_EVENT }).waitFor();
    await screenshot(desk.page, 'following-1280');
    await desk.page.goto(`${base}/profile`);
    await main(desk.page).getByRole('list', { name: 'Events I attended' }).getByRole('link', { name: 'Blood Donation Camp' }).waitFor();
    await main(desk.page).getByText('Shown on your profile.').waitFor();
    await screenshot(desk.page, 'attended-1280');

    // As an officer of the Dramatics Society, she sees its events' attendance on its page.
    await desk.page.goto(`${base}/clubs/dramatics-society`);
    const counts = main(desk.page).getByRole('list', { name: 'Attendance at our events' });
    await counts.getByRole('listitem').filter({ hasText: 'Open Mic Night' }).getByText('0 of 5 registered were checked in').waitFor();
    expect(desk.errors).toEqual([]);
  });
});
