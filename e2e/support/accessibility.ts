/**
 * WCAG 2.2 AA as the journeys measure it (decision 057): axe-core's rules of the A and AA levels of WCAG 2.0, 2.1 and
 * 2.2, of any impact; and the checks axe cannot make from one look at the page: target size with its spacing
 * exception, reflow without horizontal scrolling or clipping, a visible and unobscured focus, pictures' alternatives,
 * and motion under `prefers-reduced-motion`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settled } from './browser.ts';

/** axe-core's tags for WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every axe-core finding of the WCAG A and AA rules on the page (or inside `include`), whatever its impact, and the
 * serious and critical findings of axe's other rules (its best practices: a dialog's name, a tabindex), one line
 * each, from one run of axe; and the contrast of text axe leaves undecided because it sits on a gradient (the body's
 * glow, a news item), which `gradientContrast` measures instead.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  // Colours measured mid-fade (a modal opening) are not the colours people read: let animations end first.
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS, 'best-practice']);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const onGradients = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => node.any.some((check) => /background gradient/.test(check.message)))
    .map((node) => String(node.target[0]));
  const counts = (v: (typeof results.violations)[number]) =>
    v.tags.some((tag) => WCAG_AA_TAGS.includes(tag)) || v.impact === 'serious' || v.impact === 'critical';
  return [
    ...results.violations
      .filter(counts)
      .map((v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ...(await gradientContrast(page, onGradients)),
  ];
}

/**
 * SC 1.4.3 for text on gradients, which axe cannot measure: the text's colour against the brightest and the darkest
 * its background can be, every gradient stop laid at full strength on what is beneath it (an upper bound of how
 * far a gradient can move the background). 4.5:1, or 3:1 for large text. Answers the texts that fail.
 */
export async function gradientContrast(page: Page, selectors: string[]): Promise<string[]> {
  if (selectors.length === 0) return [];
  return page.evaluate((selectors) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      Array.from(value.matchAll(/rgba?\(([^)]+)\)/g), (m) => {
        const [r = 0, g = 0, b = 0, a = 1] = (m[1] ?? '').split(/[\s,/]+/).filter(Boolean).map(Number);
        return [r, g, b, a];
      });
    const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (x: Rgba, y: Rgba) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** A list of background layers, split at its top-level commas. */
    const topLevel = (value: string): string[] => {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < value.length; i += 1) {
        if (value[i] === '(') depth += 1;
        else if (value[i] === ')') depth -= 1;
        else if (value[i] === ',' && depth === 0) {
          parts.push(value.slice(start, i));
          start = i + 1;
        }
      }
      return [...parts, value.slice(start)];
    };
    const failures: string[] = [];
    for (const selector of selectors) {
      const el = document.querySelector(selector);
      if (!el) continue;
      // The layers under the text, from the nearest opaque background colour up to the text.
      const layers: Element[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        layers.unshift(node);
        const colour = parse(getComputedStyle(node).backgroundColor)[0];
        if (colour && colour[3] === 1) break;
      }
      let brightest: Rgba = [0, 0, 0, 1];
      let darkest: Rgba = [255, 255, 255, 1];
      for (const [index, node] of layers.entries()) {
        const style = getComputedStyle(node);
        const colour = parse(style.backgroundColor)[0] ?? [0, 0, 0, 0];
        if (index === 0 && colour[3] === 1) [brightest, darkest] = [colour, colour];
        else [brightest, darkest] = [over(colour, brightest), over(colour, darkest)];
        // Gradients paint over the colour, the last listed lowest.
        for (const gradient of topLevel(style.backgroundImage).reverse()) {
          const stops = parse(gradient);
          if (stops.length === 0) continue;
          const brighter = stops.map((stop) => over(stop, brightest));
          const darker = stops.map((stop) => over(stop, darkest));
          brightest = [...brighter, brightest].sort((p, q) => luminance(q) - luminance(p))[0]!;
          darkest = [...darker, darkest].sort((p, q) => luminance(p) - luminance(q))[0]!;
        }
      }
      const style = getComputedStyle(el);
      const text = parse(style.color)[0] ?? [0, 0, 0, 1];
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const worst = Math.min(ratio(over(text, brightest), brightest), ratio(over(text, darkest), darkest));
      if (worst < needed) failures.push(`color-contrast on a gradient: ${selector} is ${worst.toFixed(2)}:1, needs ${needed}:1`);
    }
    return failures;
  }, selectors);
}

