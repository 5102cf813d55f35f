import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../shared/i18n.ts';

/** The document's title follows the screen or the thing shown: "{screen} · Quad", or "Quad" on Home. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? t('{screen} · Quad', { screen: title }) : 'Quad';
  }, [title]);
}

/** A navigation that keeps the focus where it is (typing in the header search). */
export interface KeepFocusState {
  keepFocus?: boolean;
}

/**
 * Moves the focus to the new screen's heading (or to the element `targetId` names), once a lazily loaded screen
 * shows it (for a second at most), so a screen reader says where the reader arrived.
 */
export function focusScreen(targetId: string | null, tries = 60): void {
  const main = document.getElementById('main');
  const target = targetId ? document.getElementById(targetId) : (main?.querySelector<HTMLElement>('h1') ?? null);
  if (target) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    if (targetId) target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    return;
  }
  if (tries > 0) requestAnimationFrame(() => focusScreen(targetId, tries - 1));
  else main?.focus({ preventScroll: true });
}

/**
 * An accessible change of screen: after every navigation to another address (not the first page, and not the
 * search's own replacements as one types) the focus moves to the new screen's heading.
 */
export function useFocusOnNavigation(targetId: string | null): void {
  const location = useLocation();
  const shown = useRef(location.pathname);
  useEffect(() => {
    if (shown.current === location.pathname) return;
    shown.current = location.pathname;
    if ((location.state as KeepFocusState | null)?.keepFocus) return;
    focusScreen(targetId);
  }, [location.pathname, location.state, targetId]);
}
