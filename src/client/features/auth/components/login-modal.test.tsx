import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { reloadPage } from '../../../lib/browser.ts';
import { storage } from '../../../lib/storage.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountControls } from './account-controls.tsx';
import { SessionProvider } from './session-provider.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const sessionUser = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.edu',
  avatar: null,
  isAdmin: false,
  token: 'session-token',
};
const config = (googleEnabled = false) => () => jsonResponse({ googleEnabled, supportEmail: 'help@quad.test' });

function renderHeader() {
  return renderWithProviders(
    <SessionProvider>
      <AccountControls />
    </SessionProvider>,
  );
}

/** The modal's code loads when it is first opened. */
async function openLoginModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

const submit = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));
const alertText = (dialog: HTMLElement) => within(dialog).getByRole('alert').textContent;

describe('Login/Sign Up modal', () => {
  it('shows the shared validation messages without calling the server', async () => {
    const fetchMock = stubFetch({ 'GET /api/config': config() });
    renderHeader();
    const dialog = await openLoginModal();

    submit(dialog, 'Log in');
    await waitFor(() => expect(alertText(dialog)).toBe(MESSAGES.emailPasswordRequired));

    fill(dialog, { Email: 'not-an-email', Password: 'whatever' });
    submit(dialog, 'Log in');
    await waitFor(() => expect(alertText(dialog)).toBe(MESSAGES.emailInvalid));
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('keeps the email typed in Log in when switching to Sign up and back, and forgets it once closed', async () => {
    stubFetch({ 'GET /api/config': config() });
    renderHeader();
    const login = await openLoginModal();
    fill(login, { Email: 'kavya@campus.test', Password: 'not kept' });
    fireEvent.click(within(login).getByRole('button', { name: 'Sign up' }));
    const signup = screen.getByRole('dialog', { name: 'Sign up' });
    expect(within(signup).getByLabelText<HTMLInputElement>('Email').value).toBe('kavya@campus.test');
    expect(within(signup).getByLabelText<HTMLInputElement>('Password').value).toBe('');
    fill(signup, { Email: 'kavya.menon@campus.test' });
    fireEvent.click(within(signup).getByRole('button', { name: 'Log in instead' }));
    const again = screen.getByRole('dialog', { name: 'Log in' });
    expect(within(again).getByLabelText<HTMLInputElement>('Email').value).toBe('kavya.menon@campus.test');
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await openLoginModal();
    expect(within(reopened).getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });

  it('validates the sign-up form with the register schema', async () => {
    const fetchMock = stubFetch({ 'GET /api/config': config() });
    renderHeader();
    fireEvent.click(within(await openLoginModal()).getByRole('button', { name: 'Sign up' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });

    submit(dialog, 'Create account');
    await waitFor(() => expect(alertText(dialog)).toBe(MESSAGES.nameRequired));

    fill(dialog, { Name: 'Asha Rao', Email: 'asha@example.edu', Password: 'short' });
    submit(dialog, 'Create account');
    await waitFor(() => expect(alertText(dialog)).toBe(MESSAGES.passwordTooShort));
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in instead' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it("shows the server's message on a 401 and stays logged out", async () => {
    const fetchMock = stubFetch({
      'GET /api/config': config(),
      'POST /api/auth/login': () => jsonResponse({ message: MESSAGES.invalidCredentials }, 401),
    });
    renderHeader();
    const dialog = await openLoginModal();
    fill(dialog, { Email: 'Asha@Example.edu', Password: 'wrong-password' });
    submit(dialog, 'Log in');

    await waitFor(() => expect(alertText(dialog)).toBe(MESSAGES.invalidCredentials));
    const [request] = callsTo(fetchMock, 'POST /api/auth/login');
    expect(JSON.parse(request?.body as string)).toEqual({ email: 'asha@example.edu', password: 'wrong-password' });
    expect(storage.getCurrentUser()).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the generic login failure when the server sends no message', async () => {
    stubFetch({
      'GET /api/config': config(),
      'POST /api/auth/login': () => new Response('Bad gateway', { status: 502 }),
    });
    renderHeader();
    const dialog = await openLoginModal();
    fill(dialog, { Email: 'asha@example.edu', Password: 'password123' });
    submit(dialog, 'Log in');
    await waitFor(() => expect(alertText(dialog)).toBe(MESSAGES.loginFailed));
  });

  it('shows the network message when fetch rejects', async () => {
    stubFetch({
      'GET /api/config': config(),
      'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderHeader();
    const dialog = await openLoginModal();
    fill(dialog, { Email: 'asha@example.edu', Password: 'password123' });
    submit(dialog, 'Log in');
    await waitFor(() => expect(alertText(dialog)).toBe(MESSAGES.loginNetwork));
  });

  it('signs in: stores the user, closes the modal and shows the name with a Log out button', async () => {
    stubFetch({
      'GET /api/config': config(),
      'POST /api/auth/login': () => jsonResponse(sessionUser),
      'GET /api/auth/me': () => jsonResponse({ ...sessionUser, token: undefined }),
    });
    renderHeader();
    const dialog = await openLoginModal();
    fill(dialog, { Email: 'asha@example.edu', Password: 'password123' });
    submit(dialog, 'Log in');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(storage.getCurrentUser()).toEqual(sessionUser);
  });

  it('offers Google only when the server has it configured', async () => {
    stubFetch({ 'GET /api/config': config(true) });
    renderHeader();
    const dialog = await openLoginModal();
    const google = await within(dialog).findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google');
  });

  it('does not offer Google when it is off', async () => {
    const fetchMock = stubFetch({ 'GET /api/config': config(false) });
    renderHeader();
    const dialog = await openLoginModal();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/config')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(dialog).queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the session, clears the user and liked posts, and shows Log in again', async () => {
    storage.setCurrentUser(sessionUser);
    storage.setLikedPosts(['p1']);
    const fetchMock = stubFetch({
      'GET /api/config': config(),
      'GET /api/auth/me': () => jsonResponse({ ...sessionUser, token: undefined }),
      'POST /api/auth/logout': () => jsonResponse({ ok: true }),
    });
    renderHeader();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy());
    const [request] = callsTo(fetchMock, 'POST /api/auth/logout');
    expect(new Headers(request?.headers).get('Authorization')).toBe('Bearer session-token');
    expect(storage.getCurrentUser()).toBeNull();
    expect(storage.getLikedPosts()).toEqual([]);
  });

  it('still logs out when the logout call fails', async () => {
    storage.setCurrentUser(sessionUser);
    stubFetch({
      'GET /api/config': config(),
      'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')),
    });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy());
    expect(storage.getCurrentUser()).toBeNull();
  });
});
