/**
 * A visitor's Home offline (decision 078): Home opened once, without an account, opens again offline after a
 * reload with the posts the visitor saw (the answers Home's page held, kept on the device); the app's other
 * addresses (a post's, an event's) open offline from the service worker's copy of the page. A student's comments
 * this device never read say they are not available offline, and a comment written then waits, pending.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLocale, loadCatalog, t } from '../src/shared/i18n.ts';
import { hi } from '../src/shared/locales/hi.ts';
import { MESSAGES } from '../src/shared/messages.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { DESKTOP, openPage, PHONE, screenshot } from './support/browser.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const NOT_AVAILABLE = 'Comments are not available offline.';

loadCatalog('hi', hi);
/** What the app says for `text` in Hindi; a text the catalogue lacks fails the journey instead of passing in English. */
const hindi = (text: string) => {
  const said = inLocale('hi', () => t(text));
  if (said === text) throw new Error(`The Hindi catalogue has no "${text}".`);
  return said;
};

/** Waits until a service worker controls the page and has finished activating. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
}

/** The device's offline record (lib/offline-cache.ts): its owner and the keys of the queries it holds. */
async function offlineRecord(page: Page): Promise<{ owner: string; keys: unknown[][] } | null> {
  return page.evaluate(
    () =>
      new Promise<{ owner: string; keys: unknown[][] } | null>((resolve) => {
        const open = indexedDB.open('quad-offline');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(null);
          const read = db.transaction('cache').objectStore('cache').get('query-cache');
          read.onsuccess = () => {
            const record = read.result as { owner: string; client: { clientState: { queries: { queryKey: unknown[] }[] } } } | undefined;
            resolve(record ? { owner: record.owner, keys: record.client.clientState.queries.map((q) => q.queryKey) } : null);
          };
          read.onerror = () => resolve(null);
        };
      }),
  );
}

