/// <reference lib="webworker" />
/**
 * Web Push in Quad's service worker (decision 051); sw.ts calls `registerPushHandlers(self)`.
 * - `push`: the payload the server encrypted to this browser, `{ title, body, url, tag }`, shown as a notification
 *   (a later one with the same tag replaces it, and is heard again);
 * - `notificationclick`: an open Quad window is focused and taken to the notification's address, else one is
 *   opened there. Only addresses on Quad's own origin are opened.
 */
import { MESSAGES } from '../shared/messages.ts';
import type { PushPayload } from '../shared/schemas/push.ts';

/** The app's icon (public/icons), shown beside each notification. */
export const PUSH_ICON = '/icons/icon-192.png';

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** The notification a push asks for: its payload, or a plain "something new" when it cannot be read. */
export function notificationOf(data: Pick<PushMessageData, 'json'> | null): PushPayload {
  let payload: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    payload = (data?.json() as typeof payload | null) ?? {};
  } catch {
    // Not JSON: shown as the plain notification.
  }
  return {
    title: text(payload.title) ?? MESSAGES.pushFallbackTitle,
    body: text(payload.body) ?? MESSAGES.pushFallbackBody,
    url: text(payload.url) ?? '/',
    tag: text(payload.tag) ?? 'quad',
  };
}

/** The address a notification opens, on Quad's origin; anything else opens Quad's start. */
export function addressOnOrigin(url: unknown, origin: string): string {
  try {
    const address = new URL(typeof url === 'string' ? url : '/', origin);
    return address.origin === origin ? address.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** Focuses an open Quad window and takes it to `url`, or opens a new one there. */
async function openQuad(sw: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      await focused.navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: open a new one instead.
    }
  }
  await sw.clients.openWindow(url);
}

export function registerPushHandlers(sw: ServiceWorkerGlobalScope, options: { icon?: string } = {}): void {
  sw.addEventListener('push', (event: PushEvent) => {
    const shown = notificationOf(event.data);
    // `renotify` (heard again when it replaces one with its tag) is not in TypeScript's NotificationOptions.
    const notification: NotificationOptions & { renotify: boolean } = {
      body: shown.body,
      icon: options.icon ?? PUSH_ICON,
      tag: shown.tag,
      renotify: true,
      data: { url: shown.url },
    };
    event.waitUntil(sw.registration.showNotification(shown.title, notification));
  });

  sw.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = addressOnOrigin((event.notification.data as { url?: unknown } | null)?.url, sw.location.origin);
    event.waitUntil(openQuad(sw, url));
  });
}
