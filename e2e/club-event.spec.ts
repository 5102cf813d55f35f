import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { DESKTOP, openPage, screenshot, settled } from './support/browser.ts';
import { main, useJourney } from './support/journey.ts';
import { apiToken, logIn } from './support/session.ts';

const PHONE_390 = { width: 390, height: 844 };
const TITLE = 'Hack Night: build a campus bot';
const pad = (n: number) => String(n).padStart(2, '0');
/** A week from now, at 18:00, as the form's local date and time field takes it. */
function inAWeek(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T18:00`;
}

async function api<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function openComposer(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a post' });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

describe('a club event, in the browser', () => {
  const journey = useJourney();

  it('an officer posts an event as the club, an admin approves it, a follower is told, and another officer checks a student in', async () => {
    const base = journey.server.url;

    // Asha, the Coding Club's President, posts the event as the club.
    const asha = await openPage(journey.browser, PHONE_390, { touch: true });
    await asha.page.goto(base);
    await logIn(asha.page, 'asha@quad.campus');
    const dialog = await openComposer(asha.page);
    await dialog.getByLabel('Event', { exact: true }).check();
    await dialog.getByLabel('Post as').selectOption({ label: 'Coding Club' });
    await dialog.getByText('The club is shown as the host, and its owners and officers can manage the event.').waitFor();
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Content').fill('Six hours, pizza, and a bot that answers “when is the mess open?”.');
    await dialog.getByLabel('Location').fill('Computer Centre, Lab 2');
    await dialog.getByLabel('Start date and time').fill(inAWeek());
    await dialog.getByLabel('Duration').fill('6 hours');
    await dialog.getByLabel('In-App Form').check();
    const created = asha.page.waitForResponse((r) => r.url().endsWith('/api/posts') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const post = (await response.json()) as Post;
    expect(post.status).toBe('pending');
    expect(post.clubs).toEqual([{ slug: 'coding-club', name: 'Coding Club', logo: null, role: 'host', status: 'accepted' }]);

    // The admin approves it (the review is not the point here).
    const adminToken = await apiToken(base, 'admin@quad.campus');
    await api(base, adminToken, 'PUT', `/posts/approve-event/${post._id}?version=${post.version}`);

    // Meera follows the Coding Club: her notifications say it, and it opens the event, which shows its club.
    const meera = await openPage(journey.browser, PHONE_390, { touch: true });
    await meera.page.goto(base);
    await logIn(meera.page, 'meera@quad.campus');
    await meera.page.goto(`${base}/notifications`);
    const told = main(meera.page).getByRole('list', { name: 'Notifications' }).getByText(`Coding Club posted an event: ${TITLE}`);
    await told.waitFor();
    await screenshot(meera.page, 'club-event-notification-390');
    await meera.page.goto(`${base}/events/${post._id}`);
    const hosted = main(meera.page).getByTestId('event-clubs');
    await hosted.getByRole('link', { name: 'Coding Club' }).waitFor();
    expect(await hosted.getByRole('link', { name: 'Coding Club' }).getAttribute('href')).toBe('/clubs/coding-club');
    await settled(meera.page);
    await screenshot(meera.page, 'club-event-390');

    // She registers (through the API: the form is not the point).
    const meeraToken = await apiToken(base, 'meera@quad.campus');
    await api(base, meeraToken, 'POST', `/users/register-event/${post._id}`, { name: 'Meera Iyer', email: 'meera@quad.campus', phone: '9876543210' });

    // Rahul, the club's General Secretary, did not post it, and works its door: he checks Meera in.
    const rahul = await openPage(journey.browser, DESKTOP);
    await rahul.page.goto(base);
    await logIn(rahul.page, 'rahul@quad.campus');
    await rahul.page.goto(`${base}/events/${post._id}`);
    await main(rahul.page).getByTestId('event-clubs').getByRole('link', { name: 'Coding Club' }).waitFor();
    await settled(rahul.page);
    await screenshot(rahul.page, 'club-event-1280');
    await rahul.page.goto(`${base}/events/${post._id}/check-in`);
    await main(rahul.page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await main(rahul.page).getByLabel(MESSAGES.attendeeSearchLabel).fill('meera');
    const row = main(rahul.page).getByRole('listitem', { name: 'Meera Iyer' });
    // The event is a week away: the door checks her in anyway (decision 077).
    await row.getByRole('button', { name: 'Check in anyway: Meera Iyer' }).click();
    await main(rahul.page).getByRole('status').filter({ hasText: MESSAGES.resultCheckedIn }).first().waitFor();
    const rahulToken = await apiToken(base, 'rahul@quad.campus');
    await expect
      .poll(async () => (await api<{ counts: { checkedIn: number } }>(base, rahulToken, 'GET', `/events/${post._id}/door`)).counts.checkedIn, { timeout: 10_000 })
      .toBe(1);

    expect(asha.errors).toEqual([]);
    expect(meera.errors).toEqual([]);
    expect(rahul.errors).toEqual([]);
  });
});