describe("A visitor's Home offline", () => {
  const journey = useJourney();

  it("opens Home after one visit, and a post's and an event's addresses", async () => {
    const base = journey.server.url;
    // Home's feed as the server answers a visitor: an event in it, to open by its address.
    const home = (await (await fetch(`${base}/api/posts?type=confession%2Cevent`)).json()) as Post[];
    const event = home.find((post) => post.type === 'event');
    expect(event, 'an event on Home').toBeDefined();

    const { context, page, errors } = await openPage(journey.browser, PHONE);
    const feedReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/posts') feedReads.push(request.url());
    });
    await page.goto(base);
    const feed = main(page).getByRole('list', { name: 'Home feed' });
    const firstTitle = home[0]!.title;
    await feed.getByRole('article', { name: firstTitle }).waitFor();
    // The page held Home's first answers (decision 058): no read asked for them, and yet they are kept for offline.
    expect(feedReads).toEqual([]);
    await controlled(page);
    await expect
      .poll(async () => {
        const record = await offlineRecord(page);
        return record && record.owner === '' && record.keys.some((key) => key[0] === 'posts' && key[1] === 'feed');
      }, { timeout: 10_000 })
      .toBe(true);

    // The Wi-Fi drops and the visitor reloads: Home opens with its posts, and says it is offline.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').getByText(MESSAGES.offlineBanner).waitFor();
    await feed.getByRole('article', { name: firstTitle }).waitFor();
    expect(await main(page).locator('[aria-busy="true"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'visitor-offline-home-phone');
    await page.setViewportSize(DESKTOP);
    await feed.getByRole('article', { name: firstTitle }).waitFor();
    await screenshot(page, 'visitor-offline-home-desktop');
    await page.setViewportSize(PHONE);

    // An event's addresses, opened offline, open the app (the service worker's copy of the page) with Home's posts
    // kept below and the offline notice: not the browser's error page.
    for (const path of [`/posts/${event!._id}`, `/events/${event!._id}`]) {
      await page.goto(`${base}${path}`);
      await nav(page).waitFor();
      await page.getByRole('status').getByText(MESSAGES.offlineBanner).waitFor();
      expect(page.url()).toBe(`${base}${path}`);
    }
    await page.goto(`${base}/posts/${event!._id}`);
    await main(page).getByRole('article', { name: firstTitle }).waitFor();
    await screenshot(page, 'visitor-offline-post-address-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'visitor-offline-post-address-desktop');

    // Back online, Home is read afresh and the notice goes.
    await context.setOffline(false);
    await page.goto(base);
    await feed.getByRole('article', { name: firstTitle }).waitFor();
    expect(await page.getByText(MESSAGES.offlineBanner).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says a post's comments are not available offline, and keeps a comment written then pending until the connection returns", async () => {
    const base = journey.server.url;
    const home = (await (await fetch(`${base}/api/posts?type=confession%2Cevent`)).json()) as Post[];
    const post = home[0]!;
    const text = 'Saving a seat for the next one';
    const { context, page, errors } = await openPage(journey.browser, DESKTOP);
    await page.goto(base);
    await logIn(page, 'meera@quad.campus');
    const card = main(page).getByRole('article', { name: post.title });
    await card.waitFor();
    await controlled(page);
    await expect
      .poll(async () => {
        const record = await offlineRecord(page);
        return !!record && record.owner !== '' && record.keys.some((key) => key[0] === 'posts' && key[1] === 'feed');
      }, { timeout: 10_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').getByText(MESSAGES.offlineBanner).waitFor();
    await card.getByRole('button', { name: 'Comment' }).click();
    const comments = page.getByRole('dialog', { name: 'Comments' });
    await comments.getByRole('status').getByText(NOT_AVAILABLE).waitFor();
    expect(await comments.getByText('Loading comments…').count()).toBe(0);
    await screenshot(page, 'offline-comments-desktop');

    await page.keyboard.press('Escape');
    await comments.waitFor({ state: 'detached' });

    // In Hindi too; a comment written now waits, pending, below.
    await page.evaluate(() => localStorage.setItem('quad.locale', 'hi'));
    await page.reload();
    await page.getByRole('status').getByText(hindi(MESSAGES.offlineBanner)).waitFor();
    await card.getByRole('button', { name: hindi('Comment') }).click();
    const hindiComments = page.getByRole('dialog', { name: hindi('Comments') });
    await hindiComments.getByRole('status').getByText(hindi(NOT_AVAILABLE)).waitFor();
    await hindiComments.getByLabel(hindi('Add a comment')).fill(text);
    await hindiComments.getByRole('button', { name: hindi('Send') }).click();
    const waitingInHindi = hindiComments.getByRole('list', { name: hindi(MESSAGES.commentWaiting) });
    await waitingInHindi.getByText(text).waitFor();
    await waitingInHindi.getByText(hindi(MESSAGES.waitingForConnection)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'offline-comments-pending-hindi-phone');

    // Reloaded in English, still offline: the comment still waits, pending.
    await page.evaluate(() => localStorage.setItem('quad.locale', 'en'));
    await page.reload();
    await card.getByRole('button', { name: 'Comment' }).click();
    const waiting = comments.getByRole('list', { name: MESSAGES.commentWaiting });
    await waiting.getByText(text).waitFor();
    await waiting.getByText(MESSAGES.waitingForConnection).waitFor();
    await screenshot(page, 'offline-comments-pending-phone');

    // Back online: it is sent once, and the list is read.
    await context.setOffline(false);
    await comments.getByRole('list', { name: `Comments on ${post.title}` }).getByText(text).waitFor({ timeout: 15_000 });
    await waiting.waitFor({ state: 'detached' });
    const token = await apiToken(base, 'meera@quad.campus');
    const kept = (await (await fetch(`${base}/api/posts/${post._id}/comments`, { headers: { authorization: `Bearer ${token}` } })).json()) as { text: string }[];
    expect(kept.filter((comment) => comment.text === text)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
