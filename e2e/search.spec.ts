import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, screenshot } from './support/browser.ts';
import { main, useJourney } from './support/journey.ts';

const PHONE_390 = { width: 390, height: 844 };

describe('search everywhere in the browser (decision 076)', () => {
  const journey = useJourney();

  it('on Home, "BANDS" finds Battle of the Bands under Cultural Events, opens it, and Back returns to the results', async () => {
    for (const [viewport, name] of [[DESKTOP, 'search-desktop'], [PHONE_390, 'search-phone']] as const) {
      const { page, context, errors } = await openPage(journey.browser, viewport, { touch: viewport !== DESKTOP });
      await page.goto(journey.server.url);
      await main(page).getByRole('list', { name: 'Home feed' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search posts' }).fill('BANDS');

      // Every screen's posts are searched, counted by type.
      await page.waitForURL(/\/search\?q=BANDS$/);
      const cultural = main(page).getByRole('button', { name: '1 in Cultural Events' });
      await cultural.waitFor();
      const results = main(page).getByRole('region', { name: 'Cultural Events 1' });
      const bands = results.getByRole('link', { name: /Battle of the Bands/ });
      await bands.waitFor();
      expect(await bands.getAttribute('href')).toMatch(/^\/events\/[\w-]+$/);
      await screenshot(page, name);

      // A result opens the event at its own address; Back returns to the search.
      await bands.click();
      await page.waitForURL(/\/events\/[\w-]+$/);
      await main(page).getByRole('heading', { name: 'Battle of the Bands', level: 1 }).waitFor();
      await page.goBack();
      await page.waitForURL(/\/search\?q=BANDS$/);
      await main(page).getByRole('button', { name: '1 in Cultural Events' }).waitFor();

      // A search nothing matches says so.
      await page.getByRole('searchbox', { name: 'Search posts' }).fill('no such thing anywhere');
      await main(page).getByText('Nothing on Quad matches “no such thing anywhere”').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the address /search?q= opens the results in a fresh browser', async () => {
    const { page, context, errors } = await openPage(journey.browser, DESKTOP);
    await page.goto(`${journey.server.url}/search?q=bands`);
    await main(page).getByRole('button', { name: '1 in Cultural Events' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search posts' }).inputValue()).toBe('bands');
    await main(page).getByRole('region', { name: 'Cultural Events 1' }).getByRole('link', { name: /Battle of the Bands/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks Hindi to a reader whose browser asks for it', async () => {
    const context = await journey.browser.newContext({ viewport: PHONE_390, locale: 'hi-IN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${journey.server.url}/search?q=BANDS`);
    await main(page).getByRole('button', { name: 'सांस्कृतिक इवेंट में 1' }).waitFor();
    await main(page).getByText('“BANDS” के लिए 1 नतीजा').waitFor();
    await screenshot(page, 'search-phone-hi');
    expect(errors).toEqual([]);
    await context.close();
  });
});
