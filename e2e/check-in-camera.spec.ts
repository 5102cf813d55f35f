import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { doorOnServer, eventLog, eventWithTicket, HOST_EMAIL } from './support/door-event.ts';
import { launchBrowserWithCamera, writeQrVideo } from './support/fake-camera.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

const TITLE = 'Open Mic at the Amphitheatre';

describe('checking a ticket in through the camera', () => {
  const journey = useJourney({}, { browser: false });

  it("Rahul's ticket, filmed by the host's camera, is read, verified and checked in", async () => {
    const base = journey.server.url;
    const event = await eventWithTicket(base, TITLE, { email: 'rahul@quad.campus', name: 'Rahul Nair' });
    expect(event.ticket).toMatchObject({ eventTitle: TITLE, state: 'valid', ticketType: 'General' });
    expect(event.ticket.token).toMatch(/^Q1\.[\w-]+\.[\w-]+$/);

    // The file's one Chromium: its camera films the ticket (for the host's phone below).
    const camera = await launchBrowserWithCamera(writeQrVideo(event.ticket.token));
    try {
      // Rahul's profile shows the ticket's QR code in My tickets.
      const student = await openPage(camera);
      await student.page.goto(base);
      await logIn(student.page, 'rahul@quad.campus');
      await nav(student.page).getByRole('link', { name: 'Profile', exact: true }).click();
      await student.page.locator('#my-tickets').getByRole('img', { name: new RegExp(TITLE) }).first().waitFor();
      expect(student.errors).toEqual([]);
      await student.context.close();

      // The host's phone: a camera that films the ticket.
      const context = await camera.newContext({ viewport: PHONE });
      await context.grantPermissions(['camera'], { origin: base });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const wasm: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.wasm')) wasm.push(request.url());
      });

      // The door's address, opened before logging in, asks to log in; then the door opens.
      await page.goto(`${base}/events/${event.eventId}/check-in`);
      await main(page).getByText(MESSAGES.doorLogIn).waitFor();
      await logIn(page, HOST_EMAIL);
      await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
      const counts = main(page).getByRole('list', { name: MESSAGES.doorCountsLabel });
      await counts.getByText(MESSAGES.doorHoldingCount).waitFor();
      expect(await counts.textContent()).toContain(`0 ${MESSAGES.doorCheckedInCount}`);

      await main(page).getByRole('button', { name: MESSAGES.startCamera }).click();
      await main(page).getByLabel(MESSAGES.cameraPreview).waitFor();
      const result = main(page).getByRole('status').filter({ hasText: MESSAGES.resultCheckedIn });
      await result.waitFor({ timeout: 20_000 });
      expect(await result.textContent()).toContain('Rahul Nair · General');
      expect(await result.locator('[data-tone="valid"]').count()).toBe(1);
      await expect.poll(() => counts.textContent(), { timeout: 5_000 }).toContain(`1 ${MESSAGES.doorCheckedInCount}`);
      // The QR reader's WebAssembly came from our own origin (Chromium on Linux has no BarcodeDetector of its own).
      expect(wasm.length).toBeGreaterThan(0);
      expect(wasm.every((url) => url.startsWith(`${base}/assets/`))).toBe(true);

      // The server recorded one check-in, by the host.
      const door = await doorOnServer(base, event);
      expect(door.counts).toEqual({ holding: 1, checkedIn: 1 });
      const rahul = door.attendees.find((a) => a.registrationId === event.ticket.registrationId);
      expect(rahul?.checkIns).toEqual([{ day: '', at: expect.any(String), by: 'Asha Verma' }]);

      await screenshot(page, 'check-in-camera-scanned-360');
      await main(page).getByRole('button', { name: MESSAGES.stopCamera }).click();
      await main(page).getByRole('button', { name: MESSAGES.startCamera }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'check-in-camera-360');

      // Undo, from the keyboard: the server undoes it and writes it in the event's log.
      await result.getByRole('button', { name: MESSAGES.undoCheckIn }).focus();
      await page.keyboard.press('Enter');
      await main(page).getByRole('status').filter({ hasText: MESSAGES.checkInUndone }).waitFor();
      await expect.poll(() => counts.textContent(), { timeout: 5_000 }).toContain(`0 ${MESSAGES.doorCheckedInCount}`);
      expect((await doorOnServer(base, event)).counts).toEqual({ holding: 1, checkedIn: 0 });
      const doorActions = (await eventLog(base, event)).entries.map((e) => e.action).filter((action) => action.startsWith('check'));
      expect(doorActions).toEqual(['check-in-undone', 'checked-in']);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'check-in-camera-desktop');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await camera.close();
    }
  });
});
