import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, screenshot } from './support/browser.ts';
import { useJourney, main } from './support/journey.ts';
import { apiToken, DEMO_PASSWORD } from './support/session.ts';

const CHAI = 'To whoever left chai at my desk';
const PHONE_390 = { width: 390, height: 844 };

/** The ids of the posts an account likes, as the server says. */
async function likedBy(base: string, email: string): Promise<string[]> {
  const token = await apiToken(base, email);
  const response = await fetch(`${base}/api/users/liked-posts`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { likedPostIds: string[] }).likedPostIds;
}

/** The Events screen, by its address (the older `?screen=` form is still taken). */
const openEvents = (page: Page, base: string) => page.goto(`${base}/?screen=events`);

describe('signing in to act, and event cards', () => {
  const journey = useJourney();

  it('a visitor taps Like, is told why the login opened, signs in, and finds the like done', async () => {
    const base = journey.server.url;
    const posts = (await (await fetch(`${base}/api/posts?type=confession&limit=50`)).json()) as { _id: string; title: string }[];
    const chaiId = posts.find((p) => p.title === CHAI)?._id ?? '';
    expect(chaiId).not.toBe('');
    // Someone who does not like it yet.
    let who = '';
    for (const email of ['meera@quad.campus', 'asha@quad.campus', 'rahul@quad.campus']) {
      if (!(await likedBy(base, email)).includes(chaiId)) {
        who = email;
        break;
      }
    }
    expect(who).not.toBe('');

    const { page, context, errors } = await openPage(journey.browser, PHONE_390, { touch: true });
    await page.goto(base);
    const card = main(page).getByRole('article', { name: CHAI });
    const like = card.getByRole('button', { name: 'Like' });
    await like.waitFor();
    // On a phone each action shows its word, not an icon alone.
    expect(await like.getByText('Like', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Comment' }).getByText('Comment', { exact: true }).isVisible()).toBe(true);
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    await like.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('status').getByText('Log in to like this post').waitFor();
    await screenshot(page, 'sign-in-to-act-phone');
    await dialog.getByLabel('Email').fill(who);
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    const liked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/like') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await liked;

    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await likedBy(base, who)).toContain(chaiId);
    // Reloaded, the like is still there: it was the server's.
    await page.reload();
    await like.waitFor();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor who taps Comment is told "Log in to comment"', async () => {
    const { page, context } = await openPage(journey.browser, DESKTOP);
    await page.goto(journey.server.url);
    await main(page).getByRole('article', { name: CHAI }).getByRole('button', { name: 'Comment' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('status').getByText('Log in to comment').waitFor();
    await context.close();
  });

  for (const [name, viewport] of [
    ['cards-phone', PHONE_390],
    ['cards-desktop', DESKTOP],
  ] as const) {
    it(`event cards say the price, and "You’re going" to Rahul, who registered (${name})`, async () => {
      const { page, context, errors } = await openPage(journey.browser, viewport, { touch: viewport === PHONE_390 });
      await page.goto(journey.server.url);
      await page.evaluate(() => localStorage.clear());
      const token = await apiToken(journey.server.url, 'rahul@quad.campus');
      const me = (await (await fetch(`${journey.server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as object;
      await page.evaluate((user) => localStorage.setItem('currentUser', JSON.stringify(user)), { ...me, token });
      await openEvents(page, journey.server.url);
      const openMic = main(page).getByRole('article', { name: 'Open Mic Night' });
      await openMic.getByText('You’re going').waitFor();
      await openMic.getByText(/^Price: /).waitFor({ state: 'attached' });
      expect(await openMic.getByText('Full - join the waitlist').count()).toBe(0);
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
