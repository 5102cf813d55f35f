/**
 * Quad with the keyboard alone (decision 057): Tab, Shift+Tab, Enter, Space, Escape and the arrows. A student signs
 * in, likes and comments on a post, opens an event and registers, writes and publishes a post; each modal opens from
 * the control that has the focus, keeps the focus inside, and gives it back to that control when it closes. Every
 * stop on the way shows a visible focus indicator and is not hidden under the header or the tab bar. Each screen's
 * first forty stops are checked the same way in the tour of accessibility.spec.ts, at desktop and phone sizes.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consightLive, MESSAGES } from '../src/shared/messages.ts';
import { focusedName } from './support/accessibility.ts';
import { DESKTOP, PHONE, openPage } from './support/browser.ts';
import { HOST_EMAIL } from './support/door-event.ts';
import { verifiedStudent } from './support/email.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { expectFocusOn, expectFocusTrapped, isFocused, roundTrip, tabTo } from './support/keyboard.ts';
import { type Campus, prepareCampus, STUDENT_EMAIL } from './support/screens.ts';
import { DEMO_PASSWORD } from './support/session.ts';

const CHAI = 'To whoever left chai at my desk';
const OWN_POST = 'I still do not know where Block D is';

/** Signs in from the header with the keyboard: Tab to Log in, Enter, type, Enter. */
async function signInWithKeyboard(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expectFocusOn(page, dialog.getByLabel('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, dialog.getByLabel('Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).waitFor();
  // The control that opened the dialog is gone (signed in): the focus goes to the content, not to the page's start.
  expect(await focusedName(page)).not.toBe('body');
  // The screen is read again for the student (their likes, their own pending posts): a list that changes while the
  // focus walks through it moves a stop under the bars after it was brought into view.
  let cards = -1;
  await expect
    .poll(
      async () => {
        const now = await main(page).getByRole('article').count();
        const busy = await page.locator('[aria-busy="true"]').count();
        const still = busy === 0 && now === cards;
        cards = now;
        return still;
      },
      { interval: 250 },
    )
    .toBe(true);
}

describe('Quad with the keyboard alone', () => {
  const journey = useJourney();
  let campus: Campus;
  beforeAll(async () => {
    campus = await prepareCampus(journey.server.url);
  });

  it('a student skips to the content, signs in, likes a post and comments on it', async () => {
    const { page, context, errors } = await openPage(journey.browser, DESKTOP);
    await page.goto(campus.base);
    await main(page).getByRole('article').first().waitFor();
    // The first stop is the skip link, shown when it has the focus; Enter moves the focus to the content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectFocusOn(page, skip);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Shift+Tab');

    // A visitor's Like asks to sign in first; Escape gives the focus back to Like.
    const card = main(page).getByRole('article', { name: CHAI });
    const like = card.getByRole('button', { name: 'Like' });
    await tabTo(page, like);
    await roundTrip(page, like, 'Log in');

    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }), { backwards: true });
    await page.keyboard.press('Shift+Tab');
    await signInWithKeyboard(page, STUDENT_EMAIL);

    await tabTo(page, like);
    const liked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/like'));
    await page.keyboard.press('Space');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await liked;

    const comment = card.getByRole('button', { name: 'Comment' });
    await page.keyboard.press('Tab');
    await expectFocusOn(page, comment);
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: 'Comments' });
    await overlay.waitFor();
    await expectFocusTrapped(page, overlay);
    await tabTo(page, overlay.getByLabel('Add a comment'));
    await page.keyboard.type('Typed without a mouse.');
    await page.keyboard.press('Tab');
    await expectFocusOn(page, overlay.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await overlay.getByRole('list', { name: `Comments on ${CHAI}` }).getByText('Typed without a mouse.').waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await expectFocusOn(page, comment);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student opens an event from the Events screen and registers', async () => {
    const email = await verifiedStudent(journey.server, 'Kiran Rao', DEMO_PASSWORD);
    const { page, context, errors } = await openPage(journey.browser, DESKTOP);
    await page.goto(campus.base);
    await main(page).getByRole('article').first().waitFor();
    await signInWithKeyboard(page, email);

    await tabTo(page, nav(page).getByRole('link', { name: 'Events', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    const details = main(page).getByRole('article', { name: 'Open Mic Night' }).getByRole('button', { name: 'Details' });
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    await main(page).getByRole('heading', { level: 1, name: 'Open Mic Night' }).waitFor();

    const register = main(page).getByRole('button', { name: 'REGISTER NOW' });
    await tabTo(page, register);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Register for Open Mic Night' });
    await modal.waitFor();
    await expectFocusTrapped(page, modal);
    await tabTo(page, modal.getByLabel(/^Phone/));
    await page.keyboard.type('9876543210');
    const year = modal.getByRole('combobox', { name: /Year of study/ });
    await tabTo(page, year);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await year.inputValue()).not.toBe('');
    await tabTo(page, modal.getByRole('button', { name: 'Register', exact: true }));
    await page.keyboard.press('Enter');
    await modal.getByText(MESSAGES.registeredForEvent).waitFor();
    await expectFocusOn(page, modal.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await modal.waitFor({ state: 'detached' });
    // Back on the same button, which now says the registration is made.
    await expectFocusOn(page, main(page).getByRole('button', { name: 'REGISTERED', exact: true }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a host writes and publishes a Consight, choosing the type with the arrows', async () => {
    const { page, context, errors } = await openPage(journey.browser, DESKTOP);
    await page.goto(campus.base);
    await main(page).getByRole('article').first().waitFor();
    await signInWithKeyboard(page, HOST_EMAIL);

    const add = nav(page).getByRole('button', { name: 'Add' });
    await tabTo(page, add, { backwards: true });
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Create a post' });
    await expectFocusOn(page, form.getByLabel('Title'));
    await expectFocusTrapped(page, form);

    // The type is a radio group: the arrows move the choice.
    const consight = form.getByRole('radio', { name: 'Consight' });
    await tabTo(page, consight, { backwards: true });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => form.getByRole('radio', { name: 'Event', exact: true }).isChecked()).toBe(true);
    await form.getByLabel('Location').waitFor();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => consight.isChecked()).toBe(true);

    // An empty Publish is refused in a dialog whose OK has the focus; Enter gives it back to Publish.
    const publish = form.getByRole('button', { name: 'Publish' });
    await tabTo(page, publish);
    await page.keyboard.press('Enter');
    const refusal = page.getByRole('dialog', { name: MESSAGES.inputRequiredTitle });
    await expectFocusOn(page, refusal.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await refusal.waitFor({ state: 'detached' });
    await expectFocusOn(page, publish);

    await tabTo(page, form.getByLabel('Title'), { backwards: true });
    await page.keyboard.type('Typed with the keyboard');
    await page.keyboard.press('Tab');
    await expectFocusOn(page, form.getByLabel('Content'));
    await page.keyboard.type('From the first key to Publish, no mouse.');
    await tabTo(page, publish);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(consightLive('Typed with the keyboard')).waitFor();
    await form.waitFor({ state: 'detached' });
    await expectFocusOn(page, add);

    // Typed, then Escape: the form asks before discarding; Keep editing keeps it, Discard closes it.
    await page.keyboard.press('Enter');
    await expectFocusOn(page, form.getByLabel('Title'));
    await page.keyboard.type('A draft');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: MESSAGES.discardPostTitle });
    await discard.waitFor();
    await expectFocusTrapped(page, discard);
    await tabTo(page, discard.getByRole('button', { name: 'Keep editing' }));
    await page.keyboard.press('Enter');
    await discard.waitFor({ state: 'detached' });
    expect(await form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await tabTo(page, discard.getByRole('button', { name: 'Discard' }));
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    await expectFocusOn(page, add);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("each modal opens from the focused control, keeps the focus, and gives it back on Escape", async () => {
    const { page, context, errors } = await openPage(journey.browser, DESKTOP);
    await page.goto(campus.base);
    await main(page).getByRole('article').first().waitFor();
    await signInWithKeyboard(page, STUDENT_EMAIL);

    // A post's options: a menu the arrows walk; Report and Delete open their dialogs from it.
    const options = (title: string) => main(page).getByRole('article', { name: title }).getByRole('button', { name: /Post options/ });
    await tabTo(page, options(CHAI));
    await page.keyboard.press('Enter');
    const menu = main(page).getByRole('article', { name: CHAI }).getByRole('menu');
    await expectFocusOn(page, menu.getByRole('menuitem').first());
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expectFocusOn(page, menu.getByRole('menuitem', { name: 'Report' }));
    await page.keyboard.press('Escape');
    await expectFocusOn(page, options(CHAI));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, menu.getByRole('menuitem', { name: 'Report' }));
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: 'Report Post' });
    await report.waitFor();
    await expectFocusTrapped(page, report);
    await tabTo(page, report.getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => report.getByRole('radio').nth(1).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });
    await expectFocusOn(page, options(CHAI));

    await tabTo(page, options(OWN_POST));
    // A menu's items are reached with the arrows, Home and End, not Tab.
    await page.keyboard.press('Enter');
    const ownMenu = main(page).getByRole('article', { name: OWN_POST });
    await expectFocusOn(page, ownMenu.getByRole('menuitem').first());
    await page.keyboard.press('End');
    await expectFocusOn(page, ownMenu.getByRole('menuitem').last());
    const remove = ownMenu.getByRole('menuitem', { name: 'Delete' });
    for (let step = 0; step < 8 && !(await isFocused(remove)); step += 1) await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete post' });
    await confirm.waitFor();
    await expectFocusOn(page, confirm.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expectFocusOn(page, options(OWN_POST));

    // The profile's modals.
    await tabTo(page, nav(page).getByRole('link', { name: 'Profile' }), { backwards: true });
    await page.keyboard.press('Enter');
    const avatar = main(page).getByRole('button', { name: 'Edit profile image' });
    await tabTo(page, avatar);
    await roundTrip(page, avatar, 'Edit Profile Image');
    const everywhere = main(page).getByRole('button', { name: MESSAGES.signOutEverywhere });
    await tabTo(page, everywhere);
    await roundTrip(page, everywhere, /.+/);
    const deletion = main(page).getByRole('button', { name: MESSAGES.deleteAccountButton });
    await tabTo(page, deletion);
    await roundTrip(page, deletion, MESSAGES.deleteAccountTitle, 'Space');

    // Help, from the Notifications screen's sidebar.
    await tabTo(page, nav(page).getByRole('link', { name: /^Notifications/ }), { backwards: true });
    await page.keyboard.press('Enter');
    const help = page.getByRole('button', { name: 'Help & Support' });
    await tabTo(page, help);
    await roundTrip(page, help, 'Help & Support');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('My Calendar on a phone opens and closes from the keyboard', async () => {
    const { page, context } = await openPage(journey.browser, PHONE);
    await page.goto(campus.base);
    await main(page).getByRole('article').first().waitFor();
    await signInWithKeyboard(page, STUDENT_EMAIL);
    await tabTo(page, nav(page).getByRole('link', { name: 'Events', exact: true }));
    await page.keyboard.press('Enter');
    // The events come in first: a list that grows while the focus walks back would move a stop under the bars.
    await main(page).getByRole('article').first().waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const calendar = main(page).getByRole('button', { name: 'My Calendar' });
    await tabTo(page, calendar, { backwards: true });
    await roundTrip(page, calendar, 'My Calendar');
    await context.close();
  });
});
