/**
 * A forgotten password, end to end (decision 041): "Forgot password?" in the sign-in modal, the email as it
 * arrives at a real SMTP server (the test sink, Quad's SMTP_URL), its link, a new password, and signing in with
 * it. The old password and the old session no longer work.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { openPage, screenshot } from './support/browser.ts';
import { useJourney } from './support/journey.ts';
import { apiToken, seriousViolations } from './support/session.ts';

const sink = await startSmtpSink();

describe('a forgotten password in the browser', () => {
  const journey = useJourney({ SMTP_URL: sink.url });
  afterAll(() => sink.close());

  it('a student asks for a reset link, follows the email, chooses a new password and signs in with it', async () => {
    const base = journey.server.url;
    const email = 'zara.khan@campus.test';
    const oldPassword = 'my first long password';
    const newPassword = 'my second long password';
    const signUp = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zara Khan', email, password: oldPassword }),
    });
    expect(signUp.status).toBe(201);
    const otherDevice = await apiToken(base, email, oldPassword);

    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(base);
    await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('button', { name: MESSAGES.forgotPassword }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    const field = dialog.getByLabel('Email');
    await field.fill(email);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await field.press('Enter');
    await dialog.getByText(MESSAGES.passwordResetRequested).waitFor();
    await screenshot(page, 'forgot-password-sent');
    await dialog.getByRole('button', { name: 'Back to Log in' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The email, as the campus mail server received it.
    const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject === 'Reset your Quad password', 20_000);
    const link = mail.text?.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/)?.[0];
    expect(link).toBeDefined();
    // The test's Quad listens on a port chosen at its start, which its PUBLIC_URL cannot name: the link's path
    // and query are opened on the address it listens at.
    const opened = new URL(link!);
    await page.goto(`${base}${opened.pathname}${opened.search}`);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    // The token left the address as soon as the page read it.
    expect(new URL(page.url()).search).toBe('');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText(MESSAGES.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(MESSAGES.passwordResetDone).waitFor();
    await screenshot(page, 'reset-password-done');

    // Every session of the account ended; the old password no longer signs in.
    const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${otherDevice}` } });
    expect(me.status).toBe(401);
    await expect(apiToken(base, email, oldPassword)).rejects.toThrow(/401/);

    await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
    const signIn = page.getByRole('dialog', { name: 'Log in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(newPassword);
    await signIn.getByRole('button', { name: 'Log in', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Log out' }).first().waitFor();
    // The reset proved the address: no banner asks to verify it.
    expect(await page.getByRole('region', { name: 'Verify your email' }).count()).toBe(0);

    // The link works once.
    await page.goto(`${base}${opened.pathname}${opened.search}`);
    await page.getByLabel('New password', { exact: true }).fill('a third long password');
    await page.getByLabel('Confirm new password').fill('a third long password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText(MESSAGES.passwordResetTokenInvalid).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new student sees the banner, and the verify link of the sign-up email lifts it', async () => {
    const base = journey.server.url;
    const email = 'omar.s@campus.test';
    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(base);
    await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog.getByLabel('Name').fill('Omar Siddiqui');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('a long password');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.waitFor({ state: 'detached' });
    const banner = page.getByRole('region', { name: 'Verify your email' });
    await banner.getByText(MESSAGES.verifyEmailBanner).waitFor();

    await banner.getByRole('button', { name: MESSAGES.verifyEmailResend }).click();
    await page.getByRole('status').getByText(MESSAGES.verifyEmailSent).waitFor();

    const newest = async () => {
      await sink.waitFor((m) => m.to.includes(email) && m.subject === 'Verify your email for Quad', 20_000);
      // The resend's message is the second; only the newest link works.
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const mails = sink.messages.filter((m) => m.to.includes(email) && m.subject === 'Verify your email for Quad');
        if (mails.length >= 2) return mails.at(-1)!;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the resent verification email did not arrive');
    };
    const mail = await newest();
    const link = new URL(mail.text!.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/)![0]);
    await page.goto(`${base}${link.pathname}${link.search}`);
    await page.getByText(MESSAGES.emailVerified).waitFor();
    expect(await page.getByRole('region', { name: 'Verify your email' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Log out' }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Verify your email' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

