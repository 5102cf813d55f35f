/**
 * Every screen of Quad, as each kind of person reaches it, for the journeys that check each screen the same way
 * (accessibility, reflow, target size, motion): a visitor's screens, a student's and host's, the admin panel.
 */
import sharp from 'sharp';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { settled } from './browser.ts';
import { eventWithTicket, HOST_EMAIL } from './door-event.ts';
import { main, nav } from './journey.ts';
import { apiToken, logIn } from './session.ts';

export const STUDENT_EMAIL = 'rahul@quad.campus';
export const ADMIN_EMAIL = 'admin@quad.campus';
export const DOOR_EVENT_TITLE = 'Accessible Poetry Night';
export const PICTURE_POST_TITLE = 'Sunset over the north lawn';
export const PICTURE_DESCRIPTION = 'An orange sky behind the clock tower, seen from the north lawn';

/** What the tour needs besides the demo campus: Asha's event with Rahul's ticket, and Asha's Consight with a picture. */
export interface Campus {
  base: string;
  eventId: string;
  picturePostId: string;
}

export async function prepareCampus(base: string): Promise<Campus> {
  const event = await eventWithTicket(base, DOOR_EVENT_TITLE, { email: STUDENT_EMAIL, name: 'Rahul Nair' });
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 240, g: 120, b: 60 } } }).png().toBuffer();
  const response = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(base, HOST_EMAIL)}` },
    body: JSON.stringify({
      type: 'confession',
      title: PICTURE_POST_TITLE,
      content: 'Caught it on the way back from the library.',
      images: [`data:image/png;base64,${png.toString('base64')}`],
      imageDescriptions: [PICTURE_DESCRIPTION],
    }),
  });
  if (response.status !== 201) throw new Error(`the picture post failed: ${response.status} ${await response.text()}`);
  const post = (await response.json()) as { _id: string };
  return { base, eventId: event.eventId, picturePostId: post._id };
}

export type Who = 'visitor' | typeof STUDENT_EMAIL | typeof HOST_EMAIL | typeof ADMIN_EMAIL;

export interface Stop {
  name: string;
  who: Who;
  open: (page: Page, campus: Campus) => Promise<void>;
}

const screen = (name: string) => async (page: Page) => {
  await nav(page).getByRole('link', { name, exact: true }).click();
};

const eventDetail = (list: 'Events' | 'Cultural Events', title: string) => async (page: Page) => {
  await nav(page).getByRole('link', { name: list, exact: true }).click();
  await main(page).getByRole('article', { name: title }).getByRole('button', { name: 'Details' }).click();
  await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
};

/** Each screen, in the order the tour visits them (grouped by who sees it). */
export const STOPS: Stop[] = [
  { name: 'Home (visitor)', who: 'visitor', open: screen('Home') },
  { name: 'Events (visitor)', who: 'visitor', open: screen('Events') },
  { name: 'an event (visitor)', who: 'visitor', open: eventDetail('Events', 'Open Mic Night') },
  { name: 'a cultural event (visitor)', who: 'visitor', open: eventDetail('Cultural Events', 'Spring Cultural Fest') },
  { name: 'Consights (visitor)', who: 'visitor', open: screen('Consights') },
  { name: 'Cultural Events (visitor)', who: 'visitor', open: screen('Cultural Events') },
  { name: 'Notifications (visitor)', who: 'visitor', open: screen('Notifications') },
  { name: 'Profile (visitor)', who: 'visitor', open: screen('Profile') },
  {
    name: 'a shared post (visitor)',
    who: 'visitor',
    open: async (page, campus) => {
      await page.goto(`${campus.base}/posts/${campus.picturePostId}`);
      await main(page).getByRole('heading', { name: 'More Posts' }).waitFor();
    },
  },
  { name: 'Home (student)', who: STUDENT_EMAIL, open: screen('Home') },
  { name: 'Events (student)', who: STUDENT_EMAIL, open: screen('Events') },
  { name: 'an event with a ticket (student)', who: STUDENT_EMAIL, open: eventDetail('Events', DOOR_EVENT_TITLE) },
  { name: 'Notifications (student)', who: STUDENT_EMAIL, open: screen('Notifications') },
  { name: 'Profile (student)', who: STUDENT_EMAIL, open: screen('Profile') },
  { name: 'Profile (host)', who: HOST_EMAIL, open: screen('Profile') },
  { name: 'an event (host)', who: HOST_EMAIL, open: eventDetail('Events', DOOR_EVENT_TITLE) },
  {
    name: 'Manage registrations (host)',
    who: HOST_EMAIL,
    open: async (page, campus) => {
      await page.goto(`${campus.base}/events/${campus.eventId}/registrations`);
      await main(page).getByRole('list', { name: 'Registrations', exact: true }).waitFor();
    },
  },
  {
    name: 'the door (host)',
    who: HOST_EMAIL,
    open: async (page, campus) => {
      await page.goto(`${campus.base}/events/${campus.eventId}/check-in`);
      await main(page).getByRole('heading', { level: 1, name: DOOR_EVENT_TITLE }).waitFor();
    },
  },
  {
    name: 'the admin panel',
    who: ADMIN_EMAIL,
    open: async (page) => {
      await screen('Admin')(page);
      await main(page).getByRole('list', { name: 'Pending events' }).waitFor();
    },
  },
];

/** Waits until the screen has its title and nothing on it is still loading, and movement has stopped. */
export async function ready(page: Page): Promise<void> {
  await main(page).getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 10_000 });
  await settled(page);
}

/**
 * Visits every stop (or those `only` keeps) in a fresh context per person with `options` (a viewport, a zoom,
 * reduced motion), signed in as that person, and hands each ready screen to `check`.
 */
export async function tour(
  browser: Browser,
  campus: Campus,
  options: BrowserContextOptions,
  check: (page: Page, stop: Stop) => Promise<void>,
  only: (stop: Stop) => boolean = () => true,
): Promise<void> {
  const stops = STOPS.filter(only);
  const people = [...new Set(stops.map((stop) => stop.who))];
  for (const who of people) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(campus.base);
    if (who !== 'visitor') await logIn(page, who);
    for (const stop of stops.filter((s) => s.who === who)) {
      await stop.open(page, campus);
      await ready(page);
      await check(page, stop);
    }
    await context.close();
    if (errors.length > 0) throw new Error(`page errors as ${who}: ${errors.join('; ')}`);
  }
}
