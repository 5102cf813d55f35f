/**
 * This browser's side of Web Push (decision 051): whether it can get pushes at all, what it allows, and its
 * PushSubscription, made through the service worker's registration (sw.ts) with the server's VAPID key. Permission
 * is asked for only by `askPermission`, which the "Get notifications on this device" click calls first.
 */

/** How long the service worker may take to be ready before this browser counts as unable. */
const READY_TIMEOUT_MS = 10_000;

export type BrowserPush =
  /** No service worker, Push API or notifications here (an iPhone's Safari outside the Home Screen, say). */
  | { support: 'unsupported' }
  | { support: 'supported'; permission: NotificationPermission; endpoint: string | null };

export function canPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration once it is active, or null when this page has none. */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What this browser can do and allows, and the push address it has now. */
export async function readBrowserPush(): Promise<BrowserPush> {
  if (!canPush()) return { support: 'unsupported' };
  const registration = await readyRegistration();
  if (!registration) return { support: 'unsupported' };
  const subscription = await registration.pushManager.getSubscription();
  return { support: 'supported', permission: Notification.permission, endpoint: subscription?.endpoint ?? null };
}

/** Asks the person (only from their click): resolves with what they chose. */
export async function askPermission(): Promise<NotificationPermission> {
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** base64url to the bytes PushManager.subscribe takes as applicationServerKey. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

/**
 * Subscribes this browser with the server's key (a subscription made with another key, before the server's keys
 * changed, is replaced) and answers it as the server takes it.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await readyRegistration();
  if (!registration) throw new Error('No service worker to subscribe with.');
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing.toJSON();
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** Unsubscribes this browser; answers the push address it had, if any. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const registration = await readyRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
