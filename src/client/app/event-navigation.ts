import { createContext, useContext } from 'react';

/** Opens SPEC §2's event detail view in place of the screen's content (the shell holds which event). */
export interface EventNavigation {
  open(eventId: string): void;
}

export const EventNavigationContext = createContext<EventNavigation>({ open: () => undefined });

export const useEventNavigation = (): EventNavigation => useContext(EventNavigationContext);
