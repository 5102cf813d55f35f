import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import type { DoorSnapshot } from '../src/shared/schemas/door.ts';
import type { Registration } from '../src/shared/schemas/events.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { openPage, screenshot } from './support/browser.ts';
import { HOST_EMAIL } from './support/door-event.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const TITLE = 'Pottery for two left hands';
const COHOST_EMAIL = 'meera@quad.campus';
const REGISTRANT_EMAIL = 'rahul@quad.campus';

async function openEvent(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
  await main(page).getByRole('article', { name: TITLE }).getByRole('button', { name: 'Details' }).click();
  await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
}

describe('co-hosting an event, in the browser', () => {
  const journey = useJourney();

  it('the host adds a co-host, who confirms a payment and checks the person in at the door', async () => {
    const base = journey.server.url;
    const call = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${base}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return JSON.parse(text) as T;
    };

    // Asha hosts a paid workshop, paid by link; the admin approves it. Rahul registers and sends his reference.
    const asha = await apiToken(base, HOST_EMAIL);
    const post = await call<Post>(asha, 'POST', '/posts', {
      type: 'event',
      title: TITLE,
      content: 'Clay, wheels and aprons provided. Pay the fee by UPI, then send the reference.',
      location: 'Art studio',
      eventStartDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      duration: '2 hours',
      registrationRequired: true,
      registrationMethod: 'form',
      price: 300,
      paymentMethod: 'link',
      paymentLink: 'https://pay.example.org/pottery',
    });
    await call(await apiToken(base, 'admin@quad.campus'), 'PUT', `/posts/approve-event/${post._id}?version=${post.version}`);
    const rahul = await apiToken(base, REGISTRANT_EMAIL);
    const held = await call<Registration>(rahul, 'POST', `/users/register-event/${post._id}`, { name: 'Rahul Nair', email: REGISTRANT_EMAIL, phone: '9876543210' });
    expect(held.status).toBe('awaiting_payment');
    await call(rahul, 'PUT', `/registrations/${held._id}/payment`, { reference: 'UTR 5150 2024 7788' });

    // Asha makes Meera a co-host from her registrations screen.
    const host = await openPage(journey.browser);
    await host.page.goto(base);
    await logIn(host.page, HOST_EMAIL);
    await openEvent(host.page);
    await main(host.page).getByText('Hosted by Asha Verma').waitFor();
    await main(host.page).getByRole('button', { name: MESSAGES.manageRegistrations }).click();
    const staff = main(host.page).getByRole('region', { name: 'Co-hosts and door staff' });
    await staff.getByLabel('Email').fill(COHOST_EMAIL);
    await staff.getByLabel('Role').selectOption({ label: 'Co-host' });
    await staff.getByRole('button', { name: MESSAGES.addStaff }).click();
    const listed = staff.getByRole('list', { name: 'Co-hosts and door staff' }).getByRole('listitem', { name: 'Meera Iyer' });
    await listed.getByText('Co-host', { exact: true }).waitFor();
    expect(await seriousViolations(host.page, 'main')).toEqual([]);
    await screenshot(host.page, 'cohosts-chosen');

    // Meera, in her own browser, opens the event: it names both hosts and offers her the host's tools.
    const cohost = await openPage(journey.browser);
    await cohost.page.goto(base);
    await logIn(cohost.page, COHOST_EMAIL);
    await openEvent(cohost.page);
    await main(cohost.page).getByText('Hosted by Asha Verma with Meera Iyer').waitFor();
    await main(cohost.page).getByText('You co-host this event.').waitFor();
    // Running the event, she is not offered to register for it.
    expect(await main(cohost.page).getByRole('button', { name: 'REGISTER NOW' }).count()).toBe(0);
    expect(await seriousViolations(cohost.page, 'main')).toEqual([]);
    await screenshot(cohost.page, 'cohost-event');
    // On a phone, the host's tools wrap under the event's facts.
    const desktop = cohost.page.viewportSize();
    await cohost.page.setViewportSize({ width: 390, height: 844 });
    await main(cohost.page).getByText('You co-host this event.').scrollIntoViewIfNeeded();
    await screenshot(cohost.page, 'cohost-event-phone');
    if (desktop) await cohost.page.setViewportSize(desktop);

    // She confirms Rahul's payment.
    await main(cohost.page).getByRole('button', { name: MESSAGES.manageRegistrations }).click();
    await main(cohost.page).getByRole('heading', { level: 1, name: `${MESSAGES.manageRegistrations}: ${TITLE}` }).waitFor();
    const rahulRow = main(cohost.page).getByRole('list', { name: 'Registrations' }).getByRole('listitem').filter({ hasText: 'Rahul Nair' });
    await rahulRow.getByText('Payment sent: UTR 5150 2024 7788').waitFor();
    await rahulRow.getByRole('button', { name: MESSAGES.markPaid }).click();
    await cohost.page.getByText(MESSAGES.paymentMarkedPaid).waitFor();
    await rahulRow.getByText('Confirmed').waitFor();
    // A co-host chooses door staff, not co-hosts: no role to choose.
    expect(await main(cohost.page).getByRole('region', { name: 'Co-hosts and door staff' }).getByLabel('Role').count()).toBe(0);

    // And checks him in at the door, by name.
    await main(cohost.page).getByRole('button', { name: MESSAGES.openCheckIn }).click();
    await main(cohost.page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await main(cohost.page).getByLabel(MESSAGES.attendeeSearchLabel).fill('rahul');
    const row = main(cohost.page).getByRole('listitem', { name: 'Rahul Nair' });
    // The workshop is days away: the door checks him in anyway (decision 077).
    await row.getByRole('button', { name: 'Check in anyway: Rahul Nair' }).click();
    await main(cohost.page).getByRole('status').filter({ hasText: MESSAGES.resultCheckedIn }).waitFor();
    await expect
      .poll(async () => (await call<DoorSnapshot>(asha, 'GET', `/events/${post._id}/door`)).counts.checkedIn, { timeout: 10_000 })
      .toBe(1);
    const door = await call<DoorSnapshot>(asha, 'GET', `/events/${post._id}/door`);
    expect(door.attendees.find((a) => a.registrationId === held._id)?.checkIns).toEqual([{ day: '', at: expect.any(String), by: 'Meera Iyer' }]);
    await screenshot(cohost.page, 'cohost-door');

    for (const p of [host, cohost]) {
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });
});
