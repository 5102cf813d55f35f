import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * An event's own pages (decision 049), each at its address so a reload (or a door's bookmark) opens it again:
 * the host's registrations, `/events/{id}/registrations`, and the door, `/events/{id}/check-in`.
 */
export type EventPageKind = 'registrations' | 'check-in';
export interface EventPage {
  kind: EventPageKind;
  eventId: string;
}

const EVENT_PAGE_PATH = /^\/events\/([^/?#]+)\/(registrations|check-in)\/?$/;

export function readEventPage(pathname: string = window.location.pathname): EventPage | null {
  const match = EVENT_PAGE_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  try {
    return { eventId: decodeURIComponent(match[1]), kind: match[2] as EventPageKind };
  } catch {
    return null;
  }
}

export const eventPagePath = (kind: EventPageKind, eventId: string): string => `/events/${encodeURIComponent(eventId)}/${kind}`;

/** The event page shown, from the address at load and the history; `open` and `leave` keep the address in step. */
export function useEventPages() {
  const [page, setPage] = useState<EventPage | null>(() => readEventPage());
  useEffect(() => {
    const onPop = () => setPage(readEventPage());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const open = useCallback((kind: EventPageKind, eventId: string) => {
    window.history.pushState(null, '', eventPagePath(kind, eventId));
    setPage({ kind, eventId });
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, []);
  const leave = useCallback(() => {
    if (readEventPage()) window.history.pushState(null, '', '/');
    setPage(null);
  }, []);
  return { page, open, leave };
}

export interface AppLinks {
  /** Opens an event page (the event detail's host panel). */
  openEventPage: (kind: EventPageKind, eventId: string) => void;
  /** Opens the profile at My tickets (a registrant's confirmed registration). */
  openTickets: () => void;
}

/** Where the event detail can send someone, given by the shell. */
export const AppLinksContext = createContext<AppLinks | null>(null);
export const useAppLinks = () => useContext(AppLinksContext);

/** Scrolls to an element a lazily loaded screen renders, once it is there (for a second at most). */
export function revealWhenShown(id: string, tries = 60): void {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
    return;
  }
  if (tries > 0) requestAnimationFrame(() => revealWhenShown(id, tries - 1));
}
