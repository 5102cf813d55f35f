import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { openPage, screenshot } from './support/browser.ts';
import { nav, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

describe('your account in the browser', () => {
  const journey = useJourney();

  it('a student sees where they are signed in and signs another device out from Profile', async () => {
    const base = journey.server.url;
    const email = 'ishaan@campus.test';
    const password = 'a long password here';
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ishaan Verma', email, password }),
    });
    expect(register.status).toBe(201);
    // Another device: a phone's browser signs in.
    const phone = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      },
      body: JSON.stringify({ email, password }),
    });
    const phoneToken = ((await phone.json()) as { token: string }).token;
    const me = (token: string) => fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(phoneToken)).status).toBe(200);

    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(base);
    await logIn(page, email, password);
    await nav(page).getByRole('link', { name: 'Profile' }).click();
    const sessions = page.getByRole('list', { name: MESSAGES.yourSessionsTitle });
    await sessions.getByText(MESSAGES.thisDevice).waitFor();
    await sessions.getByText('Chrome on Android').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile-your-sessions');

    await sessions.getByRole('button', { name: `${MESSAGES.signOutSession}: Chrome on Android` }).click();
    await page.getByText(MESSAGES.sessionSignedOut).waitFor();
    await sessions.getByText('Chrome on Android').waitFor({ state: 'detached' });
    expect((await me(phoneToken)).status).toBe(401);
    // This tab stays signed in.
    const tab = JSON.parse(await page.evaluate(() => localStorage.getItem('currentUser') ?? '{}')) as { token: string };
    expect((await me(tab.token)).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
