import { describe, expect, it } from 'vitest';
import { MESSAGES, scansWaiting } from '../src/shared/messages.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { addDoorStaff, doorOnServer, eventLog, eventWithTicket, HOST_EMAIL } from './support/door-event.ts';
import { launchBrowserWithCamera, writeQrVideo } from './support/fake-camera.ts';
import { main, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';
import type { Page } from 'playwright-core';

const TITLE = 'Poetry Night in the Basement';
const STAFF_EMAIL = 'meera@quad.campus';

/** Opens the door as `email` and waits for its list. */
async function openDoor(page: Page, base: string, eventId: string, email: string): Promise<void> {
  await page.goto(base);
  await logIn(page, email);
  await page.goto(`${base}/events/${eventId}/check-in`);
  await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await main(page).getByRole('list', { name: MESSAGES.doorCountsLabel }).getByText(MESSAGES.doorHoldingCount).waitFor();
}

describe('two doors without signal', () => {
  const journey = useJourney({}, { browser: false });

  it('each checks the same ticket in from its own list; synced, the server keeps the first and tells the second door', async () => {
    const base = journey.server.url;
    const event = await eventWithTicket(base, TITLE, { email: 'rahul@quad.campus', name: 'Rahul Nair' });
    await addDoorStaff(base, event, STAFF_EMAIL);

    // Door one: the host, checking people in by name. Door two: Meera (door staff), scanning with her camera.
    // One Chromium for both: its camera films Rahul's ticket, which only Meera's door turns on.
    const camera = await launchBrowserWithCamera(writeQrVideo(event.ticket.token));
    try {
      const host = await openPage(camera, PHONE);
      await openDoor(host.page, base, event.eventId, HOST_EMAIL);
      const staffContext = await camera.newContext({ viewport: PHONE });
      await staffContext.grantPermissions(['camera'], { origin: base });
      const staff = await staffContext.newPage();
      const staffErrors: string[] = [];
      staff.on('pageerror', (error) => staffErrors.push(error.message));
      // The door loads its QR reader while it has signal, so that the camera works without.
      const reader = staff.waitForResponse((r) => r.url().endsWith('.wasm') && r.ok());
      await openDoor(staff, base, event.eventId, STAFF_EMAIL);
      await reader;

      // The signal goes at both doors.
      await host.context.setOffline(true);
      await staffContext.setOffline(true);
      await main(host.page).getByText(MESSAGES.doorOfflineNoScans).waitFor();

      // The host finds Rahul by name and checks him in: the door answers from its list, and keeps the scan.
      await main(host.page).getByLabel(MESSAGES.attendeeSearchLabel).fill('rahul');
      const row = main(host.page).getByRole('listitem', { name: 'Rahul Nair' });
      await row.getByRole('button', { name: `${MESSAGES.checkInAttendee}: Rahul Nair` }).click();
      const local = main(host.page).getByRole('status').filter({ hasText: MESSAGES.resultCheckedIn });
      await local.waitFor();
      expect(await local.textContent()).toContain(MESSAGES.resultNotSynced);
      await main(host.page).getByText(scansWaiting(1, false)).waitFor();
      expect(await seriousViolations(host.page)).toEqual([]);
      expect(await host.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(host.page, 'check-in-offline-waiting-360');

      // Meera's camera reads the same ticket: her door verifies its signature against the key it keeps.
      await main(staff).getByRole('button', { name: MESSAGES.startCamera }).click();
      const staffLocal = main(staff).getByRole('status').filter({ hasText: MESSAGES.resultCheckedIn });
      await staffLocal.waitFor({ timeout: 20_000 });
      expect(await staffLocal.textContent()).toContain('Rahul Nair · General');
      expect(await staffLocal.textContent()).toContain(MESSAGES.resultNotSynced);
      await main(staff).getByRole('button', { name: MESSAGES.stopCamera }).click();
      await main(staff).getByText(scansWaiting(1, false)).waitFor();

      // Nothing reached the server yet.
      expect((await doorOnServer(base, event)).counts.checkedIn).toBe(0);

      // The host's signal returns first: the scan is sent on its own, and the server records it once.
      await host.context.setOffline(false);
      await main(host.page).getByText(scansWaiting(1, false)).waitFor({ state: 'detached', timeout: 15_000 });
      await expect.poll(async () => (await doorOnServer(base, event)).counts.checkedIn, { timeout: 10_000 }).toBe(1);
      await expect
        .poll(() => main(host.page).getByRole('list', { name: MESSAGES.doorCountsLabel }).textContent(), { timeout: 10_000 })
        .toContain(`1 ${MESSAGES.doorCheckedInCount}`);
      // Its "not synced yet" marks go once the door has the server's answer (the counts may come in first).
      await expect.poll(() => main(host.page).getByText(MESSAGES.resultNotSynced).count(), { timeout: 10_000 }).toBe(0);

      // Then Meera's: her scan is answered "already", with when and by whom, and still counted once.
      await staffContext.setOffline(false);
      const synced = main(staff).getByRole('region', { name: MESSAGES.doorSyncedHeading });
      await synced.waitFor({ timeout: 15_000 });
      expect(await synced.textContent()).toContain(MESSAGES.resultAlready);
      expect(await synced.textContent()).toMatch(/Checked in .+ by Asha Verma/);
      const shown = main(staff).getByRole('alert').filter({ hasText: MESSAGES.resultAlready }).first();
      await shown.waitFor();
      expect(await seriousViolations(staff)).toEqual([]);
      await screenshot(staff, 'check-in-offline-second-door-360');

      const door = await doorOnServer(base, event);
      expect(door.counts).toEqual({ holding: 1, checkedIn: 1 });
      expect(door.attendees.find((a) => a.registrationId === event.ticket.registrationId)?.checkIns).toEqual([
        { day: '', at: expect.any(String), by: 'Asha Verma' },
      ]);
      const { entries } = await eventLog(base, event);
      expect(entries.filter((e) => e.action === 'checked-in')).toHaveLength(1);
      expect(staffErrors).toEqual([]);
      expect(host.errors).toEqual([]);
      await staffContext.close();
      await host.context.close();
    } finally {
      await camera.close();
    }
  });
});
