import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_FIRST_READS } from '../src/shared/first-reads.ts';
import { MESSAGES } from '../src/shared/messages.ts';
import { DESKTOP, PHONE, openPage, screenshot } from './support/browser.ts';
import { useJourney, main, nav } from './support/journey.ts';
import { apiToken, logIn } from './support/session.ts';

const feedTitles = (page: Page, list: string) =>
  main(page).getByRole('list', { name: list }).getByRole('article').locator('h2, h3').allTextContents();

/** The reads of Home's first answers (decision 058) the page asks the API for, with whether each carried a session. */
function firstReadsAsked(page: Page): { path: string; signedIn: boolean }[] {
  const asked: { path: string; signedIn: boolean }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    if (request.method() === 'GET' && HOME_FIRST_READS.includes(path)) {
      asked.push({ path, signedIn: request.headers().authorization !== undefined });
    }
  });
  return asked;
}


describe('the feeds in the browser', () => {
  const journey = useJourney();

  it('a visitor sees the news highlights, then the feed without cultural events, on desktop and phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await openPage(journey.browser, viewport);
      const asked = firstReadsAsked(page);
      await page.goto(journey.server.url);
      const news = main(page).getByRole('region', { name: 'News highlights' });
      await news.getByText('New bus route to North Campus').waitFor();
      await expect(news.getByRole('article').allTextContents()).resolves.toHaveLength(2);
      await expect(news.getByText('Library open 24/7 during exams').isVisible()).resolves.toBe(true);
      await main(page).getByText('To whoever left chai at my desk').waitFor();
      const titles = await feedTitles(page, 'Home feed');
      expect(titles).toContain('Open Mic Night');
      expect(titles).not.toContain('Spring Cultural Fest');
      expect(titles).not.toContain('New bus route to North Campus');
      expect(titles).not.toContain('Robotics Club Hack Night');
      // News first, then the divider, then the feed.
      const order = await main(page).evaluate((el) => {
        const hr = el.querySelector('hr');
        const newsEl = el.querySelector('[aria-label="News highlights"]');
        const feed = el.querySelector('[aria-label="Home feed"]');
        return Boolean(hr && newsEl && feed && newsEl.compareDocumentPosition(hr) & 4 && hr.compareDocumentPosition(feed) & 4);
      });
      expect(order).toBe(true);
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('heading', { name: 'Popular Posts' }).waitFor();
      await screenshot(page, `feed-home-${viewport.width}`);
      // The page came with these answers: none of them was asked for again.
      expect(asked).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("a signed-in student's Home asks for their own answers, not the visitor's ones the page holds", async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, 'asha@quad.campus');
    const asked = firstReadsAsked(page);
    await page.reload();
    await main(page).getByText('To whoever left chai at my desk').waitFor();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('heading', { name: 'Popular Posts' }).waitFor();
    expect(asked).toContainEqual({ path: '/posts?type=confession%2Cevent', signedIn: true });
    expect(asked.filter((read) => read.path.startsWith('/posts') && !read.signedIn)).toEqual([]);
    await context.close();
  });

  it('Cultural Events shows the fest; Events shows Open Mic Night but not the pending hack night', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await nav(page).getByRole('link', { name: 'Cultural Events' }).click();
    await main(page).getByRole('heading', { name: 'Spring Cultural Fest' }).waitFor();
    await screenshot(page, 'feed-cultural-events');

    await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
    await main(page).getByRole('heading', { name: 'Open Mic Night' }).waitFor();
    expect(await feedTitles(page, 'Events')).not.toContain('Robotics Club Hack Night');
    await screenshot(page, 'feed-events');
    await context.close();
  });

  it('the admin sees the pending hack night with a Pending badge', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, 'admin@quad.campus');
    await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
    const card = main(page).getByRole('article', { name: 'Robotics Club Hack Night' });
    await card.waitFor();
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByRole('button', { name: /Post options/ }).click();
    // The open menu loads on first use.
    await card.getByRole('menu').waitFor();
    await expect(card.getByRole('menuitem').allTextContents()).resolves.toEqual(['Edit', 'Delete', 'Close comments', 'Block Meera Iyer']);
    await page.keyboard.press('Escape');
    await screenshot(page, 'feed-events-admin');
    await context.close();
  });

  it('searching "chai" from Home opens the search address with the chai confession only; News is searched too', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await main(page).getByText('Open Mic Night').first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill('chai');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'chai');
    await main(page).getByText('1 result for “chai”').waitFor();
    await main(page).getByRole('region', { name: 'Consights 1' }).getByRole('link', { name: /To whoever left chai at my desk/ }).waitFor();
    // News has no screen of its own, and is searched all the same.
    await search.fill('bus route');
    await main(page).getByRole('region', { name: 'News 1' }).getByRole('link', { name: /New bus route to North Campus/ }).waitFor();
    await search.fill('no such thing anywhere');
    await main(page).getByText('Nothing on Quad matches “no such thing anywhere”').waitFor();
    await context.close();
  });

  it('a shared /posts/{id} link shows the post above More Posts, and keeps its address (decision 075)', async () => {
    const list = (await (await fetch(`${journey.server.url}/api/posts?type=confession&q=chai`)).json()) as Array<{ _id: string }>;
    const id = list[0]?._id;
    expect(id).toBeTruthy();
    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(`${journey.server.url}/posts/${id}`);
    await main(page).getByRole('heading', { name: 'More Posts' }).waitFor();
    // The shared post comes first, above the list (waitFor retries while the post is still loading).
    await main(page).getByRole('article').first().getByRole('heading', { name: 'To whoever left chai at my desk' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/posts/${id}`);
    await screenshot(page, 'feed-single-post');

    // Navigating to a screen leaves the single post view.
    await nav(page).getByRole('link', { name: 'Consights' }).click();
    // The router keeps the screen shown until the next one is ready to draw: it goes within moments.
    await expect.poll(() => main(page).getByRole('heading', { name: 'More Posts' }).count(), { timeout: 10_000 }).toBe(0);

    await page.goto(`${journey.server.url}/posts/does-not-exist`);
    await main(page).getByText(MESSAGES.postMissing).waitFor();
    await main(page).getByRole('heading', { name: 'More Posts' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Consights feed loads its second page as it scrolls', async () => {
    // Three authors, so no one passes the per-user limit of new posts (decision 012).
    const tokens = await Promise.all(
      ['asha@quad.campus', 'rahul@quad.campus', 'meera@quad.campus'].map((email) => apiToken(journey.server.url, email)),
    );
    for (let i = 1; i <= 25; i++) {
      const response = await fetch(`${journey.server.url}/api/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 3]!}` },
        body: JSON.stringify({ type: 'confession', title: `Scroll test ${i}`, content: `Consight number ${i}.` }),
      });
      expect(response.status).toBe(201);
    }
    const { page, context } = await openPage(journey.browser, PHONE);
    await page.goto(journey.server.url);
    await nav(page).getByRole('link', { name: 'Consights' }).click();
    await main(page).getByRole('heading', { name: 'Scroll test 25' }).waitFor();
    const firstPage = (await feedTitles(page, 'Consights')).length;
    expect(firstPage).toBe(20);
    await screenshot(page, 'feed-consights-phone');

    // Scroll to the end: the observer loads the next page (the seeded Consights come last).
    for (let i = 0; i < 10 && (await feedTitles(page, 'Consights')).length === firstPage; i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(200);
    }
    await main(page).getByRole('heading', { name: 'To whoever left chai at my desk' }).waitFor();
    expect((await feedTitles(page, 'Consights')).length).toBeGreaterThan(firstPage);
    await main(page).getByText("You're all caught up.").waitFor();
    await context.close();
  });
  it('the served page paints the header bar before any script runs, and the app replaces it on its first render', async () => {
    // Without scripts: what a phone on a slow network paints while the JS is still on its way.
    const bare = await journey.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await bare.newPage();
    await page.goto(journey.server.url);
    const logo = page.locator('.boot-logo');
    await expect(logo.textContent()).resolves.toBe('Q');
    const box = await logo.boundingBox();
    expect(box?.width).toBe(34); // styled by the stylesheet linked in the HTML, not by a script
    await bare.close();

    const { page: app, context, errors } = await openPage(journey.browser, PHONE);
    await app.goto(journey.server.url);
    await main(app).getByRole('list', { name: 'Home feed' }).getByRole('article').first().waitFor();
    await expect(app.locator('.boot').count()).resolves.toBe(0);
    await expect(app.getByRole('banner').textContent()).resolves.toContain('Quad');
    expect(errors).toEqual([]);
    await context.close();
  });
});
