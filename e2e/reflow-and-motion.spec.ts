/**
 * WCAG 2.2 AA beyond what axe sees (decision 057): on every screen, the text reflows at 320 CSS px (SC 1.4.10) and at
 * 200% zoom (SC 1.4.4) with no sideways scrolling and nothing cut; and with `prefers-reduced-motion: reduce` nothing
 * slides, fades or scrolls smoothly (SC 2.3.3), on the screens and in the modals that otherwise animate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { motion, reflowProblems } from './support/accessibility.ts';
import { main, useJourney } from './support/journey.ts';
import { type Campus, prepareCampus, ready, tour } from './support/screens.ts';
import { logIn } from './support/session.ts';

const CHAI = 'To whoever left chai at my desk';

describe('reflow, zoom and reduced motion on every screen', () => {
  const journey = useJourney();
  let campus: Campus;
  beforeAll(async () => {
    campus = await prepareCampus(journey.server.url);
  });

  const sizes = [
    // The narrowest screen the criterion names: 320 CSS px wide.
    ['320 px wide', { viewport: { width: 320, height: 640 } }],
    // A 1280 × 800 window at 200% zoom: 640 × 400 CSS px, each drawn with two device pixels.
    ['200% zoom', { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }],
  ] as const;
  for (const [name, options] of sizes) {
    it(`at ${name}, every screen reflows: no sideways scrolling, no text cut or pushed off the side`, async () => {
      const found: Record<string, string[]> = {};
      await tour(journey.browser, campus, options, async (page, stop) => {
        const problems = await reflowProblems(page);
        if (problems.length > 0) found[stop.name] = problems;
      });
      expect(found).toEqual({});
    }, 240_000);
  }

  it('with reduced motion asked for, no screen or modal animates', async () => {
    const found: Record<string, string[]> = {};
    await tour(journey.browser, campus, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' }, async (page, stop) => {
      const moving = await motion(page);
      if (moving.length > 0) found[stop.name] = moving;
    });

    const context = await journey.browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(campus.base);
    await logIn(page, 'rahul@quad.campus');
    await main(page).getByRole('article', { name: CHAI }).getByRole('button', { name: 'Comment' }).click();
    await page.getByRole('dialog', { name: 'Comments' }).waitFor();
    const overlay = await motion(page);
    if (overlay.length > 0) found['the comments overlay on a phone'] = overlay;
    await page.keyboard.press('Escape');
    await ready(page);
    await main(page).getByRole('article', { name: CHAI }).getByRole('button', { name: /Post options/ }).click();
    const menu = await motion(page);
    if (menu.length > 0) found["a post's options menu"] = menu;
    await context.close();
    expect(found).toEqual({});
  }, 240_000);
});
