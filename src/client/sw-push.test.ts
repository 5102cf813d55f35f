import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { addressOnOrigin, notificationOf, PUSH_ICON, registerPushHandlers } from './sw-push.ts';

const ORIGIN = 'https://quad.campus.example';

/** A service worker scope with what the handlers use: events, the registration's notifications and the windows. */
function fakeWorker(windows: Array<{ url: string; focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> }> = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const sw = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  registerPushHandlers(sw as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event and waits for what it asked to wait for. */
  const dispatch = async (type: string, fields: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...fields, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { sw, dispatch };
}

const pushData = (payload: unknown) => ({ json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) as unknown });

describe('Web Push in the service worker', () => {
  it('shows a push as its title, text, icon and tag, keeping its address for the click', async () => {
    const { sw, dispatch } = fakeWorker();
    await dispatch('push', { data: pushData({ title: 'New comment on your post', body: 'Ravi commented on your post "Lost keys".', url: '/posts/p1', tag: 'post-comment:p1' }) });
    expect(sw.registration.showNotification).toHaveBeenCalledWith('New comment on your post', {
      body: 'Ravi commented on your post "Lost keys".',
      icon: PUSH_ICON,
      tag: 'post-comment:p1',
      renotify: true,
      data: { url: '/posts/p1' },
    });
  });

  it('still shows something for a push it cannot read', async () => {
    const { sw, dispatch } = fakeWorker();
    await dispatch('push', { data: pushData('not json {') });
    await dispatch('push', { data: null });
    expect(sw.registration.showNotification).toHaveBeenCalledTimes(2);
    expect(sw.registration.showNotification).toHaveBeenLastCalledWith(MESSAGES.pushFallbackTitle, expect.objectContaining({ body: MESSAGES.pushFallbackBody, data: { url: '/' } }));
    expect(notificationOf(pushData({ title: 42, body: '' }))).toEqual({ title: MESSAGES.pushFallbackTitle, body: MESSAGES.pushFallbackBody, url: '/', tag: 'quad' });
  });

  it('a click focuses an open Quad window and takes it to the address', async () => {
    const navigate = vi.fn(async () => null);
    const quad = { url: `${ORIGIN}/`, focus: vi.fn(async () => quad), navigate };
    const { sw, dispatch } = fakeWorker([{ url: 'https://elsewhere.example/', focus: vi.fn(), navigate: vi.fn() }, quad]);
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { url: '/?screen=profile' } } });
    expect(close).toHaveBeenCalled();
    expect(quad.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/?screen=profile`);
    expect(sw.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click opens Quad at the address when no window is open, or when the open one cannot be taken there', async () => {
    const { sw, dispatch } = fakeWorker();
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/posts/p2' } } });
    expect(sw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/posts/p2`);

    const uncontrolled = { url: `${ORIGIN}/`, focus: vi.fn(async () => uncontrolled), navigate: vi.fn(async () => Promise.reject(new TypeError('not controlled'))) };
    const second = fakeWorker([uncontrolled]);
    await second.dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/posts/p3' } } });
    expect(second.sw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/posts/p3`);
  });

  it('never opens another origin from a push', () => {
    expect(addressOnOrigin('https://evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(addressOnOrigin('//evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(addressOnOrigin('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(addressOnOrigin(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(addressOnOrigin('/posts/abc', ORIGIN)).toBe(`${ORIGIN}/posts/abc`);
  });
});
