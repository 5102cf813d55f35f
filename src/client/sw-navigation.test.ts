import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppAddress, navigationHandler } from './sw-navigation.ts';

const ORIGIN = 'https://quad.campus.example';
const SHELL = '<!doctype html><title>Quad</title>';

const page = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html' } });
const shell = () => Promise.resolve(page(SHELL));

/** A navigation to `path`, as the service worker's router hands it over; `preload` is the browser's navigation preload. */
function navigation(path: string, preload?: Promise<Response | undefined>) {
  const url = new URL(path, ORIGIN);
  return { request: new Request(url), url, event: { preloadResponse: preload ?? Promise.resolve(undefined) } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the service worker's answer to a page's address", () => {
  it("counts every address of the app as the app's, and not the API, pictures or files", () => {
    const app = ['/', '/events', '/events/AbC-dEf_123', '/posts/p1', '/profile', '/calendar', '/notifications', '/admin/reports',
      '/search', '/consights', '/cultural-events', '/events/e1/registrations', '/verify-email', '/apiary'];
    expect(app.filter((path) => !isAppAddress(path))).toEqual([]);
    const other = ['/api', '/api/posts', '/media/a.jpg', '/media', '/assets/index-1a2b.js', '/sw.js', '/manifest.webmanifest', '/robots.txt'];
    expect(other.filter(isAppAddress)).toEqual([]);
  });

  it("answers with the server's page while the network answers, using the navigation preload when there is one", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(page('from fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const handle = navigationHandler(shell);
    expect(await (await handle(navigation('/events/e1'))).text()).toBe('from fetch');
    expect(await (await handle(navigation('/search?q=a/b.c', Promise.resolve(page('preloaded'))))).text()).toBe('preloaded');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers every address of the app with the app shell when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const handle = navigationHandler(shell);
    for (const path of ['/', '/events', '/events/e1', '/posts/p1', '/profile', '/calendar', '/notifications', '/admin', '/search?q=bands',
      '/consights', '/cultural-events']) {
      expect(await (await handle(navigation(path))).text(), path).toBe(SHELL);
    }
    // The preload fails too when the device is offline.
    expect(await (await handle(navigation('/posts/p1', Promise.reject(new TypeError('offline'))))).text()).toBe(SHELL);
  });

  it('opens the app shell when the server is down or the network hangs', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(page('Bad gateway', 502))));
    expect(await (await navigationHandler(shell)(navigation('/events'))).text()).toBe(SHELL);

    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const answer = navigationHandler(shell, 3000)(navigation('/calendar'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await (await answer).text()).toBe(SHELL);
  });

  it('leaves a page the server refuses, and the API and files, to the network', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(page('Not found', 404))));
    expect((await navigationHandler(shell)(navigation('/posts/gone'))).status).toBe(404);

    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(navigationHandler(shell)(navigation('/api/calendar/campus.ics'))).rejects.toThrow('Failed to fetch');
  });
});
