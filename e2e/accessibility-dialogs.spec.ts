/**
 * WCAG 2.2 AA in Quad's modals, dialogs, menus and toasts (decision 057): comments, a post's options, report, share,
 * deleting a post, the avatar, deleting the account, signing out everywhere, help, the calendars, the host's and the
 * admin's dialogs; at desktop and phone sizes. In every state axe finds nothing of any impact, every target is
 * large enough and every picture is named. On a phone, with reduced motion asked for, the comments overlay and a
 * post's options menu do not animate (SC 2.3.3).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { findings, motion } from './support/accessibility.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { HOST_EMAIL } from './support/door-event.ts';
import { main, nav, sidebar, useJourney } from './support/journey.ts';
import { ADMIN_EMAIL, type Campus, DOOR_EVENT_TITLE, prepareCampus, STUDENT_EMAIL } from './support/screens.ts';
import { apiToken, logIn } from './support/session.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const CHAI = 'To whoever left chai at my desk';
const OWN_POST = 'I still do not know where Block D is';
const ANONYMOUS = 'I failed my midsem and have not told anyone';

/** Asha reports the anonymous Consight, so that the admin may ask to reveal its author. */
async function reportAnonymous(base: string): Promise<void> {
  const posts = (await (await fetch(`${base}/api/posts?type=confession`)).json()) as { _id: string; title: string }[];
  const post = posts.find((p) => p.title === ANONYMOUS);
  if (!post) throw new Error('no anonymous Consight in the demo campus');
  const response = await fetch(`${base}/api/posts/${post._id}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(base, HOST_EMAIL)}` },
    body: JSON.stringify({ reason: 'Spam' }),
  });
  if (!response.ok) throw new Error(`reporting failed: ${response.status}`);
}

async function signedIn(journey: { browser: Browser }, base: string, viewport: typeof DESKTOP, email: string, options: BrowserContextOptions = {}) {
  const context = await journey.browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'], ...options });
  const page = await context.newPage();
  await page.goto(base);
  await logIn(page, email);
  return { context, page };
}

const options = (page: Page, title: string) => main(page).getByRole('article', { name: title }).getByRole('button', { name: /Post options/ });

