import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, screenshot } from './support/browser.ts';
import { main, nav, useJourney } from './support/journey.ts';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

const EVENT = 'Open Mic Night';

function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : elements(child)));
}

/** The Open Graph properties of a page's head, as an HTML parser reads them. */
function openGraphOf(html: string): Record<string, string> {
  const head = elements(parse(html)).find((e) => e.tagName === 'head');
  const tags: Record<string, string> = {};
  for (const meta of head ? elements(head).filter((e) => e.tagName === 'meta') : []) {
    const property = meta.attrs.find((a) => a.name === 'property')?.value;
    if (property?.startsWith('og:')) tags[property] = meta.attrs.find((a) => a.name === 'content')?.value ?? '';
  }
  return tags;
}

/** Every screen has an address (decision 075): the browser's history, a reload and a shared link know it. */
describe('addresses in the browser', () => {
  const journey = useJourney();

  it("Events → an event's Details → Back returns to the list, Forward to the event, and a reload stays on it", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await openPage(journey.browser, viewport);
      await page.goto(journey.server.url);
      await nav(page).getByRole('link', { name: 'Events', exact: true }).click();
      await main(page).getByRole('heading', { level: 1, name: 'Events' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/events');
      await main(page).getByRole('article', { name: EVENT }).first().getByRole('button', { name: 'Details' }).click();
      const title = main(page).getByRole('heading', { level: 1, name: EVENT });
      await title.waitFor();
      const eventPath = new URL(page.url()).pathname;
      expect(eventPath).toMatch(/^\/events\/[^/]+$/);
      await expect.poll(() => page.title()).toBe(`${EVENT} · Quad`);
      // The focus moved to the new screen's heading.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(EVENT);
      await screenshot(page, `addresses-event-${viewport.width}`);

      await page.goBack();
      await main(page).getByRole('heading', { level: 1, name: 'Events' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/events');
      await page.goForward();
      await title.waitFor();
      expect(new URL(page.url()).pathname).toBe(eventPath);

      await page.reload();
      await title.waitFor();
      expect(new URL(page.url()).pathname).toBe(eventPath);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a shared event link opens the event in a fresh browser, and its page carries the Open Graph tags', async () => {
    const base = journey.server.url;
    const events = (await (await fetch(`${base}/api/posts?type=event`)).json()) as Array<{ _id: string; title: string }>;
    const event = events.find((e) => e.title === EVENT);
    if (!event) throw new Error(`${EVENT} is not on the demo campus`);
    const link = `${base}/events/${event._id}`;

    const html = await (await fetch(link, { headers: { accept: 'text/html' } })).text();
    const og = openGraphOf(html);
    expect(og['og:title']).toBe(EVENT);
    expect(og['og:type']).toBe('article');
    expect(og['og:url']).toMatch(new RegExp(`^https?://[^/]+/events/${event._id}$`));
    expect(og['og:description']?.length).toBeGreaterThan(0);

    const { page, context, errors } = await openPage(journey.browser, PHONE, { touch: true });
    await page.goto(link);
    await main(page).getByRole('heading', { level: 1, name: EVENT }).waitFor();
    expect(await page.title()).toBe(`${EVENT} · Quad`);
    await screenshot(page, 'addresses-shared-event-phone');
    // Its Back (no history in this tab) goes to the Events list.
    await main(page).getByRole('button', { name: 'Back to Events' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    // The phone's navigation says each screen's name under its icon.
    for (const name of ['Consights', 'Cultural Events']) expect(await nav(page).getByText(name, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'addresses-phone-navigation');
    expect(errors).toEqual([]);
    await context.close();
  });
});
