/**
 * WCAG 2.2 AA on every screen (decision 057): Home, Events and an event, Consights, Cultural Events and a cultural
 * event, Notifications, the Profile (a visitor's, a student's, a host's), a shared post, the host's Manage
 * registrations, the door and the admin panel, at desktop (1280×800) and phone (360×740) sizes, and Home and the
 * Profile in Hindi. Each screen is visited once per size and everything is checked on that one visit: axe finds
 * nothing of any impact among the WCAG 2.0, 2.1 and 2.2 A and AA rules (nor anything serious among its best
 * practices), every button, link and control is a large enough target (2.5.8), every picture has an alternative
 * (1.1.1), and each of the first forty stops of Tab shows its focus and is not hidden (2.4.7, 2.4.11); at desktop
 * size the tour asks for reduced motion, and nothing moves (2.3.3). The modals and forms are checked in
 * accessibility-forms.spec.ts and accessibility-dialogs.spec.ts, reflow in reflow-and-motion.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inLocale, loadCatalog, t } from '../src/shared/i18n.ts';
import { hi } from '../src/shared/locales/hi.ts';
import { findings, motion } from './support/accessibility.ts';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser.ts';
import { main, useJourney } from './support/journey.ts';
import { type Campus, PICTURE_DESCRIPTION, PICTURE_POST_TITLE, prepareCampus, ready, STUDENT_EMAIL, tour } from './support/screens.ts';
import { tabWalk } from './support/keyboard.ts';
import { logIn } from './support/session.ts';

loadCatalog('hi', hi);
const hindi = (text: string) => inLocale('hi', () => t(text));

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe('WCAG 2.2 AA on every screen', () => {
  const journey = useJourney();
  let campus: Campus;
  beforeAll(async () => {
    campus = await prepareCampus(journey.server.url);
  });

  /** The first forty stops of Tab from the top of the screen, each showing its focus and in sight. */
  async function focusWalk(page: Page): Promise<string[]> {
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    });
    return tabWalk(page, 40);
  }

  it('every screen at desktop size, with reduced motion asked for: nothing moves, no axe finding of any impact, targets large enough, every picture named, the first forty stops of Tab show their focus and are not hidden', async () => {
    const { found, check } = findings();
    await tour(journey.browser, campus, { viewport: DESKTOP, reducedMotion: 'reduce' }, async (page, stop) => {
      const moving = await motion(page);
      if (moving.length > 0) found[`${stop.name}: motion`] = moving;
      await check(page, stop.name);
      const focus = await focusWalk(page);
      if (focus.length > 0) found[`${stop.name}: focus`] = focus;
    });
    expect(found).toEqual({});
  });

  it('every screen at phone size: no axe finding of any impact, targets large enough, every picture named, the first forty stops of Tab show their focus and are not hidden', async () => {
    const { found, check } = findings();
    await tour(journey.browser, campus, { viewport: PHONE }, async (page, stop) => {
      await check(page, stop.name);
      const focus = await focusWalk(page);
      if (focus.length > 0) found[`${stop.name}: focus`] = focus;
    });
    expect(found).toEqual({});
  });

  it('Home and the Profile in Hindi, at both sizes', async () => {
    const { found, check } = findings();
    for (const [size, viewport] of SIZES) {
      const context = await journey.browser.newContext({ viewport });
      await context.addInitScript(() => localStorage.setItem('quad.locale', 'hi'));
      const page = await context.newPage();
      await page.goto(campus.base);
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await main(page).getByRole('list', { name: hindi('Home feed') }).getByRole('article').first().waitFor();
      await ready(page);
      await check(page, `${size}: Home in Hindi, a visitor`);
      await page.getByRole('button', { name: hindi('Log in'), exact: true }).first().click();
      const login = page.getByRole('dialog', { name: hindi('Log in') });
      await login.getByLabel(hindi('Email')).fill(STUDENT_EMAIL);
      await login.getByLabel(hindi('Password')).fill('quad-demo-2026');
      await check(page, `${size}: log in in Hindi`);
      await login.getByRole('button', { name: hindi('Log in'), exact: true }).click();
      await login.waitFor({ state: 'detached' });
      await ready(page);
      await check(page, `${size}: Home in Hindi, a student`);
      await page.getByRole('navigation', { name: hindi('Main') }).getByRole('link', { name: hindi('Profile'), exact: true }).click();
      await main(page).getByRole('combobox', { name: hindi('Language') }).waitFor();
      await ready(page);
      await check(page, `${size}: the Profile in Hindi`);
      await context.close();
    }
    expect(found).toEqual({});
  });

  it("a post's picture is named by its author's description on Home, the shared post and the profile", async () => {
    const context = await journey.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const picture = () => main(page).getByRole('article', { name: PICTURE_POST_TITLE }).getByRole('img', { name: PICTURE_DESCRIPTION });
    await page.goto(campus.base);
    await picture().waitFor();
    await page.goto(`${campus.base}/posts/${campus.picturePostId}`);
    await picture().first().waitFor();
    await page.goto(campus.base);
    await logIn(page, 'asha@quad.campus');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await main(page).getByRole('list', { name: 'Your posts' }).getByRole('img', { name: PICTURE_DESCRIPTION }).waitFor();
    // Avatars beside a name say nothing more than the name: they are hidden from screen readers by an empty alt.
    const avatars = await main(page).locator('article header img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(avatars.length).toBeGreaterThan(0);
    expect(avatars.every((alt) => alt === '')).toBe(true);
    await context.close();
  });
});
