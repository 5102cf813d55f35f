/**
 * Quad installed and offline (decision 050): the manifest and its icons, the service worker in control, a feed and a
 * ticket read offline after a reload, a like made offline counted once when the connection returns, and the update
 * and install prompts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ticketQrAlt } from '../src/shared/messages.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { DESKTOP, openPage, PHONE, screenshot } from './support/browser.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const TITLE = 'Night sky walk on the terrace';

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/**
 * Waits until a service worker controls the page and has finished activating, and answers its state. The page is
 * controlled as soon as the worker claims it, which is while its activation (old caches cleared) may still run.
 */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? 'none');
}

/** Whether the device's offline record (lib/offline-cache.ts) holds a query (or a queued mutation) whose key starts with `kind`. */
async function keptOffline(page: Page, kind: string): Promise<boolean> {
  return page.evaluate(
    (first) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('quad-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(false);
          const read = db.transaction('cache').objectStore('cache').get('query-cache');
          read.onsuccess = () => {
            type Kept = { queryKey?: unknown[]; mutationKey?: unknown[] };
            const record = read.result as { client?: { clientState: { queries: Kept[]; mutations: Kept[] } } } | undefined;
            const state = record?.client?.clientState;
            resolve([...(state?.queries ?? []), ...(state?.mutations ?? [])].some((q) => (q.queryKey ?? q.mutationKey)?.[0] === first));
          };
          read.onerror = () => resolve(false);
        };
      }),
    kind,
  );
}