/**
 * SC 2.5.8 (target size, minimum) over every visible button, link and form control: each is at least 24×24 CSS px,
 * or a 24 px circle on its centre touches no other target (nor the circle of another small one). A link inside a
 * sentence is exempt, as the criterion says. A control drawn by its label (a hidden radio, a file input) is measured
 * by that label, the target people press. Answers the targets that fail, one line each.
 */
export async function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((within) => {
      const describe = (el: Element, box: DOMRect) => {
        const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.getAttribute('name') || '';
        return `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      };
      const root = document.querySelector(within) ?? document.body;
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const visible = (box: DOMRect) => box.width > 0 && box.height > 0;
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[inert], [aria-hidden="true"]');
      };
      /** The box people press: a hidden control's label, else the control. */
      const targetBox = (el: Element): { el: Element; box: DOMRect } | null => {
        const box = el.getBoundingClientRect();
        if (box.width > 1 && box.height > 1) return { el, box };
        const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el.labels : null;
        const label = labels?.[0] ?? el.nextElementSibling;
        if (!label) return null;
        const labelBox = label.getBoundingClientRect();
        return visible(labelBox) ? { el: label, box: labelBox } : null;
      };
      /** A link in running text: inline, with words of its block's around it. */
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const block = el.parentElement;
        return block !== null && (block.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0);
      };
      const targets: { el: Element; box: DOMRect }[] = [];
      const seen = new Set<Element>();
      for (const el of Array.from(root.querySelectorAll(selector))) {
        if (!shown(el) || inSentence(el)) continue;
        const target = targetBox(el);
        if (!target || seen.has(target.el)) continue;
        seen.add(target.el);
        targets.push(target);
      }
      const small = (box: DOMRect) => box.width < 23.5 || box.height < 23.5;
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      const distanceToBox = (p: { x: number; y: number }, box: DOMRect) => {
        const dx = Math.max(box.left - p.x, 0, p.x - box.right);
        const dy = Math.max(box.top - p.y, 0, p.y - box.bottom);
        return Math.hypot(dx, dy);
      };
      const failures: string[] = [];
      for (const target of targets) {
        if (!small(target.box)) continue;
        const c = centre(target.box);
        const crowded = targets.some((other) => {
          if (other === target || other.el.contains(target.el) || target.el.contains(other.el)) return false;
          if (small(other.box)) return Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < 24;
          return distanceToBox(c, other.box) < 12;
        });
        if (crowded) failures.push(describe(target.el, target.box));
      }
      return failures;
  }, within);
}

/** SC 1.1.1: pictures without an `alt`, and icons that are neither hidden nor named. */
export async function unnamedPictures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const img of Array.from(document.querySelectorAll('img'))) {
      if (!img.hasAttribute('alt')) found.push(`img without alt: ${img.getAttribute('src') ?? ''}`);
    }
    for (const svg of Array.from(document.querySelectorAll('svg'))) {
      if (svg.closest('[aria-hidden="true"]')) continue;
      const named = svg.getAttribute('role') === 'img' && (svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby'));
      if (!named) found.push(`svg neither hidden nor named: ${svg.getAttribute('class') ?? ''} in ${svg.parentElement?.tagName ?? ''}`);
    }
    return found;
  });
}

/**
 * SC 1.4.10 (reflow): how far the page scrolls sideways, and the elements whose content is cut: text pushed past the
 * viewport's sides, or a box that hides content wider than itself (a deliberate horizontal scroller, a visually
 * hidden text and a text cut with an ellipsis whose full words are its `title` are not cut).
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const html = document.documentElement;
    if (html.scrollWidth > html.clientWidth) problems.push(`the page scrolls sideways: ${html.scrollWidth} > ${html.clientWidth}`);
    const width = html.clientWidth;
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      return style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], .sr-only') !== null;
    };
    const scrollsSideways = (el: Element | null): boolean => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (hidden(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const hasOwnText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (hasOwnText && (box.left < -1 || box.right > width + 1) && !scrollsSideways(el.parentElement)) {
        problems.push(`past the side of the viewport: ${name(el)} (${Math.round(box.left)}..${Math.round(box.right)})`);
      }
      const style = getComputedStyle(el);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clipsX && hasOwnText && el.scrollWidth > el.clientWidth + 1) {
        const ellipsisWithTitle = style.textOverflow === 'ellipsis' && (el.getAttribute('title') ?? '').trim() !== '';
        if (!ellipsisWithTitle) problems.push(`cut: ${name(el)} (${el.scrollWidth} in ${el.clientWidth})`);
      }
    }
    return problems;
  });
}

/** The focused element, named for a finding. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"`;
  });
}

