import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { useJourney, main, nav } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const TITLE = 'Theatre workshop';

async function openEvent(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
  await main(page).getByRole('article', { name: TITLE }).getByRole('button', { name: 'Details' }).click();
  await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
}

describe('paying for a seat by UPI on a phone', () => {
  const journey = useJourney();

  it('a student registers, lands on the payment screen with the UPI app link, the QR and the reference, and sends the UTR', async () => {
    const base = journey.server.url;
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };

    // Asha hosts a paid workshop paid to her club's UPI ID; the admin approves it.
    const asha = await apiToken(base, 'asha@quad.campus');
    const created = await call(asha, 'POST', '/api/posts', {
      type: 'event',
      title: TITLE,
      content: 'Voice, movement, and a short scene by the end.',
      location: 'Black box studio',
      eventStartDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      duration: '3 hours',
      registrationRequired: true,
      registrationMethod: 'form',
      price: 400,
      paymentMethod: 'upi',
      upiId: 'theatreclub@okaxis',
      upiName: 'Theatre Club',
      paymentWindowHours: 24,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const post = created.json as unknown as Post;
    const admin = await apiToken(base, 'admin@quad.campus');
    expect((await call(admin, 'PUT', `/api/posts/approve-event/${post._id}?version=${post.version}`)).status).toBe(200);

    // Rahul registers on his phone: no transaction asked, the form turns into the payment screen.
    const rahul = await openPage(journey.browser, PHONE, { touch: true });
    await rahul.page.goto(base);
    await logIn(rahul.page, 'rahul@quad.campus');
    await openEvent(rahul.page);
    await main(rahul.page).getByRole('button', { name: 'REGISTER NOW' }).click();
    const modal = rahul.page.getByRole('dialog', { name: `Register for ${TITLE}` });
    await modal.getByLabel(/^Phone/).fill('9876543210');
    await modal.getByRole('button', { name: 'Register and pay' }).click();
    await modal.getByText(/^Payment pending: ₹400 by /).waitFor();
    const appLink = modal.getByRole('link', { name: 'Pay ₹400 with a UPI app' });
    expect(await appLink.isVisible()).toBe(true);
    const uri = (await appLink.getAttribute('href')) ?? '';
    expect(uri).toMatch(/^upi:\/\/pay\?pa=theatreclub%40okaxis&pn=Theatre%20Club&am=400\.00&cu=INR&tr=QD-\w{5}&tn=QD-\w{5}%20Theatre%20workshop$/);
    await modal.getByRole('img', { name: 'UPI QR code: pay ₹400 to Theatre Club' }).waitFor();
    await modal.getByRole('button', { name: 'Copy UPI ID' }).waitFor();
    const reference = /tr=(QD-\w{5})/.exec(uri)?.[1] ?? '';
    await modal.getByText(`Put ${reference} in the payment note`).waitFor();
    // Nothing sticks out of a 360 px screen.
    expect(await rahul.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(rahul.page, '[role="dialog"]')).toEqual([]);
    await screenshot(rahul.page, 'upi-payment-phone');
    await modal.screenshot({ path: 'test-results/screenshots/upi-payment-modal.png' });

    // He pays in his app, pastes the UTR, and the page says the host is checking it.
    await modal.getByLabel('UTR / UPI transaction ID (12 digits)').fill('412345678901');
    await modal.getByRole('button', { name: MESSAGES.sendPaymentReference }).click();
    await rahul.page.getByText(MESSAGES.paymentReferenceSent).first().waitFor();
    await modal.getByText(MESSAGES.seatHeldForPayment).waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();
    await main(rahul.page).getByRole('button', { name: 'PAYMENT SENT' }).waitFor();
    const panel = main(rahul.page).getByRole('region', { name: MESSAGES.yourRegistration });
    await panel.getByText('Payment sent: the host is checking it').waitFor();
    expect(await main(rahul.page).getByText(/REGISTERED/).count()).toBe(0);
    expect(rahul.errors).toEqual([]);
    await rahul.context.close();
  });
});
