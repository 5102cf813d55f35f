import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { useJourney, main, nav, sidebar } from './support/journey.ts';
import { verifiedStudent } from './support/email.ts';
import { logIn, seriousViolations } from './support/session.ts';

const PASSWORD = 'correct horse battery';

/** Opens an event's detail view from its screen's feed. */
async function openEvent(page: Page, screen: 'Events' | 'Cultural Events', title: string): Promise<void> {
  await nav(page).getByRole('link', { name: screen, exact: true }).click();
  await main(page).getByRole('article', { name: title }).getByRole('button', { name: 'Details' }).click();
  await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('events in the browser: detail view, registration, calendar, export', () => {
  const journey = useJourney();

  it('a student registers for a free event with a dropdown field and sees REGISTERED', async () => {
    const email = await verifiedStudent(journey.server, 'Priya Shah', PASSWORD);
    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, email, PASSWORD);
    await openEvent(page, 'Events', 'Open Mic Night');
    const detail = main(page);
    expect(await detail.getByLabel(/^Price/).textContent()).toBe('FREE');
    await detail.getByRole('heading', { name: 'Venue' }).waitFor();
    await sidebar(page).getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'event-detail');

    await detail.getByRole('button', { name: 'REGISTER NOW' }).click();
    const modal = page.getByRole('dialog', { name: 'Register for Open Mic Night' });
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByText(MESSAGES.registrationFieldsRequired).waitFor();
    await modal.getByLabel(/^Phone/).fill('9876543210');
    await modal.getByRole('combobox', { name: /Year of study/ }).selectOption('2nd');
    await screenshot(page, 'event-register-form');
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByText(MESSAGES.registeredForEvent).waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();

    // The registration put the event in the calendar on the server: both buttons say so, after a reload too.
    const registered = detail.getByRole('button', { name: 'REGISTERED', exact: true });
    await registered.waitFor();
    expect(await registered.isDisabled()).toBe(true);
    await detail.getByRole('button', { name: /^In your calendar/ }).waitFor();
    await page.reload();
    await openEvent(page, 'Events', 'Open Mic Night');
    expect(await main(page).getByRole('button', { name: 'REGISTERED', exact: true }).isDisabled()).toBe(true);
    await main(page).getByRole('button', { name: /^In your calendar/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student books two dates and two tickets of the cultural fest and sees the right total', async () => {
    const email = await verifiedStudent(journey.server, 'Priya Shah', PASSWORD);
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, email, PASSWORD);
    await openEvent(page, 'Cultural Events', 'Spring Cultural Fest');
    await main(page).getByRole('button', { name: 'REGISTER NOW' }).click();
    const modal = page.getByRole('dialog', { name: 'Register for Spring Cultural Fest' });
    await modal.getByLabel(/^Phone/).fill('9123456780');
    const dates = modal.getByRole('group', { name: 'Booking dates' }).getByRole('checkbox');
    await dates.nth(0).check();
    await dates.nth(2).check();
    await modal.getByLabel(/^General/).fill('2');
    await modal.getByLabel(/^VIP/).fill('1');
    // (2 x ₹150 + 1 x ₹400) x 2 dates
    await modal.getByText('₹1,400').waitFor();
    await screenshot(page, 'cultural-register-total');

    // Link payment: the host's payment page opens in a new tab as the registration is sent.
    await context.route('https://pay.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Pay</title>' }));
    const popup = context.waitForEvent('page');
    await modal.getByRole('button', { name: 'Register and pay' }).click();
    const payment = await popup;
    await payment.waitForLoadState();
    expect(payment.url()).toBe('https://pay.example.org/fest');
    // A paid seat is held, not yet a ticket: the payment screen, and never REGISTERED while money is owed.
    await modal.getByText(/^Payment pending: ₹1,400/).waitFor();
    await modal.getByRole('button', { name: 'Pay later' }).click();
    await main(page).getByRole('button', { name: 'PAYMENT PENDING' }).waitFor();
    await context.close();
  });

  it('Add to Calendar saves the event; its day has a dot and lists it; the phone modal shows it too', async () => {
    const email = await verifiedStudent(journey.server, 'Priya Shah', PASSWORD);
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, email, PASSWORD);
    await openEvent(page, 'Events', 'Open Mic Night');
    const start = await main(page).locator('time').first().getAttribute('datetime');
    await main(page).getByRole('button', { name: 'Add to Calendar' }).click();
    // A toast, not an OK dialog; the button then says the event is in the calendar.
    await page.getByRole('status').filter({ hasText: '"Open Mic Night" was added to your calendar.' }).waitFor();
    await main(page).getByRole('button', { name: /^In your calendar/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
    const mine = sidebar(page).getByRole('list', { name: 'My calendar events' });
    await mine.getByText('Open Mic Night').waitFor();

    // Page the calendar to the event's month, then pick its day.
    const day = new Date(String(start));
    const calendar = sidebar(page).getByRole('group', { name: 'Event calendar' });
    const monthLabel = day.toLocaleString('en-US', { month: 'long', year: 'numeric' });
    for (let i = 0; i < 2 && !(await calendar.getByText(monthLabel).isVisible()); i += 1) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    const dayName = day.toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    const tile = calendar.getByRole('button', { name: `${dayName} (has events)` });
    await tile.click();
    await sidebar(page).getByRole('list', { name: /^Events on / }).getByRole('button', { name: /Open Mic Night/ }).waitFor();
    await screenshot(page, 'events-calendar');
    // Upcoming events come under their day's heading; the calendar's today and chosen day are readable.
    await main(page).getByRole('list', { name: /^Upcoming events: / }).getByRole('article', { name: 'Open Mic Night' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await nav(page).getByRole('link', { name: 'Cultural Events', exact: true }).click();
    await main(page).getByRole('list', { name: /^Upcoming cultural events: / }).getByRole('article', { name: 'Spring Cultural Fest' }).waitFor();
    await sidebar(page).getByRole('group', { name: 'Event calendar' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await context.close();

    const phone = await openPage(journey.browser, PHONE);
    await phone.page.goto(journey.server.url);
    await logIn(phone.page, email, PASSWORD);
    await nav(phone.page).getByRole('link', { name: 'Events', exact: true }).click();
    await main(phone.page).getByRole('button', { name: 'My Calendar' }).click();
    const modal = phone.page.getByRole('dialog', { name: 'My Calendar' });
    await modal.getByText(MESSAGES.noEventsForDay).waitFor();
    const calendarInModal = modal.getByRole('group', { name: 'My calendar' });
    for (let i = 0; i < 2 && !(await calendarInModal.getByText(monthLabel).isVisible()); i += 1) {
      await calendarInModal.getByRole('button', { name: 'Next month' }).click();
    }
    await calendarInModal.getByRole('button', { name: `${dayName} (has events)` }).click();
    await modal.getByRole('button', { name: /Open Mic Night/ }).waitFor();
    expect(await seriousViolations(phone.page, '[role="dialog"]')).toEqual([]);
    await screenshot(phone.page, 'my-calendar-phone');
    await phone.context.close();
  });

  it('the host sees the registration count and exports the CSV', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, 'asha@quad.campus');
    await openEvent(page, 'Events', 'Open Mic Night');
    await main(page).getByText(/\d+ registrations?/).waitFor();
    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Export Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('registrations_Open_Mic_Night.csv');
    const csv = readFileSync(String(await file.path()), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Name,Email,Phone');
    expect(csv).toContain('Rahul Nair');
    await context.close();
  });
});
