/**
 * WCAG 2.2 AA in Quad's forms (decision 057): log in and sign up, the post form of each type, the registration form
 * and its payment step, each empty, filled and refused, at desktop and phone sizes; the post form in Hindi too. In
 * every state axe finds nothing of any impact, every target is large enough and every picture is named.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { inLocale, loadCatalog, t } from '../src/shared/i18n.ts';
import { hi } from '../src/shared/locales/hi.ts';
import { MESSAGES } from '../src/shared/messages.ts';
import { findings } from './support/accessibility.ts';
import { DESKTOP, PHONE, screenshot, settled } from './support/browser.ts';
import { HOST_EMAIL } from './support/door-event.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { apiToken, logIn } from './support/session.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const QR_EVENT = 'Pottery for beginners';
const STUDENT = 'rahul@quad.campus';

loadCatalog('hi', hi);
const hindi = (text: string) => inLocale('hi', () => t(text));

const picture = () => sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 90, b: 200 } } }).png().toBuffer();

/** An approved event with the In-App Form, paid by QR code: its registration has a payment step. */
async function qrEvent(base: string): Promise<void> {
  const qr = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 255, b: 255 } } }).png().toBuffer();
  const host = await apiToken(base, HOST_EMAIL);
  const response = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${host}` },
    body: JSON.stringify({
      type: 'event',
      title: QR_EVENT,
      content: 'Wheel, clay and an apron. Pay the fee by UPI at registration.',
      location: 'Art studio',
      eventStartDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      duration: '2 hours',
      registrationRequired: true,
      registrationMethod: 'form',
      price: 300,
      paymentMethod: 'qr',
      paymentQRCode: `data:image/png;base64,${qr.toString('base64')}`,
    }),
  });
  if (response.status !== 201) throw new Error(`the QR event failed: ${response.status} ${await response.text()}`);
  const post = (await response.json()) as { _id: string; version: number };
  const admin = await apiToken(base, 'admin@quad.campus');
  const approved = await fetch(`${base}/api/posts/approve-event/${post._id}?version=${post.version}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}` },
  });
  if (approved.status !== 200) throw new Error(`approving the QR event failed: ${approved.status}`);
}

async function openComposer(page: Page, say: (text: string) => string = (text) => text) {
  await page.getByRole('navigation', { name: say('Main') }).getByRole('button', { name: say('Add') }).click();
  const dialog = page.getByRole('dialog', { name: say('Create a post') });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

/** The "Input Required" dialog over the form: checked, then closed with OK. */
async function checkRefusal(page: Page, check: (page: Page, state: string) => Promise<void>, state: string, say: (text: string) => string = (text) => text) {
  const alert = page.getByRole('dialog', { name: say(MESSAGES.inputRequiredTitle) });
  await alert.waitFor();
  await check(page, state);
  await alert.getByRole('button', { name: say('OK') }).click();
  await alert.waitFor({ state: 'detached' });
}

describe('WCAG 2.2 AA in the forms', () => {
  const journey = useJourney();
  beforeAll(async () => {
    await qrEvent(journey.server.url);
  });

  it('log in, sign up and the forgotten password: empty, filled and refused, at both sizes', async () => {
    const { found, check } = findings();
    for (const [size, viewport] of SIZES) {
      const context = await journey.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(journey.server.url);
      await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.waitFor();
      await check(page, `${size}: log in, empty`);
      await screenshot(page, `login-modal-${viewport.width}`);
      await dialog.getByLabel('Email').fill('rahul@quad.campus');
      await dialog.getByLabel('Password').fill('not the password');
      await check(page, `${size}: log in, filled`);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await dialog.getByRole('alert').waitFor();
      await check(page, `${size}: log in, refused`);

      await dialog.getByRole('button', { name: 'Sign up' }).click();
      const signUp = page.getByRole('dialog', { name: 'Sign up' });
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await signUp.getByRole('alert').waitFor();
      await check(page, `${size}: sign up, refused`);
      await signUp.getByLabel('Name').fill('Priya Shah');
      await signUp.getByLabel('Password').fill('correct horse battery');
      await check(page, `${size}: sign up, filled`);

      await signUp.getByRole('button', { name: 'Log in instead' }).click();
      await dialog.getByRole('button', { name: MESSAGES.forgotPassword }).click();
      await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
      await check(page, `${size}: forgotten password`);
      await context.close();
    }
    expect(found).toEqual({});
  });

  it('the post form of each type: empty, filled with every section shown, and refused, at both sizes', async () => {
    const { found, check } = findings();
    for (const [size, viewport] of SIZES) {
      const context = await journey.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(journey.server.url);
      await logIn(page, HOST_EMAIL);
      const dialog = await openComposer(page);
      await check(page, `${size}: Consight, empty`);
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await checkRefusal(page, check, `${size}: Consight, refused`);
      await dialog.getByLabel('Title').fill('Lost: a blue umbrella');
      await dialog.getByLabel('Content').fill('Left in the reading room on Tuesday. It has a wooden handle.');
      await dialog.getByLabel('Images (Max 4)').setInputFiles({ name: 'umbrella.png', mimeType: 'image/png', buffer: await picture() });
      await dialog.getByRole('img', { name: 'Image 1 of 1' }).waitFor();
      await check(page, `${size}: Consight with a picture, filled`);

      await dialog.getByLabel('Event', { exact: true }).check();
      await check(page, `${size}: event, title, content and picture kept`);
      await dialog.getByRole('button', { name: 'Submit for approval' }).click();
      await checkRefusal(page, check, `${size}: event, refused`);
      await dialog.getByLabel('Title').fill('Clay night');
      await dialog.getByLabel('Content').fill('Bring an apron.');
      await dialog.getByLabel('Location').fill('Art studio');
      await dialog.getByLabel('Start date and time').fill('2031-03-14T15:00');
      await dialog.getByLabel('Duration').fill('3 hours');
      await dialog.getByLabel('In-App Form').check();
      await dialog.getByLabel('Price (₹)').fill('100');
      await dialog.getByLabel('QR code', { exact: true }).check();
      await check(page, `${size}: event with the In-App Form, filled`);

      // The price and payment go with the type: the form asks first.
      await dialog.getByLabel('Cultural Event').click();
      const change = page.getByRole('alertdialog', { name: MESSAGES.changeTypeTitle });
      await change.waitFor();
      await check(page, `${size}: asked before the type changes`);
      await change.getByRole('button', { name: 'Change type' }).click();
      await dialog.getByRole('button', { name: 'Add ticket option' }).click();
      await dialog.getByLabel('Ticket type 1').fill('General');
      await dialog.getByLabel('Price 1 (₹)').fill('250');
      await dialog.getByRole('button', { name: 'Add date' }).click();
      await dialog.getByLabel('In-App Form').check();
      await dialog.getByLabel('QR code', { exact: true }).check();
      await check(page, `${size}: cultural event, filled`);
      await dialog.getByRole('button', { name: 'Submit for approval' }).click();
      await checkRefusal(page, check, `${size}: cultural event, refused`);
      await context.close();
    }
    expect(found).toEqual({});
  });

  it('the registration form: empty, refused, and the payment step, at both sizes', async () => {
    const { found, check } = findings();
    for (const [size, viewport] of SIZES) {
      const context = await journey.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(journey.server.url);
      await logIn(page, STUDENT);
      await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
      await main(page).getByRole('article', { name: QR_EVENT }).getByRole('button', { name: 'Details' }).click();
      await main(page).getByRole('button', { name: 'REGISTER NOW' }).click();
      const modal = page.getByRole('dialog', { name: `Register for ${QR_EVENT}` });
      await modal.waitFor();
      await modal.getByLabel(/^Phone/).fill('');
      await check(page, `${size}: registration, empty`);
      await modal.getByRole('button', { name: 'Continue to payment' }).click();
      await modal.getByRole('alert').waitFor();
      await check(page, `${size}: registration, refused`);
      await modal.getByLabel(/^Phone/).fill('9876543210');
      await modal.getByRole('button', { name: 'Continue to payment' }).click();
      await modal.getByRole('img', { name: 'Payment QR code' }).waitFor();
      await check(page, `${size}: registration, payment step`);
      await modal.getByRole('button', { name: 'Complete registration' }).click();
      await modal.getByRole('alert').waitFor();
      await check(page, `${size}: registration, payment refused`);
      await context.close();
    }
    expect(found).toEqual({});
  });

  it('the post form in Hindi: empty, an event filled, and refused', async () => {
    const { found, check } = findings();
    for (const [size, viewport] of SIZES) {
      const context = await journey.browser.newContext({ viewport });
      await context.addInitScript(() => localStorage.setItem('quad.locale', 'hi'));
      const page = await context.newPage();
      await page.goto(journey.server.url);
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await page.getByRole('button', { name: hindi('Log in'), exact: true }).first().click();
      const login = page.getByRole('dialog', { name: hindi('Log in') });
      await login.getByLabel(hindi('Email')).fill(HOST_EMAIL);
      await login.getByLabel(hindi('Password')).fill('quad-demo-2026');
      await login.getByRole('button', { name: hindi('Log in'), exact: true }).click();
      await login.waitFor({ state: 'detached' });
      const dialog = await openComposer(page, hindi);
      await check(page, `${size}: Hindi, empty`);
      await dialog.getByRole('button', { name: hindi('Publish') }).click();
      await checkRefusal(page, check, `${size}: Hindi, refused`, hindi);
      await dialog.getByLabel(hindi('Event'), { exact: true }).check();
      await dialog.getByLabel(hindi('In-App Form')).check();
      await check(page, `${size}: Hindi, an event with the In-App Form`);
      await context.close();
    }
    expect(found).toEqual({});
  });
});
