/**
 * The browser's offer to install Quad (Chrome's and Edge's `beforeinstallprompt`), kept until the student installs
 * or says No thanks, which is remembered on this device for good (decision 050). Safari has no such event: its
 * students use Share → Add to Home Screen.
 */
import { useSyncExternalStore } from 'react';

/** The event Chromium fires when Quad can be installed (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'installPromptDismissed';

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (next: InstallPromptEvent | null) => {
  offer = next;
  for (const listener of listeners) listener();
};

function dismissedForGood(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

let listening = false;
/** Starts listening for the browser's offer (once, at the first render). */
export function listenForInstallOffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar stays away; Quad offers it in its own words, unless the student said no.
    event.preventDefault();
    if (!dismissedForGood()) changed(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => changed(null));
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  changed(null);
  await current.prompt();
  await current.userChoice.catch(() => undefined);
}

/** No thanks: not offered again on this device. */
export function dismissInstall(): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Storage refused: not offered again in this page at least.
  }
  changed(null);
}

export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
    () => false,
  );
}
