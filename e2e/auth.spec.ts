import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { nav, useJourney } from './support/journey.ts';
import { DEMO_PASSWORD, apiToken, logIn, seriousViolations } from './support/session.ts';


async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}


describe('accounts in the browser', () => {
  const journey = useJourney();

  it('a visitor opens Home, signs up through the modal, stays signed in across a reload, and logs out', async () => {
    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await screenshot(page, 'home-visitor-desktop');

    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog.getByLabel('Name').fill('Kavya Menon');
    await dialog.getByLabel('Email').fill('kavya@campus.test');
    await dialog.getByLabel('Password').fill('a long password');
    await screenshot(page, 'sign-up-modal');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect(page.getByRole('button', { name: 'Log out' }).first().isVisible()).resolves.toBe(true);
    await page.getByText('Kavya Menon').first().waitFor();

    await page.reload();
    await page.getByText('Kavya Menon').first().waitFor();
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('currentUser') ?? 'null')) as { name: string; email: string; isAdmin: boolean; token: string };
    expect(stored).toMatchObject({ name: 'Kavya Menon', email: 'kavya@campus.test', isAdmin: false });
    expect(typeof stored.token).toBe('string');

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    // The old token was revoked on the server, not just forgotten.
    const me = await fetch(`${journey.server.url}/api/auth/me`, { headers: { authorization: `Bearer ${stored.token}` } });
    expect(me.status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong password shows the message and keeps the visitor signed out', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    const dialog = await openLogin(page);
    await dialog.getByLabel('Email').fill('asha@quad.campus');
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain(MESSAGES.invalidCredentials);
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await context.close();
  });

  it('a demo account logs in, and a revoked session is dropped on the next load (401 rule)', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    const dialog = await openLogin(page);
    await dialog.getByLabel('Email').fill('asha@quad.campus');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Asha Verma').first().waitFor();

    const token: string = await page.evaluate(() => localStorage.getItem('currentUser') ?? '{}').then((raw) => (JSON.parse(raw) as { token: string }).token);
    await fetch(`${journey.server.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await page.reload();
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await context.close();
  });

  it('on a phone, a long admin name ends in an ellipsis beside the logo, never over it (the Admin badge gives it the room)', async () => {
    const name = 'Venkata Subramanian Lakshminarayanan Raghavendra';
    const email = 'long.name@quad.campus';
    const signUp = await fetch(`${journey.server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password: DEMO_PASSWORD }),
    });
    expect(signUp.status).toBeLessThan(300);
    // The operator's own command makes the account an admin (README: npm run admin -- grant).
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'grant', email], {
      env: { ...process.env, DATABASE_URL: journey.server.databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      stdio: 'pipe',
    });

    const { page, context, errors } = await openPage(journey.browser, PHONE);
    await page.goto(journey.server.url);
    await logIn(page, email);
    const header = page.getByRole('banner');
    const nameEl = header.getByTitle(name);
    await nameEl.waitFor();
    const badge = header.getByText('Admin', { exact: true });
    expect([await badge.count(), await badge.isVisible()]).toEqual([1, false]);
    const brand = header.getByRole('link', { name: 'Quad' });
    const box = async (locator: typeof brand) => {
      const b = await locator.boundingBox();
      if (!b) throw new Error('not laid out');
      return b;
    };
    const [brandBox, logoBox, userBox] = [await box(brand), await box(brand.locator('span').first()), await box(nameEl.locator('..'))];
    // The account area starts after the brand ends: nothing covers "Quad".
    expect(userBox.x).toBeGreaterThanOrEqual(brandBox.x + brandBox.width);
    // The logo keeps its size, and the whole header fits the phone's width.
    expect(logoBox.width).toBeGreaterThanOrEqual(30);
    expect(logoBox.width).toBe(logoBox.height);
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The name is cut with an ellipsis; its title gives it whole.
    expect(await nameEl.evaluate((el) => [el.scrollWidth > el.clientWidth, getComputedStyle(el).textOverflow])).toEqual([true, 'ellipsis']);
    // Enough of it shows to tell who is signed in.
    expect(await nameEl.evaluate((el) => el.clientWidth)).toBeGreaterThanOrEqual(60);
    expect(await nameEl.textContent()).toBe(name);
    await header.getByRole('button', { name: 'Log out' }).waitFor();
    await screenshot(page, 'header-long-admin-name-360');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student changes the password in Profile (the other device is signed out), then signs out everywhere', async () => {
    const base = journey.server.url;
    const { page, context, errors } = await openPage(journey.browser);
    const email = 'nikhil@campus.test';
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Nikhil Rao', email, password: 'first long password' }),
    });
    expect(register.status).toBe(201);
    const phone = await apiToken(base, email, 'first long password');
    await page.goto(base);
    await logIn(page, email, 'first long password');

    await nav(page).getByRole('link', { name: 'Profile' }).click();
    // At desktop width the stats show once (in the sidebar), each saying what it counts.
    await page.getByText('Events you registered for').filter({ visible: true }).first().waitFor();
    expect(await page.getByText('Likes received').filter({ visible: true }).count()).toBe(1);
    const card = page.getByRole('region', { name: 'Password and sessions' });
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByLabel('Current password').fill('first long password');
    await card.getByLabel('New password').fill('second long password');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Save new password' }).click();
    await card.getByText(MESSAGES.passwordChanged).waitFor();
    await screenshot(page, 'profile-password-changed');
    const me = (token: string) => fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(phone)).status).toBe(401);
    const tab = JSON.parse(await page.evaluate(() => localStorage.getItem('currentUser') ?? '{}')) as { token: string };
    expect((await me(tab.token)).status).toBe(200);
    const laptop = await apiToken(base, email, 'second long password');

    await card.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    expect((await me(tab.token)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the login modal keeps focus inside and closes on Escape', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    const dialog = await openLogin(page);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
