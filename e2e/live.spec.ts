import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, openPage, screenshot, settled } from './support/browser.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { apiToken, logIn } from './support/session.ts';

const CHAI = 'To whoever left chai at my desk';

/** The number on one of a card's buttons (Like, Comment). */
async function countOn(page: Page, title: string, button: 'Like' | 'Comment'): Promise<number> {
  const action = main(page).getByRole('article', { name: title }).getByRole('button', { name: button });
  // The figure shown; the button's sentence for screen readers ("7 likes") sits beside it.
  return Number(await action.locator('[aria-hidden="true"]', { hasText: /\d/ }).textContent());
}

describe('a live campus: two students, two pages, no reload', () => {
  // The live stream as Quad serves it on two cores or more: its listeners in a process of their own.
  const journey = useJourney({ STREAM_PROCESS: 'on' });

  it("Asha sees Rahul's like, comment and new post as they happen", async () => {
    const asha = await openPage(journey.browser);
    await asha.page.goto(journey.server.url);
    await logIn(asha.page, 'asha@quad.campus');
    const rahul = await openPage(journey.browser);
    await rahul.page.goto(journey.server.url);
    await logIn(rahul.page, 'rahul@quad.campus');

    const ashaCard = main(asha.page).getByRole('article', { name: CHAI });
    await ashaCard.waitFor();
    const likesBefore = await countOn(asha.page, CHAI, 'Like');
    const commentsBefore = await countOn(asha.page, CHAI, 'Comment');
    const reloads: string[] = [];
    asha.page.on('framenavigated', (frame) => {
      if (frame === asha.page.mainFrame()) reloads.push(frame.url());
    });

    // Rahul likes Asha's Consight: her count moves in place.
    await main(rahul.page).getByRole('article', { name: CHAI }).getByRole('button', { name: 'Like' }).click();
    await expect.poll(() => countOn(asha.page, CHAI, 'Like'), { timeout: 5_000 }).toBe(likesBefore + 1);

    // Asha has the comments open while Rahul comments: the overlay shows it, then the card's count and her badge.
    await ashaCard.getByRole('button', { name: 'Comment' }).click();
    const overlay = asha.page.getByRole('dialog', { name: 'Comments' });
    await overlay.waitFor();
    const rahulCard = main(rahul.page).getByRole('article', { name: CHAI });
    await rahulCard.getByRole('button', { name: 'Comment' }).click();
    const rahulOverlay = rahul.page.getByRole('dialog', { name: 'Comments' });
    await rahulOverlay.getByLabel('Add a comment').fill('It was me. Sorry, and you are welcome.');
    await rahulOverlay.getByRole('button', { name: 'Send' }).click();
    await overlay.getByText('It was me. Sorry, and you are welcome.').waitFor({ timeout: 5_000 });
    await screenshot(asha.page, 'live-comment-arrives');
    await asha.page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await expect.poll(() => countOn(asha.page, CHAI, 'Comment'), { timeout: 5_000 }).toBe(commentsBefore + 1);
    await nav(asha.page).getByRole('link', { name: /^Notifications, \d+ unread$/ }).waitFor({ timeout: 5_000 });

    // Rahul posts: Asha's feed does not jump; a button says there is something new, and shows it.
    const token = await apiToken(journey.server.url, 'rahul@quad.campus');
    const title = 'Live from the library steps';
    const posted = await fetch(`${journey.server.url}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'confession', title, content: 'Someone is playing the violin out here and it is lovely.' }),
    });
    expect(posted.status).toBe(201);
    const pill = main(asha.page).getByRole('button', { name: /^1 new post$/ });
    await pill.waitFor({ timeout: 5_000 });
    expect(await main(asha.page).getByRole('article', { name: title }).count()).toBe(0);
    await screenshot(asha.page, 'live-new-posts-pill');
    await pill.click();
    await main(asha.page).getByRole('article', { name: title }).waitFor();
    expect(reloads).toEqual([]);
    expect(asha.errors).toEqual([]);
    expect(rahul.errors).toEqual([]);
    await asha.context.close();
    await rahul.context.close();
  });

  it('shows the new posts button below the two-row header of a phone, where a thumb can reach it', async () => {
    const { page, context, errors } = await openPage(journey.browser, PHONE);
    await page.goto(journey.server.url);
    await main(page).getByRole('article').first().waitFor();
    await page.mouse.wheel(0, 800);
    const token = await apiToken(journey.server.url, 'rahul@quad.campus');
    const posted = await fetch(`${journey.server.url}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'confession', title: 'Phones hear it too', content: 'Posted while a phone was scrolling.' }),
    });
    expect(posted.status).toBe(201);
    const pill = main(page).getByRole('button', { name: /^1 new post$/ });
    await pill.waitFor({ timeout: 5_000 });
    await settled(page);
    // Nothing covers it: the point at its centre belongs to the button.
    const box = await pill.boundingBox();
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('button')?.textContent ?? null,
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    );
    expect(onTop).toMatch(/1 new post/);
    await screenshot(page, 'live-new-posts-pill-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
