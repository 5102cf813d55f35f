import { describe, expect, it } from 'vitest';
import type { Post } from '../src/shared/schemas/posts.ts';
import { openPage, screenshot } from './support/browser.ts';
import { main, useJourney } from './support/journey.ts';
import { logIn } from './support/session.ts';

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * A walk through every screen at its address (decision 075), on a 390 px phone and a 1280 px desktop: each opens
 * with its heading, nothing is wider than the screen, no script fails, and a screenshot of each is kept for a
 * person to look at (test-results/screenshots/walk-*).
 */
describe('every screen, at a phone and a desk', () => {
  const journey = useJourney();

  it('opens each address with its heading, within the screen, without an error', async () => {
    const base = journey.server.url;
    const posts = (await (await fetch(`${base}/api/posts?type=event`)).json()) as Post[];
    const openMic = posts.find((p) => p.title === 'Open Mic Night');
    const consights = (await (await fetch(`${base}/api/posts?type=confession`)).json()) as Post[];
    expect(openMic).toBeTruthy();
    const screens: [name: string, path: string, who: string][] = [
      ['home', '/', 'rahul@quad.campus'],
      ['events', '/events', 'rahul@quad.campus'],
      ['consights', '/consights', 'rahul@quad.campus'],
      ['cultural-events', '/cultural-events', 'rahul@quad.campus'],
      ['notifications', '/notifications', 'rahul@quad.campus'],
      ['profile', '/profile', 'rahul@quad.campus'],
      ['tickets', '/profile/tickets', 'rahul@quad.campus'],
      ['calendar', '/calendar', 'rahul@quad.campus'],
      ['search', '/search?q=fest', 'rahul@quad.campus'],
      ['event', `/events/${openMic!._id}`, 'rahul@quad.campus'],
      ['post', `/posts/${consights[0]!._id}`, 'rahul@quad.campus'],
      ['registrations', `/events/${openMic!._id}/registrations`, 'admin@quad.campus'],
      ['check-in', `/events/${openMic!._id}/check-in`, 'admin@quad.campus'],
      ['admin', '/admin', 'admin@quad.campus'],
    ];
    for (const viewport of [PHONE_390, DESKTOP]) {
      const signedIn = new Map<string, Awaited<ReturnType<typeof openPage>>>();
      for (const [name, path, who] of screens) {
        let session = signedIn.get(who);
        if (!session) {
          session = await openPage(journey.browser, viewport);
          await session.page.goto(base);
          await logIn(session.page, who);
          signedIn.set(who, session);
        }
        const { page } = session;
        await page.goto(`${base}${path}`);
        await main(page).getByRole('heading', { level: 1 }).first().waitFor();
        await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, `${name} at ${viewport.width} px is ${wide} px wide`).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `walk-${name}-${viewport.width}`);
      }
      for (const { context, errors } of signedIn.values()) {
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
