import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { daysWords } from '../src/client/features/check-in/lib/door-days.ts';
import { PHONE, screenshot } from './support/browser.ts';
import { doorOnServer, eventLog, eventWithTicket, HOST_EMAIL } from './support/door-event.ts';
import { launchBrowserWithCamera, writeQrVideo } from './support/fake-camera.ts';
import { main, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

const TITLE = 'Winter Quiz Finals';
const WEEK_MS = 7 * 86_400_000;

describe('the door knows the day (decision 077)', () => {
  const journey = useJourney({}, { browser: false });

  it("refuses a ticket for next week's event, saying its date, and the host checks it in anyway in one tap, logged", async () => {
    const base = journey.server.url;
    const event = await eventWithTicket(base, TITLE, { email: 'rahul@quad.campus', name: 'Rahul Nair' }, WEEK_MS);
    const before = await doorOnServer(base, event);
    expect(before.event.days).toHaveLength(1);
    // "Scanning on Nov 28 for an event on Dec 3 is accepted, and the screen says 1 holding a ticket for today": no more.
    expect(before.counts).toEqual({ holding: 0, checkedIn: 0 });
    const eventOn = `This event is on ${daysWords(before.event.days ?? [])}`;

    const camera = await launchBrowserWithCamera(writeQrVideo(event.ticket.token));
    try {
      const context = await camera.newContext({ viewport: PHONE });
      await context.grantPermissions(['camera'], { origin: base });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(base);
      await logIn(page, HOST_EMAIL);
      await page.goto(`${base}/events/${event.eventId}/check-in`);
      await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
      const counts = main(page).getByRole('list', { name: MESSAGES.doorCountsLabel });
      expect(await counts.textContent()).toContain(`0 ${MESSAGES.doorHoldingCount}`);
      await main(page).getByText(eventOn).first().waitFor();

      // The camera reads Rahul's ticket: refused, with the event's date, and nothing recorded.
      await main(page).getByRole('button', { name: MESSAGES.startCamera }).click();
      const refused = main(page).getByRole('alert').filter({ hasText: 'Not for today' });
      await refused.waitFor({ timeout: 20_000 });
      expect(await refused.textContent()).toContain(eventOn);
      expect(await refused.textContent()).toContain('Rahul Nair');
      expect(await refused.locator('[data-tone="refused"]').count()).toBe(1);
      await main(page).getByRole('button', { name: MESSAGES.stopCamera }).click();
      expect((await doorOnServer(base, event)).counts.checkedIn).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'door-days-refused-360');

      // One deliberate tap: checked in, and the event's log says who and that it was an override.
      await refused.getByRole('button', { name: 'Check in anyway: Rahul Nair' }).click();
      const checkedIn = main(page).getByRole('status').filter({ hasText: MESSAGES.resultCheckedIn });
      await checkedIn.waitFor();
      await expect.poll(() => counts.textContent(), { timeout: 5_000 }).toContain(`1 ${MESSAGES.doorCheckedInCount}`);
      const door = await doorOnServer(base, event);
      expect(door.attendees.find((a) => a.registrationId === event.ticket.registrationId)?.checkIns).toEqual([
        { day: '', at: expect.any(String), by: 'Asha Verma' },
      ]);
      const entry = (await eventLog(base, event)).entries.find((e) => e.action === 'checked-in');
      expect(entry).toMatchObject({ actor: 'Asha Verma', registrationName: 'Rahul Nair', override: true });
      await screenshot(page, 'door-days-overridden-360');
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'door-days-overridden-desktop');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await camera.close();
    }
  });
});