describe('Quad installed and offline', () => {
  const journey = useJourney();

  it('links a valid manifest whose icons are there at their sizes, and its service worker controls the page', async () => {
    const base = journey.server.url;
    const { context, page, errors } = await openPage(journey.browser, PHONE);
    await page.goto(base);
    await main(page).getByRole('article').first().waitFor();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(new URL(href!, base));
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await response.json()) as {
      id: string;
      name: string;
      short_name: string;
      description: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
    };
    expect(manifest).toMatchObject({ id: '/', name: 'Quad', short_name: 'Quad', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.description).toBe(MESSAGES.pwaDescription);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/?screen=events', '/?compose=1']);

    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)];
    const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    icons.push({ src: appleHref!, sizes: '180x180' });
    for (const icon of icons) {
      const file = await fetch(new URL(icon.src, base));
      expect(file.status, icon.src).toBe(200);
      const { width, height } = pngSize(Buffer.from(await file.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const sizes = (purpose: string) => manifest.icons.filter((i) => (i.purpose ?? 'any') === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(expect.arrayContaining(['512x512']));
    expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');
    expect(await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe('Quad');

    expect(await controlled(page)).toBe('activated');
    const worker = await fetch(new URL('/sw.js', base));
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the feed and a ticket offline after a reload, and sends a like made offline once when back', async () => {
    const base = journey.server.url;
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    // Asha hosts a free event with the in-app form; the admin approves it; Rahul registers and holds a ticket.
    const asha = await apiToken(base, 'asha@quad.campus');
    const created = await call(asha, 'POST', '/api/posts', {
      type: 'event',
      title: TITLE,
      content: 'Bring a blanket. The telescope club brings the rest.',
      location: 'Library terrace',
      eventStartDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duration: '2 hours',
      registrationRequired: true,
      registrationMethod: 'form',
      price: 0,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const post = created.json as unknown as Post;
    const admin = await apiToken(base, 'admin@quad.campus');
    expect((await call(admin, 'PUT', `/api/posts/approve-event/${post._id}?version=${post.version}`)).status).toBe(200);
    const rahul = await apiToken(base, 'rahul@quad.campus');
    const registered = await call(rahul, 'POST', `/api/users/register-event/${post._id}`, { name: 'Rahul Verma', email: 'rahul@quad.campus', phone: '9876543210' });
    expect(registered.json).toMatchObject({ status: 'confirmed' });

    // Rahul reads the feed and his tickets online, once.
    const { context, page, errors } = await openPage(journey.browser, DESKTOP);
    await page.goto(base);
    await logIn(page, 'rahul@quad.campus');
    await main(page).getByRole('article', { name: TITLE }).waitFor();
    await nav(page).getByRole('link', { name: 'Profile', exact: true }).click();
    const tickets = main(page).getByRole('list', { name: MESSAGES.myTicketsTitle });
    await tickets.getByRole('heading', { name: TITLE }).waitFor();
    await controlled(page);
    await expect.poll(() => keptOffline(page, 'tickets'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => keptOffline(page, 'posts'), { timeout: 10_000 }).toBe(true);

    // The Wi-Fi drops; Home's address is opened again (a reload would stay on /profile): Quad opens, says it is
    // offline, and shows what it read.
    await context.setOffline(true);
    await page.goto(base);
    await page.getByRole('status').getByText(MESSAGES.offlineBanner).waitFor();
    const card = main(page).getByRole('article', { name: TITLE });
    await card.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-offline-feed');

    await nav(page).getByRole('link', { name: 'Profile', exact: true }).click();
    const ticket = main(page).getByRole('list', { name: MESSAGES.myTicketsTitle }).getByRole('listitem').filter({ hasText: TITLE });
    await ticket.getByRole('button', { name: MESSAGES.ticketShowLarge }).click();
    await page.getByRole('dialog').getByRole('img', { name: ticketQrAlt(TITLE) }).waitFor();
    await screenshot(page, 'pwa-offline-ticket');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A like made offline waits on the card, and stays queued across a reload.
    await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
    const like = card.getByRole('button', { name: 'Like' });
    await like.click();
    await card.getByText(MESSAGES.waitingForConnection).waitFor();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toContain('1');
    await expect.poll(() => keptOffline(page, 'like'), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await card.getByText(MESSAGES.waitingForConnection).waitFor();

    // Back online: the like is sent, once.
    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/posts/${post._id}/like`) && r.request().method() === 'PUT');
    await context.setOffline(false);
    expect((await sent).status()).toBe(200);
    await card.getByText(MESSAGES.waitingForConnection).waitFor({ state: 'detached' });
    const after = await call(rahul, 'GET', `/api/posts/${post._id}`);
    expect(after.json).toMatchObject({ likes: 1, likedByMe: true });
    await expect.poll(async () => (await like.textContent()) ?? '').toContain('1');
    expect(await page.getByText(MESSAGES.offlineBanner).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a new version with Reload, and the install once, until No thanks', async () => {
    const base = journey.server.url;
    const { context, page, errors } = await openPage(journey.browser, PHONE);
    await page.goto(base);
    await main(page).getByRole('article').first().waitFor();
    await controlled(page);

    // The browser offers to install Quad: Quad asks in its own words; No thanks is remembered.
    const offer = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(event);
      });
    await offer();
    const install = page.getByRole('region', { name: MESSAGES.installTitle });
    await install.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-install-prompt');
    await install.getByRole('button', { name: MESSAGES.installDismiss }).click();
    await install.waitFor({ state: 'detached' });
    await page.reload();
    await main(page).getByRole('article').first().waitFor();
    await offer();
    await page.waitForTimeout(300);
    expect(await install.count()).toBe(0);

    // A new version is installed while this one runs: it waits, and Reload lets it take over. (Once the page has
    // registered its worker, a few seconds after its load.)
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('workbox-window')), undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(500);
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=next', { scope: '/' }));
    const update = page.getByRole('region', { name: MESSAGES.updateReady });
    await update.waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-update-prompt');
    const reloaded = page.waitForEvent('load');
    await update.getByRole('button', { name: MESSAGES.updateReload }).click();
    await reloaded;
    await main(page).getByRole('article').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain('/sw.js?version=next');
    expect(errors).toEqual([]);
    await context.close();
  });
});
