import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalog } from '../../shared/i18n.ts';
import { hi } from '../../shared/locales/hi.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { jsonResponse } from '../test/http.ts';
import { apiRequest, ApiError, errorMessage, NetworkError } from './api-client.ts';
import { reloadPage } from './browser.ts';
import { storage } from './storage.ts';

vi.mock('./browser.ts', () => ({ reloadPage: vi.fn() }));

const user = { _id: 'u1', name: 'Asha', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'secret-token' };

describe('apiRequest', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
  });

  it('sends JSON and the stored bearer token', async () => {
    storage.setCurrentUser(user);
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret-token', 'Content-Type': 'application/json' });
  });

  it('does not send the token when auth is off', async () => {
    storage.setCurrentUser(user);
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/auth/login', { method: 'POST', body: {}, auth: false });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('on a 401 for a signed-in request, removes the stored user and reloads the page', async () => {
    storage.setCurrentUser(user);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ message: MESSAGES.sessionExpired }, 401)));

    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401, message: MESSAGES.sessionExpired });
    expect(storage.getCurrentUser()).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a request sent without a session (a failed login) neither logs out nor reloads', async () => {
    storage.setCurrentUser(user);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ message: MESSAGES.invalidCredentials }, 401)));
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toThrow(
      MESSAGES.invalidCredentials,
    );
    expect(storage.getCurrentUser()).toEqual(user);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("carries the server's message, or the unknown-error text when there is none", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ message: 'Nope.' }, 409)));
    const withMessage = await apiRequest('/x').catch((error: unknown) => error);
    expect(withMessage).toBeInstanceOf(ApiError);
    expect(withMessage).toMatchObject({ status: 409, message: 'Nope.', serverMessage: 'Nope.' });

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>oops</html>', { status: 500 })));
    const without = await apiRequest('/x').catch((error: unknown) => error);
    expect(without).toMatchObject({ status: 500, message: MESSAGES.unknownError, serverMessage: undefined });
  });

  it('throws a NetworkError when fetch rejects', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('errorMessage', () => {
  it("says a fixed server text in the reader's language, and any other as the server wrote it, braces and all", () => {
    loadCatalog('hi', hi);
    i18n.activate('hi');
    try {
      expect(errorMessage(new ApiError(401, MESSAGES.invalidCredentials))).toBe(hi[MESSAGES.invalidCredentials]);
      expect(errorMessage(new ApiError(409, 'You are already registered for "Hack {night}".'))).toBe('You are already registered for "Hack {night}".');
      expect(errorMessage(new NetworkError())).toBe(hi[MESSAGES.unknownError]);
      expect(errorMessage(new ApiError(500, undefined), MESSAGES.loginFailed)).toBe(hi[MESSAGES.loginFailed]);
    } finally {
      i18n.activate('en');
    }
    expect(errorMessage(new ApiError(409, 'Hack {night} is full.'))).toBe('Hack {night} is full.');
    expect(errorMessage(new ApiError(401, MESSAGES.invalidCredentials))).toBe(MESSAGES.invalidCredentials);
  });
});
