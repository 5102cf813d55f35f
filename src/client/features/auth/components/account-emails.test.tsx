import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { storage } from '../../../lib/storage.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { readAccountLink, takeAccountLink } from '../api/account-link.ts';
import { AccountControls } from './account-controls.tsx';
import { AccountLinkScreen } from './account-link-screen.tsx';
import { SessionProvider } from './session-provider.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const student = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'session-token' };
const config = () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as unknown;

describe('the account email links', () => {
  it('reads /verify-email and /reset-password with their token, and cleans the address', () => {
    expect(readAccountLink('https://quad.test/verify-email?token=abc')).toEqual({ kind: 'verify-email', token: 'abc' });
    expect(readAccountLink('https://quad.test/reset-password/?token=x-y_z')).toEqual({ kind: 'reset-password', token: 'x-y_z' });
    expect(readAccountLink('https://quad.test/verify-email')).toBeNull();
    expect(readAccountLink('https://quad.test/?token=abc')).toBeNull();
    expect(readAccountLink('https://quad.test/posts/abc?token=abc')).toBeNull();

    window.history.replaceState(null, '', '/reset-password?token=secret-token');
    expect(takeAccountLink()).toEqual({ kind: 'reset-password', token: 'secret-token' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/');
  });
});

describe('Forgot password?', () => {
  it('asks for the email and shows the same answer whatever it is, then goes back to Log in', async () => {
    const fetchMock = stubFetch({
      'GET /api/config': config,
      'POST /api/auth/password-reset': () => jsonResponse({ message: MESSAGES.passwordResetRequested }, 202),
    });
    renderWithProviders(
      <SessionProvider>
        <AccountControls />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.change(within(login).getByLabelText('Email'), { target: { value: 'Asha@Example.edu' } });
    fireEvent.click(within(login).getByRole('button', { name: MESSAGES.forgotPassword }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText('Email');
    // The email typed to log in carries over, and focus is in the new form.
    expect(email).toHaveProperty('value', 'Asha@Example.edu');
    await waitFor(() => expect(document.activeElement).toBe(email));

    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.emailInvalid));
    expect(callsTo(fetchMock, 'POST /api/auth/password-reset')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'Asha@Example.edu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(MESSAGES.passwordResetRequested));
    expect(bodyOf(callsTo(fetchMock, 'POST /api/auth/password-reset')[0])).toEqual({ email: 'asha@example.edu' });
    const back = within(dialog).getByRole('button', { name: 'Back to Log in' });
    expect(document.activeElement).toBe(back);

    fireEvent.click(back);
    await screen.findByRole('dialog', { name: 'Log in' });
  });
});

describe('the verify-your-email banner', () => {
  it('shows for an unverified student and sends the link again, with a toast', async () => {
    storage.setCurrentUser({ ...student, emailVerified: false });
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => jsonResponse({ ...student, token: undefined, emailVerified: false }),
      'POST /api/auth/verify-email/resend': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(
      <SessionProvider>
        <VerifyEmailBanner />
      </SessionProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Verify your email' });
    expect(banner.textContent).toContain(MESSAGES.verifyEmailBanner);
    fireEvent.click(within(banner).getByRole('button', { name: MESSAGES.verifyEmailResend }));
    await waitFor(() => expect(screen.getByText(MESSAGES.verifyEmailSent)).toBeTruthy());
    expect(callsTo(fetchMock, 'POST /api/auth/verify-email/resend')).toHaveLength(1);
  });

  it('shows the limit in place, and is not shown to a verified student', async () => {
    storage.setCurrentUser({ ...student, emailVerified: false });
    stubFetch({
      'GET /api/auth/me': () => jsonResponse({ ...student, token: undefined, emailVerified: false }),
      'POST /api/auth/verify-email/resend': () => jsonResponse({ message: MESSAGES.tooManyVerificationEmails }, 429),
    });
    const view = renderWithProviders(
      <SessionProvider>
        <VerifyEmailBanner />
      </SessionProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Verify your email' });
    fireEvent.click(within(banner).getByRole('button', { name: MESSAGES.verifyEmailResend }));
    await waitFor(() => expect(within(banner).getByRole('alert').textContent).toBe(MESSAGES.tooManyVerificationEmails));
    view.unmount();

    storage.setCurrentUser({ ...student, emailVerified: true });
    renderWithProviders(
      <SessionProvider>
        <VerifyEmailBanner />
      </SessionProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Verify your email' })).toBeNull();
  });
});

describe('the screens of the links', () => {
  it('verifies the email once and says so; the signed-in student is verified at once', async () => {
    storage.setCurrentUser({ ...student, emailVerified: false });
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => jsonResponse({ ...student, token: undefined, emailVerified: false }),
      'POST /api/auth/verify-email': () => jsonResponse({ ok: true }),
    });
    const onDone = vi.fn();
    renderWithProviders(
      <SessionProvider>
        <VerifyEmailBanner />
        <AccountLinkScreen link={{ kind: 'verify-email', token: 'tok-1' }} onDone={onDone} />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByText(MESSAGES.emailVerified)).toBeTruthy());
    expect(callsTo(fetchMock, 'POST /api/auth/verify-email').map(bodyOf)).toEqual([{ token: 'tok-1' }]);
    expect(screen.queryByRole('region', { name: 'Verify your email' })).toBeNull();
    expect(storage.getCurrentUser()?.emailVerified).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's message for a used or expired verification link", async () => {
    stubFetch({ 'POST /api/auth/verify-email': () => jsonResponse({ message: MESSAGES.verifyEmailTokenInvalid }, 400) });
    renderWithProviders(
      <SessionProvider>
        <AccountLinkScreen link={{ kind: 'verify-email', token: 'tok-used' }} onDone={() => undefined} />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.verifyEmailTokenInvalid));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('sets a new password once both fields agree, then offers to log in', async () => {
    const fetchMock = stubFetch({
      'GET /api/config': config,
      'POST /api/auth/password-reset/confirm': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(
      <SessionProvider>
        <AccountLinkScreen link={{ kind: 'reset-password', token: 'reset-1' }} onDone={() => undefined} />
      </SessionProvider>,
    );
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const save = screen.getByRole('button', { name: 'Set new password' });

    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordTooShort));
    expect(document.activeElement).toBe(password);

    fireEvent.change(password, { target: { value: 'a brand new passphrase' } });
    fireEvent.change(confirm, { target: { value: 'a brand new passphrasf' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordsDoNotMatch));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST /api/auth/password-reset/confirm')).toHaveLength(0);

    fireEvent.change(confirm, { target: { value: 'a brand new passphrase' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByText(MESSAGES.passwordResetDone).getAttribute('role')).toBe('status'));
    expect(callsTo(fetchMock, 'POST /api/auth/password-reset/confirm').map(bodyOf)).toEqual([
      { token: 'reset-1', password: 'a brand new passphrase' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Log in' });
  });

  it("shows a bad reset link's message in place, with a way to ask for a new one", async () => {
    stubFetch({
      'GET /api/config': config,
      'POST /api/auth/password-reset/confirm': () => jsonResponse({ message: MESSAGES.passwordResetTokenInvalid }, 400),
    });
    renderWithProviders(
      <SessionProvider>
        <AccountLinkScreen link={{ kind: 'reset-password', token: 'reset-old' }} onDone={() => undefined} />
      </SessionProvider>,
    );
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordResetTokenInvalid));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    await screen.findByRole('dialog', { name: 'Reset your password' });
  });
});
