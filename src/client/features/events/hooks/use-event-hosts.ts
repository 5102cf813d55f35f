import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventHosts } from '../../../../shared/schemas/door.ts';
import { fetchEventHosts, leaveEventStaff } from '../api/events-api.ts';

export const hostsKeys = {
  event: (eventId: string) => ['event-hosts', eventId] as const,
  /** Who the viewer is on the event follows the account: each one its own answer. */
  forViewer: (eventId: string, viewerId: string | null) => ['event-hosts', eventId, viewerId ?? 'visitor'] as const,
};

/** Who hosts the event, and who the viewer is on it (GET /api/events/{id}/hosts). */
export function useEventHosts(eventId: string, viewerId: string | null) {
  return useQuery({ queryKey: hostsKeys.forViewer(eventId, viewerId), queryFn: ({ signal }) => fetchEventHosts(eventId, signal) });
}

/** The event's tools the viewer is offered: the host's (registrations, export, the door), the door's alone, or none. */
export type HostTools = 'host' | 'door' | null;

export function hostToolsOf(role: EventHosts['viewerRole']): HostTools {
  return role === 'host' || role === 'admin' || role === 'cohost' ? 'host' : role === 'door' ? 'door' : null;
}

/** A co-host stops co-hosting: their own email taken off the staff; the event's hosts and tools are read again. */
export function useLeaveCohosting(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => leaveEventStaff(eventId, email),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostsKeys.event(eventId) }),
  });
}
