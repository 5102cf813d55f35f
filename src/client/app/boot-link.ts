/**
 * The installed app's shortcuts (the manifest's, vite.config.ts): `/?screen=events` opens a screen, `/?compose=1`
 * the post form (or the login for a visitor). The app has no router, so the address is read once at boot, and goes
 * back to '/' (decision 050).
 */
import { SCREEN_IDS, type ScreenId } from './screen-state.ts';

export interface BootLink {
  screen: ScreenId | null;
  compose: boolean;
}

/** The shortcut this address opens, or null. */
export function readBootLink(href: string): BootLink | null {
  const url = new URL(href);
  if (url.pathname !== '/') return null;
  const named = url.searchParams.get('screen');
  const screen = SCREEN_IDS.find((id) => id === named) ?? null;
  const compose = url.searchParams.get('compose') === '1';
  return screen || compose ? { screen, compose } : null;
}

/** Reads the shortcut of this page load and cleans the address; null when this load is not one. */
export function takeBootLink(location: Location = window.location, history: History = window.history): BootLink | null {
  const link = readBootLink(location.href);
  if (link) history.replaceState(history.state, '', '/');
  return link;
}
