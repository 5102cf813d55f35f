import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consightLive, MESSAGES } from '../src/shared/messages.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { DESKTOP, PHONE, openPage, screenshot, settled } from './support/browser.ts';
import { useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

async function openAndLogIn(page: Page, url: string, email: string) {
  await page.goto(url);
  await logIn(page, email);
}

async function openComposer(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a post' });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

/** The form's footer (Cancel and the submit button) is on screen and on top, however long the form. */
async function expectFooterInView(page: Page, submitName: string) {
  const dialog = page.getByRole('dialog', { name: 'Create a post' });
  for (const name of ['Cancel', submitName]) {
    const button = dialog.getByRole('button', { name, exact: true });
    const onTop = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const panel = element.closest('[role="dialog"]')?.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const inPanel = panel !== undefined && box.top >= panel.top && box.bottom <= panel.bottom;
      return inPanel && box.bottom <= window.innerHeight && box.top >= 0 && hit !== null && element.contains(hit);
    });
    expect(onTop, `${name} is visible`).toBe(true);
  }
}

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token: string }).token);

describe('the post form in the browser', () => {
  const journey = useJourney();
  let dir: string;
  let photo: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'quad-compose-'));
    photo = join(dir, 'sunset.png');
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 240, g: 120, b: 60 } } })
      .png()
      .toFile(photo);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('Asha publishes a Consight with a picture, resized in the browser and stored as /media', async () => {
    const { page, context, errors } = await openPage(journey.browser);
    await openAndLogIn(page, journey.server.url, 'asha@quad.campus');
    const dialog = await openComposer(page);
    const title = 'Library at midnight';
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Whoever left the cocoa by the third shelf: thank you.');
    await dialog.getByLabel('Images (Max 4)').setInputFiles(photo);
    await dialog.getByRole('img', { name: 'Image 1 of 1' }).waitFor();
    await screenshot(page, 'compose-consight-desktop');

    await dialog.getByRole('button', { name: 'Publish' }).click();
    // Routine success is a toast: nothing to dismiss.
    await page.getByRole('status').getByText(consightLive(title)).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    const list = (await (await fetch(`${journey.server.url}/api/posts?type=confession`)).json()) as Post[];
    const post = list.find((p) => p.title === title);
    expect(post).toBeDefined();
    expect(post?.images).toHaveLength(1);
    expect(post?.images[0]).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const media = await fetch(`${journey.server.url}${post?.images[0] ?? ''}`);
    expect(media.status).toBe(200);
    const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1000, height: 750 });

    // The Home feed is refreshed (the 'posts' queries are invalidated) and shows it.
    await page.getByRole('main').getByText(title).first().waitFor();

    // It is on Consights too, the header search finds it, and its shared link opens it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Consights' }).click();
    await page.getByRole('main').getByRole('article', { name: title }).waitFor();
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('MIDNIGHT');
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByRole('main').getByRole('link', { name: new RegExp(title) }).first().waitFor();
    await page.goto(`${journey.server.url}/posts/${post?._id ?? ''}`);
    await page.getByRole('main').getByRole('heading', { name: 'More Posts' }).waitFor();
    await page.getByRole('main').getByRole('article').first().getByRole('heading', { name: title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/posts/${post?._id ?? ''}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Asha submits an event: it is pending, hidden from visitors and visible to her', async () => {
    const { page, context, errors } = await openPage(journey.browser);
    await openAndLogIn(page, journey.server.url, 'asha@quad.campus');
    const dialog = await openComposer(page);
    await dialog.getByLabel('Event', { exact: true }).check();
    await dialog.getByLabel('Title').fill('Robotics demo day');
    await dialog.getByLabel('Content').fill('See the rovers the club built this term.');
    await dialog.getByLabel('Location').fill('Engineering block, Lab 3');
    await dialog.getByLabel('Start date and time').fill('2031-03-14T15:00');
    await dialog.getByLabel('Duration').fill('3 hours');
    await dialog.getByLabel('Registration link').fill('https://forms.example.org/robotics');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByLabel('Title').focus();
    await expectFooterInView(page, 'Submit for approval');
    await page.setViewportSize({ width: DESKTOP.width, height: 1600 });
    await screenshot(page, 'compose-event-desktop');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/posts') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const post = (await response.json()) as Post;
    expect(post).toMatchObject({ type: 'event', status: 'pending', location: 'Engineering block, Lab 3' });
    expect(post.eventStartDate).toBe(new Date(2031, 2, 14, 15, 0).toISOString());
    await page.getByRole('status').getByText(MESSAGES.eventSubmitted).waitFor();

    const asVisitor = await fetch(`${journey.server.url}/api/posts/${post._id}`);
    expect(asVisitor.status).toBe(404);
    const asAsha = await fetch(`${journey.server.url}/api/posts/${post._id}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(asAsha.status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();

    // Another student does not see it on Events until an admin approves it.
    const other = await openPage(journey.browser);
    await openAndLogIn(other.page, journey.server.url, 'rahul@quad.campus');
    await other.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).click();
    await other.page.getByRole('main').getByRole('heading', { name: 'Open Mic Night' }).waitFor();
    expect(await other.page.getByRole('main').getByText('Robotics demo day').count()).toBe(0);
    await other.context.close();
  });

  it('shows a validation message, and fits a 360px phone', async () => {
    const { page, context } = await openPage(journey.browser, PHONE);
    await openAndLogIn(page, journey.server.url, 'rahul@quad.campus');
    const dialog = await openComposer(page);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    const alert = page.getByRole('dialog', { name: MESSAGES.inputRequiredTitle });
    await alert.getByText(MESSAGES.titleContentRequired).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();

    await dialog.getByLabel('Cultural Event').check();
    await dialog.getByRole('button', { name: 'Add ticket option' }).click();
    await dialog.getByLabel('Ticket type 1').fill('General');
    await dialog.getByLabel('Price 1 (₹)').fill('250');
    await dialog.getByRole('button', { name: 'Add date' }).click();
    await dialog.getByLabel('In-App Form').check();
    await dialog.getByLabel('QR code', { exact: true }).check();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'compose-cultural-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await dialog.getByLabel('Title').focus();
    await expectFooterInView(page, 'Submit for approval');
    await dialog.getByLabel('Ticket type 1').focus();
    await expectFooterInView(page, 'Submit for approval');
    await page.setViewportSize({ width: PHONE.width, height: 2600 });
    await screenshot(page, 'compose-cultural-phone-full');
    await context.close();
  });

  it('keeps a draft through a reload, and asks before discarding it', async () => {
    const { page, context, errors } = await openPage(journey.browser, PHONE);
    await openAndLogIn(page, journey.server.url, 'asha@quad.campus');
    let dialog = await openComposer(page);
    await dialog.getByLabel('Title').fill('Draft that survives');
    await dialog.getByLabel('Content').fill('Typed before the tab was closed.');
    await page.reload();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add' }).click();
    const restore = page.getByRole('alertdialog', { name: MESSAGES.restoreDraftTitle });
    await restore.getByRole('button', { name: 'Restore' }).click();
    dialog = page.getByRole('dialog', { name: 'Create a post' });
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Draft that survives');
    expect(await dialog.getByLabel('Content').inputValue()).toBe('Typed before the tab was closed.');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: MESSAGES.discardPostTitle });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Draft that survives');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Discarded: the next opening starts afresh, with nothing to restore.
    dialog = await openComposer(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await dialog.getByLabel('Title').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
