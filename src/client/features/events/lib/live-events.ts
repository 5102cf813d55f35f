import type { QueryClient } from '@tanstack/react-query';
import type { StreamEvent } from '../../../../shared/schemas/stream.ts';
import { calendarKeys } from '../hooks/use-calendar.ts';
import { registrationKeys } from '../hooks/use-registrations.ts';

type Registrations = Extract<StreamEvent, { event: 'registrations' }>['data'];

/**
 * An event's registration count changed: its host's count shows the new number at once and, for the registrant
 * (`mine`), the event shows as registered; both are then read again from the server.
 */
export function applyRegistrations(queryClient: QueryClient, userId: string | null, { postId, registrations, mine }: Registrations): void {
  if (!userId) return;
  queryClient.setQueryData<Record<string, number>>(registrationKeys.counts(userId), (counts) =>
    counts && postId in counts ? { ...counts, [postId]: registrations } : counts,
  );
  void queryClient.invalidateQueries({ queryKey: registrationKeys.counts(userId) });
  if (mine) {
    void queryClient.invalidateQueries({ queryKey: registrationKeys.mine(userId) });
    // Its state (offered, confirmed, cancelled by the host...) and the tickets follow (decision 049).
    void queryClient.invalidateQueries({ queryKey: registrationKeys.states(userId) });
    void queryClient.invalidateQueries({ queryKey: ['tickets'] });
  }
}

/** The viewer's own calendar changed (on another device, say). */
export function refreshMyCalendar(queryClient: QueryClient, userId: string | null): void {
  if (userId) void queryClient.invalidateQueries({ queryKey: calendarKeys.mine(userId) });
}

/** An event was published, moved or taken down: the calendars' days are read again where shown. */
export function refreshEventCalendars(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['calendar', 'month'] });
  void queryClient.invalidateQueries({ queryKey: ['calendar', 'day'] });
}
