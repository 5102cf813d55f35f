import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { useJourney, main, nav } from './support/journey.ts';
import { logIn } from './support/session.ts';

const CHAI = 'To whoever left chai at my desk';
const SPAM = 'Buy cheap followers now!!!';

/** The number shown on a card's Like button. */
async function likeCount(page: Page, title: string): Promise<number> {
  const button = main(page).getByRole('article', { name: title }).getByRole('button', { name: 'Like' });
  return Number(await button.locator('[aria-hidden="true"]', { hasText: /\d/ }).textContent());
}

describe('likes, comments, reports and notifications in the browser', () => {
  const journey = useJourney();

  it('Rahul likes and unlikes a Consight: the count moves at once and survives a reload', async () => {
    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, 'rahul@quad.campus');
    const card = main(page).getByRole('article', { name: CHAI });
    const like = card.getByRole('button', { name: 'Like' });
    await like.waitFor();
    const before = await likeCount(page, CHAI);
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    let saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/like'));
    await like.click();
    await expect.poll(() => likeCount(page, CHAI)).toBe(before + 1);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    // The page keeps its live stream open, so "no network" never comes: wait for the like itself.
    await saved;

    await page.reload();
    await like.waitFor();
    expect(await likeCount(page, CHAI)).toBe(before + 1);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    const stored = await page.evaluate(() => localStorage.getItem('likedPosts'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

    saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/unlike'));
    await like.click();
    await expect.poll(() => likeCount(page, CHAI)).toBe(before);
    await saved;
    await page.reload();
    await like.waitFor();
    expect(await likeCount(page, CHAI)).toBe(before);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Rahul comments through the overlay, and Asha finds the notification with an unread badge', async () => {
    const rahul = await openPage(journey.browser);
    await rahul.page.goto(journey.server.url);
    await logIn(rahul.page, 'rahul@quad.campus');
    const card = main(rahul.page).getByRole('article', { name: CHAI });
    await card.getByRole('button', { name: 'Comment' }).click();
    const overlay = rahul.page.getByRole('dialog', { name: 'Comments' });
    await overlay.getByText('No comments yet').waitFor();

    // Blank text is refused with SPEC's message, before any call.
    await overlay.getByRole('button', { name: 'Send' }).click();
    await overlay.getByText(MESSAGES.commentRequired).waitFor();

    await overlay.getByLabel('Add a comment').fill('Pretty sure it was the night-shift librarian.');
    await overlay.getByRole('button', { name: 'Send' }).click();
    await overlay.getByRole('list', { name: `Comments on ${CHAI}` }).getByText('night-shift librarian').waitFor();
    expect(await overlay.getByLabel('Add a comment').inputValue()).toBe('');
    await screenshot(rahul.page, 'comments-overlay');
    await rahul.page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await expect
      .poll(async () => card.getByRole('button', { name: 'Comment' }).locator('[aria-hidden="true"]', { hasText: /\d/ }).textContent())
      .toBe('1');
    await rahul.context.close();

    const asha = await openPage(journey.browser, PHONE);
    await asha.page.goto(journey.server.url);
    await logIn(asha.page, 'asha@quad.campus');
    const bell = nav(asha.page).getByRole('link', { name: /^Notifications, 1 unread$/ });
    await bell.waitFor();
    const markedRead = asha.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/read-through');
    await bell.click();
    const list = main(asha.page).getByRole('list', { name: 'Notifications' });
    await list.getByText(`Rahul Nair commented on your post "${CHAI}".`).waitFor();
    await screenshot(asha.page, 'notifications-user-phone');
    // Shown means read: the badge clears without a click, and stays clear after a reload.
    await nav(asha.page).getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await markedRead;
    await asha.page.reload();
    await nav(asha.page).getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect(asha.errors).toEqual([]);
    await asha.context.close();
  });

  it("Rahul reports another student's post: the reason is required, then the modal closes with a thank-you toast", async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, 'rahul@quad.campus');
    const card = main(page).getByRole('article', { name: SPAM });
    await card.getByRole('button', { name: /Post options/ }).click();
    await card.getByRole('menuitem', { name: 'Report' }).click();
    const modal = page.getByRole('dialog', { name: 'Report Post' });
    await modal.getByRole('button', { name: 'Submit' }).click();
    const required = page.getByRole('dialog', { name: MESSAGES.inputRequiredTitle });
    await required.getByText(MESSAGES.reportReasonRequired).waitFor();
    await required.getByRole('button', { name: /close|ok/i }).first().click();

    await modal.getByRole('radio', { name: 'Spam' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: MESSAGES.reportThanks }).waitFor();
    await screenshot(page, 'report-thanks');

    // Reported once: the card's Report control says so and cannot be chosen, after a reload too.
    const reported = async () => {
      await card.getByRole('button', { name: /Post options/ }).click();
      const item = card.getByRole('menuitem', { name: MESSAGES.reported });
      await item.waitFor();
      expect(await item.getAttribute('aria-disabled')).toBe('true');
      expect(await card.getByRole('menuitem', { name: 'Report', exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
    };
    await reported();
    await page.reload();
    await card.waitFor();
    await reported();
    await context.close();
  });
});