/**
 * SC 2.4.7 and 2.4.11: the focused element shows an indicator (an outline, or a ring of box-shadow, on it or, for a
 * visually hidden control, on the label drawn for it) and is not entirely hidden by the sticky header, the phone's
 * tab bar or a banner. Answers what is wrong, or null.
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return 'nothing has the focus';
    // The ring as it is drawn once its transition (0.12 s) ends, not its first frame.
    await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    // Where the focus is once the page has brought it into view: a smooth scroll takes frames, so measure when the
    // element has stood still for a frame (half a second at most).
    let top = Number.NaN;
    for (let frame = 0; frame < 30; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = el.getBoundingClientRect().top;
      if (now === top) break;
      top = now;
    }
    const ring = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
      // A focus ring is a box-shadow without offset or blur and with a spread of 2px or more.
      const shadow = /0px 0px 0px ([2-9]|\d\d)px/.test(style.boxShadow);
      return outline || shadow;
    };
    const box = el.getBoundingClientRect();
    const drawnElsewhere = box.width <= 1 || box.height <= 1;
    const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? Array.from(el.labels ?? []) : [];
    const drawn = drawnElsewhere ? [el.nextElementSibling, ...labels].filter((n): n is Element => n !== null) : [el];
    if (!drawn.some(ring)) return 'no visible focus indicator';
    const shownBox = drawn[0]!.getBoundingClientRect();
    const points = [
      [shownBox.left + shownBox.width / 2, shownBox.top + shownBox.height / 2],
      [shownBox.left + 2, shownBox.top + 2],
      [shownBox.right - 2, shownBox.top + 2],
      [shownBox.left + 2, shownBox.bottom - 2],
      [shownBox.right - 2, shownBox.bottom - 2],
    ];
    const seen = points.some(([x, y]) => {
      if (x === undefined || y === undefined || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && drawn.some((node) => node === hit || node.contains(hit) || hit.contains(node));
    });
    return seen ? null : 'the focused element is hidden (off screen or under something)';
  });
}

/**
 * What still moves under `prefers-reduced-motion: reduce`: running animations longer than an instant, and elements
 * whose transitions or animations take time, or a page that scrolls smoothly.
 */
export async function motion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const instant = (value: string) => value.split(',').every((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000) <= 1);
    for (const animation of document.getAnimations()) {
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      if (animation.playState === 'running' && duration > 1) {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        found.push(`running animation of ${duration}ms on ${target?.className.toString() ?? '?'}`);
      }
    }
    for (const el of [document.documentElement, ...Array.from(document.body.querySelectorAll('*'))]) {
      const style = getComputedStyle(el);
      const name = `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0] ?? ''}`;
      if (!instant(style.transitionDuration)) found.push(`transition of ${style.transitionDuration} on ${name}`);
      if (style.animationName !== 'none' && !instant(style.animationDuration)) found.push(`animation of ${style.animationDuration} on ${name}`);
      if (style.scrollBehavior === 'smooth') found.push(`smooth scrolling on ${name}`);
    }
    return found;
  });
}

/** Everything the journeys check on a page as it stands: axe's WCAG findings, small targets, unnamed pictures. */
export async function pageProblems(page: Page, include?: string): Promise<string[]> {
  return [
    ...(await wcagViolations(page, include)),
    ...(await smallTargets(page, include)).map((target) => `target-size: ${target}`),
    ...(await unnamedPictures(page)),
  ];
}

/** Findings gathered state by state, so one run reports every state that fails, not only the first. */
export function findings() {
  const found: Record<string, string[]> = {};
  return {
    found,
    /** Checks the page as it stands (or inside `include`) and keeps what is wrong under `state`. */
    async check(page: Page, state: string, include?: string): Promise<void> {
      const problems = await pageProblems(page, include);
      if (problems.length > 0) found[state] = problems;
    },
  };
}

