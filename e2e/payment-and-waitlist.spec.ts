import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ticketQrAlt, waitlistedText } from '../src/shared/messages.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { openPage, screenshot } from './support/browser.ts';
import { useJourney, main, nav } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const TITLE = 'Salsa for beginners';

async function openEvent(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
  await main(page).getByRole('article', { name: TITLE }).getByRole('button', { name: 'Details' }).click();
  await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
}

describe('paying for a seat, and the waitlist, in the browser', () => {
  const journey = useJourney();

  it('a held seat is paid by reference and confirmed by the host; a cancelled seat is offered to the next in line', async () => {
    const base = journey.server.url;
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };

    // Asha hosts a paid workshop with one seat; registrants pay by link. The admin approves it.
    const asha = await apiToken(base, 'asha@quad.campus');
    const created = await call(asha, 'POST', '/api/posts', {
      type: 'event',
      title: TITLE,
      content: 'Two left feet welcome. Pay the fee by UPI, then send the reference.',
      location: 'Dance studio',
      eventStartDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: '2 hours',
      registrationRequired: true,
      registrationMethod: 'form',
      price: 200,
      paymentMethod: 'link',
      paymentLink: 'https://pay.example.org/salsa',
      capacity: 1,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const post = created.json as unknown as Post;
    const admin = await apiToken(base, 'admin@quad.campus');
    expect((await call(admin, 'PUT', `/api/posts/approve-event/${post._id}?version=${post.version}`)).status).toBe(200);

    // Rahul registers and pays on the host's page: his seat is held until Asha confirms.
    const rahul = await openPage(journey.browser);
    await rahul.context.route('https://pay.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Pay</title>' }));
    await rahul.page.goto(base);
    await logIn(rahul.page, 'rahul@quad.campus');
    await openEvent(rahul.page);
    await main(rahul.page).getByRole('button', { name: 'REGISTER NOW' }).click();
    const modal = rahul.page.getByRole('dialog', { name: `Register for ${TITLE}` });
    await modal.getByLabel(/^Phone/).fill('9876543210');
    const popup = rahul.context.waitForEvent('page');
    await modal.getByRole('button', { name: 'Register and pay' }).click();
    await (await popup).close();
    // Not a ticket yet: the form turns into the seat's payment screen (decision 072).
    await modal.getByText(/^Payment pending: ₹200/).waitFor();
    await modal.getByText(/^Put QD-\w{5} in the payment note$/).waitFor();
    await modal.getByRole('button', { name: 'Pay later' }).click();
    await main(rahul.page).getByRole('button', { name: 'PAYMENT PENDING' }).waitFor();
    const panel = main(rahul.page).getByRole('region', { name: MESSAGES.yourRegistration });
    await panel.getByText(/Payment pending: ₹200/).waitFor();
    await panel.getByLabel(MESSAGES.paymentReferenceLabel).fill('UTR 4142 9988 1234');
    await panel.getByRole('button', { name: MESSAGES.sendPaymentReference }).click();
    await rahul.page.getByText(MESSAGES.paymentReferenceSent).waitFor();
    await panel.getByText('Payment sent: the host is checking it').waitFor();
    await panel.getByText('You sent UTR 4142 9988 1234. Wrong? Correct it below.').waitFor();
    expect(await seriousViolations(rahul.page, 'main')).toEqual([]);

    // Meera finds it full and joins the waitlist.
    const meera = await apiToken(base, 'meera@quad.campus');
    const waiting = await call(meera, 'POST', `/api/users/register-event/${post._id}`, { name: 'Meera Iyer', email: 'meera@quad.campus', phone: '9123456780' });
    expect(waiting.json).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

    // Asha opens Manage registrations from her event and confirms Rahul's payment.
    const host = await openPage(journey.browser);
    await host.page.goto(base);
    await logIn(host.page, 'asha@quad.campus');
    await openEvent(host.page);
    await main(host.page).getByRole('button', { name: MESSAGES.manageRegistrations }).click();
    await main(host.page).getByRole('heading', { level: 1, name: `${MESSAGES.manageRegistrations}: ${TITLE}` }).waitFor();
    expect(new URL(host.page.url()).pathname).toBe(`/events/${post._id}/registrations`);
    const list = main(host.page).getByRole('list', { name: 'Registrations' });
    const rahulRow = list.getByRole('listitem').filter({ hasText: 'Rahul Nair' });
    await rahulRow.getByText('Payment sent: UTR 4142 9988 1234').waitFor();
    await list.getByRole('listitem').filter({ hasText: 'Meera Iyer' }).getByText('Waitlisted').waitFor();
    expect(await seriousViolations(host.page, 'main')).toEqual([]);
    await screenshot(host.page, 'host-registrations');
    await rahulRow.getByRole('button', { name: MESSAGES.markPaid }).click();
    await host.page.getByText(MESSAGES.paymentMarkedPaid).waitFor();
    await rahulRow.getByText('Confirmed').waitFor();

    // Rahul's page hears it live: his seat is confirmed, and his ticket is in My tickets.
    await panel.getByText('You’re in').waitFor();
    await panel.getByRole('button', { name: MESSAGES.ticketInMyTickets }).click();
    const tickets = main(rahul.page).getByRole('list', { name: MESSAGES.myTicketsTitle });
    await tickets.getByRole('img', { name: ticketQrAlt(TITLE) }).waitFor();
    await screenshot(rahul.page, 'my-tickets');

    // Rahul cancels; the seat is offered to Meera, who claims it and is asked to pay.
    await openEvent(rahul.page);
    await panel.getByRole('button', { name: MESSAGES.cancelRegistration }).click();
    const confirm = rahul.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: MESSAGES.cancelRegistration }).click();
    await rahul.page.getByText(MESSAGES.registrationCancelled).waitFor();
    await panel.getByText('Cancelled', { exact: true }).waitFor();

    const next = await openPage(journey.browser);
    await next.page.goto(base);
    await logIn(next.page, 'meera@quad.campus');
    await openEvent(next.page);
    const offer = main(next.page).getByRole('region', { name: MESSAGES.yourRegistration });
    await offer.getByText(/A seat is yours to claim until /).waitFor();
    await offer.getByRole('button', { name: MESSAGES.claimSeat }).click();
    await offer.getByText(/Payment pending: ₹200/).waitFor();
    expect(await offer.getByText(waitlistedText(1)).count()).toBe(0);
    await screenshot(next.page, 'offer-claimed');

    for (const p of [rahul, host, next]) {
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });
});
