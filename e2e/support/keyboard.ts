/**
 * The keyboard alone (decision 057): moving with Tab and Shift+Tab while checking that every stop shows its focus
 * and is not hidden (SC 2.4.7, 2.4.11), and a modal's round trip: opened from the focused control, the focus kept
 * inside, and given back to that control when it closes (SC 2.4.3).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { focusedName, focusProblem } from './accessibility.ts';
import { settled } from './browser.ts';

export const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * What is wrong with the focus after a press of Tab, or null. Past the page's last control (or before its first)
 * the browser moves the focus to its own toolbar and the page's focus is on the body: that stop is the browser's.
 */
async function stopProblem(page: Page): Promise<string | null> {
  const problem = await focusProblem(page);
  return problem === 'nothing has the focus' ? null : problem;
}

/** The focus is where it should be, and shows it. */
export async function expectFocusOn(page: Page, locator: Locator): Promise<void> {
  await expect.poll(() => isFocused(locator), { message: `focus on ${locator.toString()}, not ${await focusedName(page)}` }).toBe(true);
  expect(await focusProblem(page)).toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times; every stop on the way must show
 * its focus and be in sight.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  const problems: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const problem = await stopProblem(page);
    if (problem) problems.push(`${await focusedName(page)}: ${problem}`);
    if (await isFocused(target)) {
      expect(problems, `stops with a problem on the way to ${target.toString()}: ${problems.join('; ')}`).toEqual([]);
      return;
    }
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}; problems on the way: ${problems.join('; ')}`);
}

/** Presses Tab `count` times from where the focus is; answers each stop's problem (indicator, in sight). */
export async function tabWalk(page: Page, count: number): Promise<string[]> {
  const problems: string[] = [];
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab');
    const problem = await stopProblem(page);
    if (problem) problems.push(`${await focusedName(page)}: ${problem}`);
  }
  return problems;
}

/** Tab and Shift+Tab round the open dialog never leave it, and every stop shows its focus. */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await settled(page);
  const stops = await dialog.evaluate(
    (el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `${key} ${step + 1} stays in the dialog (focus on ${await focusedName(page)})`).toBe(true);
      expect(await focusProblem(page), `${key} ${step + 1}: ${await focusedName(page)}`).toBeNull();
    }
  }
}

/**
 * The modal's round trip from the keyboard: `opener` (focused already) is pressed with `key`, the dialog named
 * `name` opens with the focus inside and keeps it there, Escape closes it, and the focus is back on `opener`.
 */
export async function roundTrip(page: Page, opener: Locator, name: string | RegExp, key = 'Enter'): Promise<void> {
  await expectFocusOn(page, opener);
  await page.keyboard.press(key);
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page, opener);
}