describe('WCAG 2.2 AA in the modals and dialogs', () => {
  const journey = useJourney();
  let campus: Campus;
  beforeAll(async () => {
    campus = await prepareCampus(journey.server.url);
    await reportAnonymous(journey.server.url);
  });

  it("a post's comments, options menu, report, share and delete, at both sizes; on a phone with reduced motion, the overlay and the menu do not animate", async () => {
    const { found, check } = findings();
    for (const [size, viewport] of SIZES) {
      // On a phone the comments come up as an overlay: there, with reduced motion asked for, nothing may slide in.
      const reduced = size === 'phone';
      const { context, page } = await signedIn(journey, campus.base, viewport, STUDENT_EMAIL, reduced ? { reducedMotion: 'reduce' } : {});
      const stillness = async (state: string) => {
        const moving = reduced ? await motion(page) : [];
        if (moving.length > 0) found[`${size}: ${state}, motion`] = moving;
      };
      const card = main(page).getByRole('article', { name: CHAI });
      await card.getByRole('button', { name: 'Comment' }).click();
      const comments = page.getByRole('dialog', { name: 'Comments' });
      await comments.waitFor();
      await stillness('the comments overlay');
      await comments.getByLabel('Add a comment').waitFor();
      await check(page, `${size}: comments, opened`);
      await comments.getByRole('button', { name: 'Send' }).click();
      await comments.getByText(MESSAGES.commentRequired).waitFor();
      await check(page, `${size}: comments, refused`);
      await comments.getByLabel('Add a comment').fill(`Thank you from the ${size}.`);
      await comments.getByRole('button', { name: 'Send' }).click();
      await comments.getByRole('list', { name: `Comments on ${CHAI}` }).getByText(`Thank you from the ${size}.`).waitFor();
      await check(page, `${size}: comments, one`);
      await page.keyboard.press('Escape');
      await comments.waitFor({ state: 'detached' });

      await options(page, CHAI).click();
      await stillness("a post's options menu");
      await card.getByRole('menu').waitFor();
      await check(page, `${size}: a post's options`);
      await card.getByRole('menuitem', { name: 'Report' }).click();
      const report = page.getByRole('dialog', { name: 'Report Post' });
      await report.waitFor();
      await check(page, `${size}: report, empty`);
      await report.getByRole('button', { name: 'Submit' }).click();
      const required = page.getByRole('dialog', { name: MESSAGES.inputRequiredTitle });
      await required.getByText(MESSAGES.reportReasonRequired).waitFor();
      await check(page, `${size}: report, refused`);
      await required.getByRole('button', { name: 'OK' }).click();
      await report.getByRole('radio', { name: 'Clickbait' }).check();
      await check(page, `${size}: report, a reason chosen`);
      await page.keyboard.press('Escape');
      await report.waitFor({ state: 'detached' });

      await card.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('status').filter({ hasText: MESSAGES.linkCopied }).first().waitFor();
      await check(page, `${size}: shared, the toast`);

      await options(page, OWN_POST).click();
      await main(page).getByRole('article', { name: OWN_POST }).getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      await check(page, `${size}: deleting a post, asked`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await context.close();
    }
    expect(found).toEqual({});
  });

  it("the profile's avatar, account deletion, signing out everywhere, and help, at both sizes", async () => {
    const { found, check } = findings();
    for (const [size, viewport] of SIZES) {
      const { context, page } = await signedIn(journey, campus.base, viewport, HOST_EMAIL);
      await nav(page).getByRole('link', { name: 'Profile' }).click();
      await main(page).getByRole('button', { name: 'Edit profile image' }).click();
      const avatar = page.getByRole('dialog', { name: 'Edit Profile Image' });
      await avatar.waitFor();
      await check(page, `${size}: avatar, empty`);
      await avatar.getByRole('button', { name: 'Save' }).click();
      await avatar.getByText(MESSAGES.avatarRequired).waitFor();
      await check(page, `${size}: avatar, refused`);
      await avatar.getByText('Comet').click();
      await check(page, `${size}: avatar, chosen`);
      await avatar.getByRole('button', { name: 'Cancel' }).click();

      await main(page).getByRole('button', { name: MESSAGES.deleteAccountButton }).click();
      const deletion = page.getByRole('alertdialog', { name: MESSAGES.deleteAccountTitle });
      await deletion.getByLabel('Password').waitFor();
      await check(page, `${size}: deleting the account, asked`);
      await deletion.getByLabel('Password').fill('not my password');
      await deletion.getByRole('button', { name: MESSAGES.deleteAccountConfirm }).click();
      await deletion.getByRole('alert').waitFor();
      await check(page, `${size}: deleting the account, refused`);
      await deletion.getByRole('button', { name: 'Cancel' }).click();

      await main(page).getByRole('button', { name: MESSAGES.signOutEverywhere }).click();
      const everywhere = page.getByRole('alertdialog');
      await everywhere.waitFor();
      await check(page, `${size}: signing out everywhere, asked`);
      await everywhere.getByRole('button', { name: 'Cancel' }).click();

      await nav(page).getByRole('link', { name: /^Notifications/ }).click();
      await page.getByRole('button', { name: 'Help & Support' }).click();
      await page.getByRole('dialog', { name: 'Help & Support' }).waitFor();
      await check(page, `${size}: help`);
      await context.close();
    }
    expect(found).toEqual({});
  });

  it("the calendars, the host's and the admin's dialogs, at both sizes", async () => {
    const { found, check } = findings();
    for (const [size, viewport] of SIZES) {
      const host = await signedIn(journey, campus.base, viewport, HOST_EMAIL);
      await nav(host.page).getByRole('link', { name: 'Events', exact: true }).click();
      if (size === 'phone') {
        await main(host.page).getByRole('button', { name: 'My Calendar' }).click();
        await host.page.getByRole('dialog', { name: 'My Calendar' }).getByText(MESSAGES.noEventsForDay).waitFor();
        await check(host.page, `${size}: My Calendar`);
        await host.page.keyboard.press('Escape');
      } else {
        await sidebar(host.page).getByRole('group', { name: 'Event calendar' }).waitFor();
      }
      await main(host.page).getByRole('article', { name: DOOR_EVENT_TITLE }).getByRole('button', { name: 'Details' }).click();
      await main(host.page).getByRole('button', { name: MESSAGES.otherCalendars }).click();
      await check(host.page, `${size}: other calendars`);
      await host.page.keyboard.press('Escape');
      await host.page.goto(`${campus.base}/events/${campus.eventId}/registrations`);
      const row = main(host.page).getByRole('list', { name: 'Registrations', exact: true }).getByRole('listitem').first();
      await row.getByRole('button', { name: 'Cancel' }).click();
      const reason = host.page.getByRole('dialog', { name: /^Cancel the registration of / });
      await reason.waitFor();
      await check(host.page, `${size}: cancelling a registration, asked`);
      await reason.getByRole('button', { name: MESSAGES.cancelRegistration }).click();
      await reason.getByRole('alert').waitFor();
      await check(host.page, `${size}: cancelling a registration, refused`);
      await reason.getByRole('button', { name: 'Keep it' }).click();
      await host.context.close();

      const admin = await signedIn(journey, campus.base, viewport, ADMIN_EMAIL);
      await nav(admin.page).getByRole('link', { name: 'Admin' }).click();
      const pending = main(admin.page).getByRole('list', { name: 'Pending events' });
      await pending.getByRole('listitem', { name: 'Robotics Club Hack Night' }).getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByRole('alertdialog').waitFor();
      await check(admin.page, `${size}: approving an event, asked`);
      await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await main(admin.page).getByRole('button', { name: `Reveal author: ${ANONYMOUS}` }).click();
      const reveal = admin.page.getByRole('dialog', { name: MESSAGES.revealAuthorTitle });
      await reveal.waitFor();
      await check(admin.page, `${size}: revealing an author, asked`);
      await admin.page.keyboard.press('Escape');
      await admin.context.close();
    }
    expect(found).toEqual({});
  });
});
