import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, seatsLeftText, waitlistPlace } from '../src/shared/messages.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { openPage, screenshot, settled } from './support/browser.ts';
import { useJourney, main, nav } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const TITLE = 'Poetry circle, one chair';

/** Opens the event's detail view from the Events screen's feed. */
async function openEvent(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
  await main(page).getByRole('article', { name: TITLE }).getByRole('button', { name: 'Details' }).click();
  await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
}

/** A datetime-local value `days` from now, in the browser's time zone. */
function localInDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
}

describe('seats and the waitlist in the browser', () => {
  const journey = useJourney();

  it('a host sets one seat; one student takes it, the next joins the waitlist and sees their place', async () => {
    const base = journey.server.url;

    // Asha creates the event with the In-App Form and a capacity of 1.
    const host = await openPage(journey.browser);
    await host.page.goto(base);
    await logIn(host.page, 'asha@quad.campus');
    await nav(host.page).getByRole('button', { name: 'Add' }).click();
    const form = host.page.getByRole('dialog', { name: 'Create a post' });
    await form.waitFor();
    await settled(host.page);
    await form.getByLabel('Event', { exact: true }).check();
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Content').fill('Bring a poem; there is one chair by the fire.');
    await form.getByLabel('Location').fill('Library, reading room');
    await form.getByLabel('Start date and time').fill(localInDays(1));
    await form.getByLabel('Duration').fill('1 hour');
    await form.getByLabel('In-App Form').check();
    await form.getByLabel('Capacity (seats)').fill('1');
    expect(await form.getByLabel('Claim window for waitlist offers (hours)').getAttribute('placeholder')).toBe('24');
    expect(await seriousViolations(host.page, '[role="dialog"]')).toEqual([]);
    await screenshot(host.page, 'event-capacity-form');
    const created = host.page.waitForResponse((r) => r.url().endsWith('/api/posts') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit for approval' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const post = (await response.json()) as Post;
    expect(post).toMatchObject({ capacity: 1, seatsLeft: 1, enableRegistrationForm: true });
    expect(host.errors).toEqual([]);
    await host.context.close();

    // The admin approves it.
    const admin = await apiToken(base, 'admin@quad.campus');
    const approved = await fetch(`${base}/api/posts/approve-event/${post._id}?version=${post.version}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(approved.status).toBe(200);

    // Rahul takes the one seat.
    const first = await openPage(journey.browser);
    await first.page.goto(base);
    await logIn(first.page, 'rahul@quad.campus');
    await openEvent(first.page);
    const detail = main(first.page);
    await detail.getByText(seatsLeftText(1)).waitFor();
    await detail.getByRole('button', { name: 'REGISTER NOW' }).click();
    const modal = first.page.getByRole('dialog', { name: `Register for ${TITLE}` });
    await modal.getByLabel(/^Phone/).fill('9876543210');
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await modal.getByText(MESSAGES.registeredForEvent).waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();
    // His seat is his: the page says so, and offers him no waitlist nor seats (the next student sees it full).
    await detail.getByRole('button', { name: 'REGISTERED', exact: true }).waitFor();
    expect(await detail.getByText(MESSAGES.eventFullJoinWaitlist).count()).toBe(0);
    expect(await detail.getByText(/seats? left/).count()).toBe(0);
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Meera finds it full, on the card and in the detail view, and joins the waitlist without paying.
    const second = await openPage(journey.browser);
    await second.page.goto(base);
    await logIn(second.page, 'meera@quad.campus');
    await nav(second.page).getByRole('link', { name: 'Events', exact: true }).click();
    await main(second.page).getByRole('article', { name: TITLE }).getByText(MESSAGES.eventFullJoinWaitlist).waitFor();
    await openEvent(second.page);
    const full = main(second.page);
    await full.getByText(MESSAGES.eventFullJoinWaitlist).waitFor();
    await screenshot(second.page, 'event-capacity-full');
    await full.getByRole('button', { name: 'JOIN WAITLIST' }).click();
    const waitlist = second.page.getByRole('dialog', { name: `Register for ${TITLE}` });
    await waitlist.getByText(MESSAGES.waitlistNotice).waitFor();
    await waitlist.getByLabel(/^Phone/).fill('9123456780');
    expect(await seriousViolations(second.page, '[role="dialog"]')).toEqual([]);
    const registered = second.page.waitForResponse((r) => r.url().includes('/api/users/register-event/') && r.request().method() === 'POST');
    await waitlist.getByRole('button', { name: MESSAGES.joinWaitlist }).click();
    const answer = (await (await registered).json()) as { status: string; waitlistPosition: number | null };
    expect(answer).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    await waitlist.getByText(waitlistPlace(1)).waitFor();
    await screenshot(second.page, 'event-capacity-waitlisted');
    await waitlist.getByRole('button', { name: 'Done' }).click();
    // One state on the page: her place in line, not REGISTERED beside "Full - join the waitlist".
    await full.getByRole('button', { name: 'ON THE WAITLIST · #1' }).waitFor();
    expect(await full.getByText(MESSAGES.eventFullJoinWaitlist).count()).toBe(0);
    expect(await full.getByText(/REGISTERED/).count()).toBe(0);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});
