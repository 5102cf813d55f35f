import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from './paths.ts';

/** Where an opened event came from, kept in the history entry: its Back says that place's name. */
export interface FromState {
  from?: string;
}

/** Opens an event's detail at its address, /events/{id} (decision 075). */
export interface EventNavigation {
  open(eventId: string): void;
}

export function useEventNavigation(): EventNavigation {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMemo<EventNavigation>(
    () => ({ open: (eventId: string) => void navigate(paths.event(eventId), { state: { from: pathname } satisfies FromState }) }),
    [navigate, pathname],
  );
}

/**
 * Back from a page: the browser's Back when the page was reached inside the app (the history's entry before it is
 * Quad's), otherwise (a link opened in a fresh tab) the page above it.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
