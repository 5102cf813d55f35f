import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../../../shared/schemas/door.ts';
import { addStaff, fetchEventHosts, fetchHostRegistrations, fetchStaff, removeStaff, type StaffList } from '../api/host-registrations-api.ts';

export const hostKeys = {
  all: ['host-registrations'] as const,
  list: (eventId: string) => ['host-registrations', eventId, 'all'] as const,
  staff: (eventId: string) => ['host-registrations', eventId, 'staff'] as const,
  hosts: (eventId: string) => ['host-registrations', eventId, 'hosts'] as const,
};

/** Every registration of the event, read once: the screen's views and search filter them here. */
export function useHostRegistrations(eventId: string) {
  return useQuery({ queryKey: hostKeys.list(eventId), queryFn: ({ signal }) => fetchHostRegistrations(eventId, null, signal) });
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
  const add = useMutation({ mutationFn: ({ email, role }: { email: string; role: StaffRole }) => addStaff(eventId, email, role), onSuccess: set });
  const remove = useMutation({ mutationFn: (email: string) => removeStaff(eventId, email), onSuccess: set });
  return { list, add, remove };
}

/** Whether the caller chooses the event's co-hosts (its host or an admin; a co-host chooses door staff only). */
export function useChoosesCohosts(eventId: string): boolean {
  const hosts = useQuery({ queryKey: hostKeys.hosts(eventId), queryFn: ({ signal }) => fetchEventHosts(eventId, signal) });
  return hosts.data?.viewerRole === 'host' || hosts.data?.viewerRole === 'admin';
}
