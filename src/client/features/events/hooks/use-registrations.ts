import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Registration, RegistrationPayload } from '../../../../shared/schemas/events.ts';
import { fetchMyRegistrations, fetchRegisteredEventIds, fetchRegistrationCounts, registerForEvent } from '../api/events-api.ts';
import { calendarKeys } from './use-calendar.ts';

export const registrationKeys = {
  all: ['registrations'] as const,
  mine: (userId: string) => ['registrations', 'mine', userId] as const,
  counts: (userId: string) => ['registrations', 'counts', userId] as const,
  /** The viewer's registrations with their states (decision 049). */
  states: (userId: string) => ['registrations', 'states', userId] as const,
};

/** The ids of the events the signed-in user registered for (SPEC §7 my-events-registrations). */
export function useRegisteredEventIds(userId: string | null) {
  return useQuery({
    queryKey: registrationKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => fetchRegisteredEventIds(signal),
    enabled: userId !== null,
  });
}

/** Registrations per event, for the signed-in user's own events (SPEC §6 Post owner). */
export function useRegistrationCounts(userId: string | null) {
  return useQuery({
    queryKey: registrationKeys.counts(userId ?? ''),
    queryFn: ({ signal }) => fetchRegistrationCounts(signal),
    enabled: userId !== null,
  });
}

/** Registers the signed-in user; on success the event shows as REGISTERED at once and lands in My Calendar. */
export function useRegister(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegistrationPayload): Promise<Registration> => registerForEvent(eventId, payload),
    onSuccess: (registration) => {
      queryClient.setQueryData<string[]>(registrationKeys.mine(userId), (ids) => [...new Set([...(ids ?? []), eventId])]);
      // Its state at once (a seat held for payment is never shown as REGISTERED, not even for a moment).
      keepRegistration(queryClient, registration);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.mine(userId) });
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      // The event's seats left moved: the event open in its detail view is read again.
      void queryClient.invalidateQueries({ queryKey: ['posts', 'one', eventId] });
    },
  });
}

// ---- At the door (decision 049) ----

/** The signed-in user's registration for the event (with its state), or null; undefined while loading. */
export function useMyRegistration(userId: string | null, eventId: string) {
  const query = useQuery({
    queryKey: registrationKeys.states(userId ?? ''),
    queryFn: ({ signal }) => fetchMyRegistrations(signal),
    enabled: userId !== null,
  });
  const registration = query.data?.find((r) => r.postId === eventId) ?? null;
  return { ...query, registration: query.data ? registration : undefined };
}

/** A change to the user's registration: their states, the REGISTERED set and the event's seats are read again. */
export function useRegistrationChange<A>(eventId: string, run: (args: A) => Promise<Registration>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (registration) => {
      keepRegistration(queryClient, registration);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['posts', 'one', eventId] });
      // My tickets lists the seats that are not tickets yet.
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
    },
  });
}

/** The server's answer about one registration, put in the viewer's list of states until it is read again. */
function keepRegistration(queryClient: QueryClient, registration: Registration): void {
  queryClient.setQueriesData<Registration[]>({ queryKey: ['registrations', 'states'] }, (list) =>
    list ? [registration, ...list.filter((r) => r._id !== registration._id && r.postId !== registration.postId)] : list,
  );
}
