import { useEffect, useRef, useState } from 'react';
import { t } from '../../shared/i18n.ts';

/** SPEC §2: no router; the visible screen is state. Add is not a screen. */
export type ScreenId = 'home' | 'events' | 'consights' | 'culturalEvents' | 'notifications' | 'profile';

export const SCREEN_IDS: readonly ScreenId[] = [
  'home',
  'events',
  'consights',
  'culturalEvents',
  'notifications',
  'profile',
];

/** Props every screen (and its sidebar) receives from the shell. */
export interface ScreenProps {
  /** The header search box's text (SPEC §2); the feeds filter by it. */
  search: string;
}

/**
 * The visible screen (from `initial`: Home, or the installed app's shortcut), with the document title kept in step
 * and the page scrolled to the top on change.
 */
export function useScreenState(labelOf: (screen: ScreenId) => string, initial: ScreenId = 'home') {
  const [screen, setScreen] = useState<ScreenId>(initial);
  const label = labelOf(screen);
  useEffect(() => {
    document.title = screen === 'home' ? 'Quad' : t('{screen} · Quad', { screen: label });
  }, [screen, label]);
  // Not on the first render: the page opens at its top, and scrolling there would make the browser lay out the
  // page at once, in the middle of the first render's work.
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    window.scrollTo({ top: 0 });
  }, [screen]);
  return [screen, setScreen] as const;
}
