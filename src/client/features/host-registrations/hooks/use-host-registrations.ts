import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationStatus } from '../../../../shared/schemas/events.ts';
import { addStaff, fetchHostRegistrations, fetchStaff, removeStaff, type StaffList } from '../api/host-registrations-api.ts';

export const hostKeys = {
  all: ['host-registrations'] as const,
  list: (eventId: string, status: RegistrationStatus | null) => ['host-registrations', eventId, status ?? 'all'] as const,
  staff: (eventId: string) => ['host-registrations', eventId, 'staff'] as const,
};

export function useHostRegistrations(eventId: string, status: RegistrationStatus | null) {
  return useQuery({ queryKey: hostKeys.list(eventId, status), queryFn: ({ signal }) => fetchHostRegistrations(eventId, status, signal) });
}

/** A host's action on one registration: the lists (and the event's seats, and the registrant's own state) are read again. */
export function useHostAction<A, R>(eventId: string, run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['posts', 'one', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['registrations'] });
    },
  });
}

export function useStaff(eventId: string) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: hostKeys.staff(eventId), queryFn: ({ signal }) => fetchStaff(eventId, signal) });
  const set = (answer: StaffList) => queryClient.setQueryData(hostKeys.staff(eventId), answer);
  const add = useMutation({ mutationFn: (email: string) => addStaff(eventId, email), onSuccess: set });
  const remove = useMutation({ mutationFn: (email: string) => removeStaff(eventId, email), onSuccess: set });
  return { list, add, remove };
}
