/**
 * Quad's service worker from the page's side (decision 050): registered a few seconds after the page has loaded
 * (workbox-window loads then, not before), checked for a new version every hour; a new version
 * waits until the student chooses Reload (`applyUpdate`), and the page reloads once it has taken over.
 */
import { useSyncExternalStore } from 'react';

export interface UpdateState {
  /** A new version is installed and waits for the page's word. */
  waiting: boolean;
}

type Listener = () => void;
let state: UpdateState = { waiting: false };
const listeners = new Set<Listener>();
let apply: (() => void) | null = null;
let started = false;

function setState(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Tests and the app's test hooks: a new version waiting, as workbox-window would say. */
export function announceWaitingVersion(applyIt: () => void): void {
  apply = applyIt;
  setState({ waiting: true });
}

/** Lets the waiting version take over; the page reloads when it controls the page. */
export function applyUpdate(): void {
  apply?.();
}

export function useServiceWorkerUpdate(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

const UPDATE_CHECK_MS = 60 * 60_000;
/** How long after the page's load the worker is registered. */
const REGISTER_DELAY_MS = 4000;

/** Registers /sw.js after the page's load (or at once if it has loaded); nothing where service workers are not offered. */
export function registerServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  started = true;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    let reloading = false;
    workbox.addEventListener('waiting', () => {
      announceWaitingVersion(() => {
        // Reload once the new version controls the page.
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
    window.setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
  };
  // After the page's load and then a few quiet seconds: the first visit's precache (the whole shell) must not
  // compete with Home's first posts for a slow connection.
  const later = () => {
    window.setTimeout(() => {
      const run = () => void start().catch(() => undefined);
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, REGISTER_DELAY_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
