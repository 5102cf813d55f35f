import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Registration } from '../src/shared/schemas/events.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { verifiedStudent } from './support/email.ts';
import { useJourney, main, nav } from './support/journey.ts';
import { apiToken, logIn } from './support/session.ts';

const PASSWORD = 'quad-upi-2026';

async function openEvent(page: Page, screen: 'Events' | 'Cultural Events', title: string): Promise<void> {
  await nav(page).getByRole('link', { name: screen, exact: true }).click();
  await main(page).getByRole('article', { name: title }).getByRole('button', { name: 'Details' }).click();
  await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The UPI screen's promises, wherever it shows: the request for `amount` to the payee, its QR, and the reference. */
async function expectUpiScreen(scope: Locator, amount: string, payee: string): Promise<string> {
  const appLink = scope.getByRole('link', { name: `Pay ₹${amount} with a UPI app` });
  const uri = (await appLink.getAttribute('href')) ?? '';
  const request = new URL(uri);
  expect(request.protocol).toBe('upi:');
  expect(request.searchParams.get('am')).toBe(`${amount.replace(/,/g, '')}.00`);
  expect(request.searchParams.get('pn')).toBe(payee);
  const reference = request.searchParams.get('tr') ?? '';
  expect(reference).toMatch(/^QD-[2-9A-HJKMNP-TW-Z]{5}$/);
  await scope.getByRole('img', { name: `UPI QR code: pay ₹${amount} to ${payee}` }).waitFor();
  await scope.getByRole('button', { name: 'Copy UPI ID' }).waitFor();
  await scope.getByText(`Put ${reference} in the payment note`).waitFor();
  return reference;
}

describe('paying for a cultural event and an offered seat by UPI, on a phone', () => {
  const journey = useJourney();
  const base = () => journey.server.url;
  const call = async <T = Record<string, unknown>>(token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as T };
  };
  /** Asha's event, approved by the admin. */
  async function hosted(input: Record<string, unknown>): Promise<Post> {
    const asha = await apiToken(base(), 'asha@quad.campus');
    const created = await call<Post>(asha, 'POST', '/api/posts', {
      content: 'Come as you are.',
      location: 'Open air theatre',
      eventStartDate: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      duration: '4 hours',
      registrationRequired: true,
      registrationMethod: 'form',
      upiId: 'culturalsec@okicici',
      upiName: 'Cultural Secretary',
      paymentWindowHours: 24,
      ...input,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const admin = await apiToken(base(), 'admin@quad.campus');
    expect((await call(admin, 'PUT', `/api/posts/approve-event/${created.json._id}?version=${created.json.version}`)).status).toBe(200);
    return created.json;
  }

  it('a student books a paid cultural event and pays its total by UPI', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await hosted({
      type: 'culturalEvent',
      title: 'Folk Night',
      ticketOptions: [{ ticketType: 'Day pass', ticketPrice: 300 }],
      availableDates: [day(6), day(7)],
      culturalPaymentMethod: 'upi',
    });
    const email = await verifiedStudent(journey.server, 'Ishaan Rao', PASSWORD);
    const { page, context, errors } = await openPage(journey.browser, PHONE, { touch: true });
    await page.goto(base());
    await logIn(page, email, PASSWORD);
    await openEvent(page, 'Cultural Events', 'Folk Night');
    await main(page).getByRole('button', { name: 'REGISTER NOW' }).click();
    const modal = page.getByRole('dialog', { name: 'Register for Folk Night' });
    await modal.getByLabel(/^Phone/).fill('9123456780');
    const dates = modal.getByRole('group', { name: 'Booking dates' }).getByRole('checkbox');
    await dates.nth(0).check();
    await dates.nth(1).check();
    await modal.getByLabel(/^Day pass/).fill('1');
    await modal.getByRole('button', { name: 'Register and pay' }).click();
    // One pass on two dates: ₹600, asked for exactly.
    await modal.getByText(/^Payment pending: ₹600 by /).waitFor();
    await expectUpiScreen(modal, '600', 'Cultural Secretary');
    await screenshot(page, 'upi-cultural-phone');
    await modal.getByLabel('UTR / UPI transaction ID (12 digits)').fill('512345678901');
    await modal.getByRole('button', { name: 'Send payment reference' }).click();
    await modal.getByRole('button', { name: 'Done' }).click();
    await main(page).getByRole('button', { name: 'PAYMENT SENT' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a waitlisted student offered a seat claims it and gets the same payment screen', async () => {
    const post = await hosted({ type: 'event', title: 'Sitar recital', price: 250, paymentMethod: 'upi', capacity: 1 });
    // Meera holds the only seat; the student joins the waitlist.
    const meera = await apiToken(base(), 'meera@quad.campus');
    const held = await call<Registration>(meera, 'POST', `/api/users/register-event/${post._id}`, { name: 'Meera Iyer', email: 'meera@quad.campus', phone: '9123456780' });
    expect(held.json.status).toBe('awaiting_payment');
    const email = await verifiedStudent(journey.server, 'Tara Menon', PASSWORD);
    const { page, context, errors } = await openPage(journey.browser, PHONE, { touch: true });
    await page.goto(base());
    await logIn(page, email, PASSWORD);
    await openEvent(page, 'Events', 'Sitar recital');
    await main(page).getByRole('button', { name: 'JOIN WAITLIST' }).click();
    const modal = page.getByRole('dialog', { name: 'Register for Sitar recital' });
    await modal.getByLabel(/^Phone/).fill('9988776655');
    await modal.getByRole('button', { name: 'Join waitlist' }).click();
    await modal.getByRole('button', { name: 'Done' }).click();
    await main(page).getByRole('button', { name: 'ON THE WAITLIST · #1' }).waitFor();
    // Nothing is in the calendar for a waitlist place, and no REGISTERED beside it.
    expect(await main(page).getByText(/REGISTERED/).count()).toBe(0);

    // Meera cancels: the seat is offered to the student, live.
    expect((await call(meera, 'POST', `/api/registrations/${held.json._id}/cancel`, {})).status).toBe(200);
    const panel = main(page).getByRole('region', { name: 'Your registration' });
    await panel.getByText(/A seat is yours to claim until /).waitFor();
    await panel.getByRole('button', { name: 'Claim my seat' }).click();
    await panel.getByText(/Payment pending: ₹250 by /).first().waitFor();
    await expectUpiScreen(panel, '250', 'Cultural Secretary');
    await screenshot(page, 'upi-offered-seat-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
