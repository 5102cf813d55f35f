/**
 * Languages (decision 055) in the browser: a student switches Quad to हिन्दी on the profile; the navigation and the
 * feed are said in Hindi, the page says so (`<html lang="hi">`), the account keeps the choice, a reload keeps it, axe
 * finds nothing serious, and switching back gives English.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLocale, loadCatalog, t } from '../src/shared/i18n.ts';
import { hi } from '../src/shared/locales/hi.ts';
import { openPage, screenshot } from './support/browser.ts';
import { main, useJourney } from './support/journey.ts';
import { apiToken, logIn } from './support/session.ts';

loadCatalog('hi', hi);
/** What the app says for `text` in Hindi, from the catalogue it loads. */
const hindi = (text: string) => {
  const said = inLocale('hi', () => t(text));
  // A text the catalogue lacks would be said in English: the journey would prove nothing.
  if (said === text) throw new Error(`The Hindi catalogue has no "${text}".`);
  return said;
};

const SCREENS = ['Home', 'Events', 'Consights', 'Cultural Events', 'Notifications', 'Profile'];
const STUDENT = 'rahul@quad.campus';

const pageLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const navIn = (page: Page, name: string) => page.getByRole('navigation', { name });

/** Each screen's button in the main navigation, named in `say`'s language. */
async function navigationSays(page: Page, say: (text: string) => string) {
  const nav = navIn(page, say('Main'));
  for (const screen of SCREENS) await nav.getByRole('link', { name: say(screen), exact: true }).waitFor();
}

async function accountLocale(base: string, token: string): Promise<unknown> {
  const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { locale?: unknown }).locale;
}

describe('languages in the browser', () => {
  const journey = useJourney();

  it('a student switches to हिन्दी on the profile: the navigation and the feed speak Hindi, after a reload too, and back to English', async () => {
    const base = journey.server.url;
    const token = await apiToken(base, STUDENT);
    expect(await accountLocale(base, token)).toBeNull();
    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(base);
    expect(await pageLang(page)).toBe('en');
    await logIn(page, STUDENT);
    await navIn(page, 'Main').getByRole('link', { name: 'Profile', exact: true }).click();

    // The switch names each language in its own words.
    const language = main(page).getByRole('combobox', { name: 'Language' });
    await language.waitFor();
    expect(await language.locator('option').allTextContents()).toEqual(['English', 'हिन्दी']);
    // As from the keyboard: the switch has the focus when it is changed.
    await language.focus();
    await language.selectOption('hi');

    // The whole app says itself again in Hindi, on the screen the student was on; the switch keeps the focus.
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await navigationSays(page, hindi);
    await main(page).getByRole('heading', { level: 1, name: hindi('Profile') }).waitFor();
    const switchAgain = main(page).getByRole('combobox', { name: hindi('Language') });
    expect(await switchAgain.inputValue()).toBe('hi');
    expect(await switchAgain.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => accountLocale(base, token)).toBe('hi');
    await screenshot(page, 'languages-profile-hindi');

    // The feed's own words are Hindi; what students wrote stays as they wrote it.
    await navIn(page, hindi('Main')).getByRole('link', { name: hindi('Home'), exact: true }).click();
    await main(page).getByRole('heading', { level: 1, name: hindi('Home') }).waitFor();
    await main(page).getByRole('region', { name: hindi('News highlights') }).getByText('New bus route to North Campus').waitFor();
    const feed = main(page).getByRole('list', { name: hindi('Home feed') });
    const first = feed.getByRole('article').first();
    await first.waitFor();
    await first.getByRole('button', { name: new RegExp(hindi('Like')) }).waitFor();
    await first.getByRole('button', { name: new RegExp(hindi('Share')) }).waitFor();
    await page.getByRole('complementary', { name: hindi('Sidebar') }).getByRole('heading', { name: hindi('Popular Posts') }).waitFor();
    expect(await main(page).getByRole('list', { name: 'Home feed' }).count()).toBe(0);
    await screenshot(page, 'languages-home-hindi');

    // A reload keeps it: the choice is this browser's, applied before the first render.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await navigationSays(page, hindi);
    await main(page).getByRole('list', { name: hindi('Home feed') }).getByRole('article').first().waitFor();

    // And back to English, everywhere, the account too.
    await navIn(page, hindi('Main')).getByRole('link', { name: hindi('Profile'), exact: true }).click();
    await main(page).getByRole('combobox', { name: hindi('Language') }).selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await navigationSays(page, (text) => text);
    await main(page).getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect.poll(() => accountLocale(base, token)).toBe('en');
    await navIn(page, 'Main').getByRole('link', { name: 'Home', exact: true }).click();
    await main(page).getByRole('list', { name: 'Home feed' }).getByRole('article').first().waitFor();
    await page.reload();
    await main(page).getByRole('list', { name: 'Home feed' }).getByRole('article').first().waitFor();
    expect(await pageLang(page)).toBe('en');
    await navigationSays(page, (text) => text);

    expect(errors).toEqual([]);
    await context.close();
  });
});
