/**
 * WCAG 2.2 AA beyond what axe sees (decision 057): on every screen, the text reflows at 320 CSS px (SC 1.4.10) and at
 * 200% zoom (SC 1.4.4) with no sideways scrolling and nothing cut. That nothing slides, fades or scrolls smoothly
 * with `prefers-reduced-motion: reduce` (SC 2.3.3) is checked on the same visits as axe: the screens in the desktop
 * tour of accessibility.spec.ts, the comments overlay and a post's options menu in accessibility-dialogs.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { reflowProblems } from './support/accessibility.ts';
import { useJourney } from './support/journey.ts';
import { type Campus, prepareCampus, tour } from './support/screens.ts';

describe('reflow and zoom on every screen', () => {
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
});
