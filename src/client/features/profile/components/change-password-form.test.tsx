import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, networkError } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const ROUTE = 'PUT /api/auth/password';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
const alertText = () => screen.getByRole('alert').textContent;
// The form's own status line (the app's toast region is a status too).
const status = () =>
  within(screen.getByRole('button', { name: 'Save new password' }).closest('form') as HTMLElement).getByRole('status')
    .textContent;

describe('Change password form', () => {
  it('checks the new password with the shared rules before any call', async () => {
    const fetchMock = stubFetch({ [ROUTE]: () => jsonResponse({ ok: true }) });
    renderWithProviders(<ChangePasswordForm />);

    save();
    await waitFor(() => expect(alertText()).toBe(MESSAGES.newPasswordRequired));
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));

    fill({ 'New password': 'short' });
    save();
    await waitFor(() => expect(alertText()).toBe(MESSAGES.passwordTooShort));
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');

    fill({ 'Current password': 'my old passphrase', 'New password': 'my old passphrase' });
    save();
    await waitFor(() => expect(alertText()).toBe(MESSAGES.newPasswordSame));
    expect(callsTo(fetchMock, ROUTE)).toHaveLength(0);
  });

  it('sends both passwords, then says so in a short status message and clears the fields', async () => {
    const fetchMock = stubFetch({ [ROUTE]: () => jsonResponse({ ok: true }) });
    renderWithProviders(<ChangePasswordForm />);
    fill({ 'Current password': 'my old passphrase', 'New password': 'a brand new passphrase' });
    save();

    await waitFor(() => expect(status()).toBe(MESSAGES.passwordChanged));
    const [init] = callsTo(fetchMock, ROUTE);
    expect(JSON.parse(init?.body as string)).toEqual({ currentPassword: 'my old passphrase', newPassword: 'a brand new passphrase' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull(); // nothing to dismiss
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });

  it("shows the server's message for a wrong current password, and the network message when offline", async () => {
    stubFetch({ [ROUTE]: () => jsonResponse({ message: MESSAGES.currentPasswordWrong }, 403) });
    renderWithProviders(<ChangePasswordForm />);
    fill({ 'Current password': 'not my password', 'New password': 'a brand new passphrase' });
    save();
    await waitFor(() => expect(alertText()).toBe(MESSAGES.currentPasswordWrong));
    expect(status()).toBe('');

    stubFetch({ [ROUTE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    save();
    await waitFor(() => expect(alertText()).toBe(networkError('change your password')));
  });

  it('leaves it to the server whether the current password is needed, and shows its answer', async () => {
    const fetchMock = stubFetch({ [ROUTE]: () => jsonResponse({ message: MESSAGES.noPasswordToChange }, 403) });
    renderWithProviders(<ChangePasswordForm />);
    fill({ 'New password': 'a brand new passphrase' });
    save();
    await waitFor(() => expect(alertText()).toBe(MESSAGES.noPasswordToChange));
    const [init] = callsTo(fetchMock, ROUTE);
    expect(JSON.parse(init?.body as string)).toEqual({ newPassword: 'a brand new passphrase' });
  });
});
