import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settled } from './browser.ts';

/** The demo campus's shared password (the seed prints it too). */
export const DEMO_PASSWORD = 'quad-demo-2026';

/** Logs in through the header's modal on a page that is already open. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await settled(page);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A session token for API calls made by the test itself. */
export async function apiToken(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** axe-core's serious and critical findings on the page (or inside `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Colours measured mid-fade (a modal opening) are not the colours people read: let animations end first.
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
