/**
 * The in-session notification list (SPEC §2, §4, §8): every outcome a user should hear about is added
 * here with SPEC's exact text, and the Notifications screen shows it. It lives for the page's life only;
 * stored notifications come from the server (a later issue) and are merged with these on that screen.
 */
import { useSyncExternalStore } from 'react';

export type NotificationKind = 'info' | 'success' | 'error';

export interface SessionNotification {
  _id: string;
  message: string;
  type: NotificationKind;
  timestamp: string;
}

const MAX = 100;
let items: SessionNotification[] = [];
const listeners = new Set<() => void>();
let sequence = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

export function notify(message: string, type: NotificationKind = 'info'): SessionNotification {
  sequence += 1;
  const item = { _id: `session-${sequence}`, message, type, timestamp: new Date().toISOString() };
  items = [item, ...items].slice(0, MAX);
  emit();
  return item;
}

export function clearSessionNotifications(): void {
  items = [];
  emit();
}

/** Drops the notifications that no longer hold (a "verify your email first" once the email is verified). */
export function dropSessionNotifications(stale: (item: SessionNotification) => boolean): void {
  const kept = items.filter((item) => !stale(item));
  if (kept.length === items.length) return;
  items = kept;
  emit();
}

export const getSessionNotifications = (): readonly SessionNotification[] => items;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Newest first. */
export function useSessionNotifications(): readonly SessionNotification[] {
  return useSyncExternalStore(subscribe, getSessionNotifications, getSessionNotifications);
}
