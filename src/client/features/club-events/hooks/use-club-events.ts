import { useQuery } from '@tanstack/react-query';
import { type ClubEventTime, fetchClubEvents } from '../api/club-events-api.ts';

export const clubEventsKeys = {
  all: ['club-events'] as const,
  list: (slug: string, when: ClubEventTime) => ['club-events', slug, when] as const,
};

/** A club's upcoming or past events. */
export function useClubEvents(slug: string, when: ClubEventTime) {
  return useQuery({ queryKey: clubEventsKeys.list(slug, when), queryFn: ({ signal }) => fetchClubEvents(slug, when, signal) });
}
